/** Writing answers on Fastify's reply: JSON bodies, error bodies, small HTML pages and redirects. */
import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '@domain/errors/backend-error';
import type { ErrorDetails, HttpError } from './errors';

type Headers = Record<string, string | string[]>;

export function sendJson(res: FastifyReply, status: number, body: unknown, headers: Headers = {}): FastifyReply {
  return res
    .code(status)
    .headers({ ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .send(JSON.stringify(body));
}

export function sendNoContent(res: FastifyReply, headers: Headers = {}): FastifyReply {
  return res.code(204).headers({ ...headers, 'cache-control': 'no-store' }).send();
}

export function sendErrorBody(res: FastifyReply, status: number, code: ErrorCode, message: string, headers: Headers = {}, details: ErrorDetails = {}): FastifyReply {
  return sendJson(res, status, { error: { code, message, ...details } }, headers);
}

export function sendHttpError(res: FastifyReply, error: HttpError): FastifyReply {
  return sendErrorBody(res, error.status, error.code, error.message, error.headers, error.details);
}

export function sendHtml(res: FastifyReply, status: number, html: string, headers: Headers = {}): FastifyReply {
  return res
    .code(status)
    .headers({
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // These pages are markup and one style element: nothing else may load or run.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    })
    .send(html);
}

export function redirect(res: FastifyReply, location: string, headers: Headers = {}): FastifyReply {
  return res.code(303).headers({ ...headers, location, 'cache-control': 'no-store' }).send();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** A minimal standalone page for answers a browser shows directly (no app around it). */
export function simplePage(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}pre{white-space:pre-wrap;background:#f5f5f5;padding:.75rem}</style>
</head><body>${bodyHtml}</body></html>`;
}
