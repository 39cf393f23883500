/**
 * The `event` HTTPS function: `POST /event/{eventId or resourceID}/presentation/{processId}`, the
 * spec's call after a document upload (reached through Hosting's rewrite of
 * /event/*\/presentation/*). It converts the document through the converter service
 * (`npm run converter` on a machine of yours; CONVERTER_URL and CONVERTER_SECRET in
 * functions/.env.<project>, never committed) and answers when the record is ready or failed; the
 * app watches the record meanwhile. The time limit is above the converter's own limits
 * (LibreOffice 3 min, poppler 4 min), so a conversion ends before the function is stopped.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminServices } from './admin-services';
import { mediaBucket } from './media-bucket';
import { converterFromEnv, handlePresentationRequest } from './presentation-request';
import { verifyToken } from './verify-token';

// As for `api`: the caller is named by a bearer token, never a cookie.
export const event = onRequest({ cors: true, timeoutSeconds: 540, memory: '1GiB' }, async (req, res) => {
  const answer = await handlePresentationRequest(
    { method: req.method, path: req.path, authorization: req.get('authorization'), body: req.rawBody },
    {
      verifyToken,
      converter: converterFromEnv(process.env),
      docs: adminServices().docs,
      store: mediaBucket(),
      workRoot: join(tmpdir(), 'media-work'),
      log: (message) => logger.error(message),
    },
  );
  res.set({ ...answer.headers, 'cache-control': 'no-store' }).status(answer.status).json(answer.body);
});
