/**
 * The `/api` routes of the embedded server as the `api` Cloud Function answers them: the shared
 * API host (server/api/api-host.ts) with the caller taken from a Firebase ID token instead of a
 * session cookie. Free of Firebase imports so that it runs, and is tested, anywhere.
 */
import { createApiHost, type ApiAnswer, type SessionCheck } from '@server/api/api-host';
import type { ApiHandlers } from '@server/api/handler-types';
import type { ApiServices } from '@server/api/services';

export type { ApiAnswer };

export type ApiRequest = {
  method: string;
  /** The path after the function's own address, e.g. `/api/call/health`. */
  path: string;
  authorization?: string;
  contentType?: string;
  /** The caller's address (the function's `req.ip`). */
  clientAddress?: string;
  body?: Uint8Array;
};

export type TokenCheck = { kind: 'valid'; auth: Extract<SessionCheck, { kind: 'valid' }>['auth'] } | { kind: 'expired' } | { kind: 'invalid' };

export type ApiRequestOptions = {
  handlers: ApiHandlers;
  services: ApiServices;
  /** Checks a Firebase ID token (firebase-admin's verifyIdToken in the function). */
  verifyToken: (idToken: string) => Promise<TokenCheck>;
  log: (message: string) => void;
};

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}

export async function handleApiRequest(req: ApiRequest, { handlers, services, verifyToken, log }: ApiRequestOptions): Promise<ApiAnswer> {
  const host = createApiHost({ handlers, services, provider: 'firebase', log });
  return host({
    method: req.method,
    path: req.path,
    contentType: req.contentType,
    body: async () => req.body ?? new Uint8Array(),
    clientAddress: req.clientAddress ?? '',
    async session() {
      const token = bearerToken(req.authorization);
      const check: TokenCheck = token ? await verifyToken(token) : { kind: 'invalid' };
      return check.kind === 'invalid' ? { kind: 'none' } : check;
    },
  });
}
