/**
 * The session cookie, read and written with the `cookie` library: on HTTP requests and on the
 * WebSocket upgrade alike, which is why this does not go through a Fastify plugin.
 */
import type { IncomingMessage } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';

export function readCookie(req: IncomingMessage, name: string): string | null {
  const header = req.headers.cookie;
  return header ? (parseCookie(header)[name] ?? null) : null;
}

export type CookieOptions = { maxAgeSeconds: number; secure: boolean };

export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  return stringifySetCookie(name, value, { maxAge: maxAgeSeconds, path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { maxAgeSeconds: 0, secure });
}
