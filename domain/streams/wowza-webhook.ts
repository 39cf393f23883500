/**
 * Wowza Video's webhooks: the envelope (version, event, event_id, event_time in Unix seconds,
 * object_type, object_id, object_data) of a transcoder event becomes the EncoderEvent the local
 * media server would report. The embedded server (server/encoder/wowza) and the Cloud Function
 * (functions/src/encoder-hooks.ts) read them with this one function.
 */
import { z } from 'zod';
import { TRANSCODER_EVENTS, type EncoderEvent } from './encoder-events';

/** The secret in the webhooks' address: long enough not to be guessed, and nothing to encode. */
export const WOWZA_WEBHOOK_SECRET_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** A webhook is a small JSON object; anything longer is not one. */
export const WOWZA_WEBHOOK_BODY_LIMIT = 16 * 1024;

const envelope = z.object({
  event: z.string().max(100),
  event_time: z.number().finite().positive(),
  object_type: z.string().max(50),
  object_id: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  object_data: z.record(z.string(), z.unknown()).optional(),
});

/** The EncoderEvent a webhook stands for; null for events of other objects or kinds. */
export function eventFromWowzaWebhook(body: unknown): EncoderEvent | null {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return null;
  const { event, event_time, object_type, object_id, object_data } = parsed.data;
  const name = TRANSCODER_EVENTS.find((known) => known === event);
  if (object_type !== 'transcoder' || !name) return null;
  const message = typeof object_data?.message === 'string' ? object_data.message.slice(0, 500) : undefined;
  return { objectType: 'transcoder', event: name, transcoderId: object_id, at: new Date(event_time * 1000), ...(message ? { message } : {}) };
}
