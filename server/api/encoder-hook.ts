/**
 * Wowza Video's webhooks as the `encoderHooks` Cloud Function answers them (functions/src/
 * encoder-hooks.ts), free of Firebase so that it runs, and is tested, anywhere. Wowza posts to
 * /encoder-hooks/wowza/<secret>: the secret must be this deployment's (WOWZA_WEBHOOK_SECRET, else
 * 404 as for any unknown address); the body becomes the EncoderEvent the embedded server reports
 * (domain/streams/wowza-webhook) and is written by the same applyEncoderEvent.
 */
import { eventFromWowzaWebhook, WOWZA_WEBHOOK_BODY_LIMIT, WOWZA_WEBHOOK_SECRET_PATTERN } from '@domain/streams/wowza-webhook';
import { sameSecret } from '../auth/tokens';
import { applyEncoderEvent } from './encoder-events';
import type { AdminDocs } from './services';

export type EncoderHookRequest = { method: string; path: string; body?: Uint8Array };
export type EncoderHookAnswer = { status: number; headers: Record<string, string>; body: { error: { code: string; message: string } } | null };

const PATH = /^\/encoder-hooks\/wowza\/([^/]+)$/;

const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}): EncoderHookAnswer => ({ status, headers, body: { error: { code, message } } });

export async function answerEncoderHook(req: EncoderHookRequest, { secret, docs }: { secret: string | undefined; docs: AdminDocs }): Promise<EncoderHookAnswer> {
  const given = PATH.exec(req.path)?.[1];
  // A deployment without a proper secret takes no webhooks at all.
  if (!given || !secret || !WOWZA_WEBHOOK_SECRET_PATTERN.test(secret) || !sameSecret(given, secret)) return refusal(404, 'not-found', 'Not found.');
  if (req.method !== 'POST') return refusal(405, 'method-not-allowed', 'Webhooks are POSTed.', { allow: 'POST' });
  const bytes = req.body ?? new Uint8Array();
  if (bytes.byteLength > WOWZA_WEBHOOK_BODY_LIMIT) return refusal(413, 'resource-exhausted', `A webhook is at most ${WOWZA_WEBHOOK_BODY_LIMIT} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return refusal(400, 'invalid-argument', 'A webhook is a JSON object.');
  }
  const event = eventFromWowzaWebhook(body);
  if (event) await applyEncoderEvent(docs, event);
  return { status: 204, headers: {}, body: null };
}
