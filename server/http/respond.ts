/** Writing answers: JSON bodies, error bodies, small HTML pages and redirects. */
import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '@domain/errors/backend-error';
import type { ErrorDetails, HttpError } from './errors';

type Headers = Record<string, string | string[]>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export function sendNoContent(res: ServerResponse, headers: Headers = {}): void {
  res.writeHead(204, { ...headers, 'cache-control': 'no-store' });
  res.end();
}

export function sendErrorBody(res: ServerResponse, status: number, code: ErrorCode, message: string, headers: Headers = {}, details: ErrorDetails = {}): void {
  sendJson(res, status, { error: { code, message, ...details } }, headers);
}

export function sendHttpError(res: ServerResponse, error: HttpError): void {
  sendErrorBody(res, error.status, error.code, error.message, error.headers, error.details);
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Headers = {}): void {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, headers: Headers = {}): void {
  res.writeHead(303, { ...headers, location, 'cache-control': 'no-store' });
  res.end();
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
