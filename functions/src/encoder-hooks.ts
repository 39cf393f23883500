/**
 * The `encoderHooks` HTTPS function: Wowza Video's webhooks on the firebase side, reached at
 * /encoder-hooks/** through Hosting (Wowza is given https://<site>/encoder-hooks/wowza/<secret>,
 * the address the embedded server answers too). The secret is the function's environment's
 * WOWZA_WEBHOOK_SECRET (functions/.env.<project>, never committed); without a proper one the
 * function takes no webhooks. server/api/encoder-hook.ts checks it and writes the event as the
 * embedded server does.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { answerEncoderHook } from '@server/api/encoder-hook';
import { adminServices } from './admin-services';

export const encoderHooks = onRequest(async (req, res) => {
  const answer = await answerEncoderHook({ method: req.method, path: req.path, body: req.rawBody }, { secret: process.env.WOWZA_WEBHOOK_SECRET, docs: adminServices().docs });
  res.set({ ...answer.headers, 'cache-control': 'no-store' }).status(answer.status);
  if (answer.body) res.json(answer.body);
  else res.end();
});
