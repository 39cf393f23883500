/** The embedded server's `/api` routes: each request handed to the shared API host (api-host.ts). */
import type { IncomingMessage } from 'node:http';
import type { SessionCheck } from '../auth/guard';
import { readBody } from '../http/body';
import { clientAddress } from '../http/client-address';
import { sendJson } from '../http/respond';
import type { Route, RequestContext } from '../http/router';
import { createApiHost, inputLimitFor, type ApiHostOptions } from './api-host';

export type ApiRouteOptions = Omit<ApiHostOptions, 'provider'> & {
  /** Who is calling, from the session cookie. */
  session: (req: IncomingMessage) => Promise<SessionCheck>;
};

export function apiRoutes({ session, ...options }: ApiRouteOptions): Route[] {
  const host = createApiHost({ ...options, provider: 'local' });
  async function handler({ req, res, url }: RequestContext): Promise<void> {
    const answer = await host({
      method: req.method ?? 'GET',
      path: url.pathname,
      contentType: req.headers['content-type'],
      // Read as it arrives, so an oversized body is refused before it is all in memory.
      body: () => readBody(req, inputLimitFor(url.pathname)),
      clientAddress: clientAddress(req),
      session: () => session(req),
    });
    sendJson(res, answer.status, answer.body, answer.headers);
  }
  return [
    { method: 'GET', path: '/api/health', handler },
    { method: 'POST', path: '/api/call/*', handler },
  ];
}
