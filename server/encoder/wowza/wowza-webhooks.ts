/**
 * Wowza Video's webhooks on the embedded server (domain/streams/wowza-webhook reads them). Wowza
 * posts them to an address that carries a secret of this deployment (WOWZA_WEBHOOK_SECRET);
 * anything else there is answered 404.
 */
import { WOWZA_WEBHOOK_BODY_LIMIT } from '@domain/streams/wowza-webhook';
import { sameSecret } from '@server/auth/tokens';
import { readBody } from '@server/http/body';
import { invalidArgument, notFound } from '@server/http/errors';
import type { Route } from '@server/http/router';

export function wowzaWebhookRoutes(secret: string, receive: (body: unknown) => Promise<void>): Route[] {
  return [
    {
      method: 'POST',
      path: '/encoder-hooks/wowza/*',
      // Wowza's servers send no Origin; the secret in the path is what counts.
      rawBody: true,
      async handler({ req, res, rest }) {
        if (!sameSecret(rest, secret)) throw notFound();
        const text = (await readBody(req, WOWZA_WEBHOOK_BODY_LIMIT)).toString('utf8');
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
