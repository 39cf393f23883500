/**
 * Wowza Video's webhooks: the envelope (version, event, event_id, event_time in Unix seconds,
 * object_type, object_id, object_data) of a transcoder event becomes the EncoderEvent the local
 * media server would report. Wowza posts them to an address that carries a secret of this
 * deployment (WOWZA_WEBHOOK_SECRET); anything else there is answered 404.
 */
import { z } from 'zod';
import { TRANSCODER_EVENTS, type EncoderEvent } from '@domain/streams/encoder-events';
import { sameSecret } from '@server/auth/tokens';
import { readBody } from '@server/http/body';
import { invalidArgument, notFound } from '@server/http/errors';
import type { Route } from '@server/http/router';

const WEBHOOK_BODY_LIMIT = 16 * 1024;

const envelope = z.object({
  event: z.string().max(100),
  event_time: z.number().finite().positive(),
  object_type: z.string().max(50),
  object_id: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  object_data: z.record(z.string(), z.unknown()).optional(),
});

/** The EncoderEvent a webhook stands for; null for events of other objects or kinds. */
export function eventFromWebhook(body: unknown): EncoderEvent | null {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return null;
  const { event, event_time, object_type, object_id, object_data } = parsed.data;
  const name = TRANSCODER_EVENTS.find((known) => known === event);
  if (object_type !== 'transcoder' || !name) return null;
  const message = typeof object_data?.message === 'string' ? object_data.message.slice(0, 500) : undefined;
  return { objectType: 'transcoder', event: name, transcoderId: object_id, at: new Date(event_time * 1000), ...(message ? { message } : {}) };
}

export function wowzaWebhookRoutes(secret: string, receive: (body: unknown) => Promise<void>): Route[] {
  return [
    {
      method: 'POST',
      path: '/encoder-hooks/wowza/*',
      // Wowza's servers send no Origin; the secret in the path is what counts.
      rawBody: true,
      async handler({ req, res, rest }) {
        if (!sameSecret(rest, secret)) throw notFound();
        const text = (await readBody(req, WEBHOOK_BODY_LIMIT)).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw invalidArgument('A webhook is a JSON object.');
        }
        await receive(body);
        res.code(204).send();
      },
    },
  ];
}
