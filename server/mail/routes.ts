/**
 * The outbox for the machine's operator: JSON under /api/outbox with `Authorization: Bearer
 * <key>`, and a plain page at /outbox?key=<key> for humans.
 */
import { HttpError } from '../http/errors';
import { escapeHtml, sendHtml, sendJson, simplePage } from '../http/respond';
import type { Route } from '../http/router';
import { isOperatorKey } from './operator-key';
import type { Outbox, StoredMail } from './outbox';

const NEEDS_KEY = 'The outbox needs the operator key that the server printed at start (also in DATA_DIR/operator-key).';

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Escapes first, then turns the (already escaped) URLs into links, so nothing else becomes markup. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderPage(messages: StoredMail[]): string {
  const items = messages.map(
    (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong> at ${escapeHtml(m.createdAt)} (${escapeHtml(m.file)})</p>
<pre>${linkify(m.text)}</pre></article>`,
  );
  const body = items.length ? items.join('\n<hr>\n') : '<p>No messages yet.</p>';
  return simplePage('Outbox', `<h1>Outbox</h1><p>${messages.length} message(s), newest first.</p>${body}`);
}

export function outboxRoutes(outbox: Outbox, operatorKey: string): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/outbox',
      async handler({ req, res }) {
        if (!isOperatorKey(bearer(req.headers.authorization), operatorKey)) {
          throw new HttpError(401, 'unauthenticated', NEEDS_KEY, { 'www-authenticate': 'Bearer' });
        }
        sendJson(res, 200, { messages: await outbox.list() });
      },
    },
    {
      method: 'GET',
      path: '/outbox',
      async handler({ res, url }) {
        const headers = { 'referrer-policy': 'no-referrer' };
        if (!isOperatorKey(url.searchParams.get('key'), operatorKey)) {
          return sendHtml(res, 401, simplePage('Outbox', `<h1>Outbox</h1><p>${escapeHtml(NEEDS_KEY)}</p>`), headers);
        }
        sendHtml(res, 200, renderPage(await outbox.list()), headers);
      },
    },
  ];
}
