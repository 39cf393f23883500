/**
 * The `/api` routes of the embedded server (server/api/routes.ts) as the `api` Cloud Function
 * answers them: the same contracts, handlers, error bodies and `{ result }` answers, with the
 * caller taken from a Firebase ID token instead of a session cookie. Free of Firebase imports so
 * that it runs, and is tested, anywhere.
 */
import { apiContracts, isApiName, type ApiName } from '@domain/api/contracts';
import type { ApiHandler, ApiHandlers } from '@server/api/handler-types';
import type { ApiServices } from '@server/api/services';
import type { AuthContext } from '@server/auth/context';
import { JSON_BODY_LIMIT, summarizeIssues } from '@server/http/body';
import { HttpError, invalidArgument, notFound } from '@server/http/errors';

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

export type ApiAnswer = { status: number; body: unknown; headers: Record<string, string | string[]> };

export type TokenCheck = { kind: 'valid'; auth: NonNullable<AuthContext> } | { kind: 'expired' } | { kind: 'invalid' };

export type ApiRequestOptions = {
  handlers: ApiHandlers;
  services: ApiServices;
  /** Checks a Firebase ID token (firebase-admin's verifyIdToken in the function). */
  verifyToken: (idToken: string) => Promise<TokenCheck>;
  log: (message: string) => void;
};

const CALL_PREFIX = '/api/call/';

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match ? match[1] : null;
}

/** An empty body reads as `{}` so calls without input need not send one (as on the server). */
function parseJson(req: ApiRequest): unknown {
  const body = req.body ?? new Uint8Array();
  if (body.length > JSON_BODY_LIMIT) throw new HttpError(413, 'invalid-argument', `The request body is larger than ${JSON_BODY_LIMIT} bytes.`);
  if (body.length === 0) return {};
  const type = String(req.contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw invalidArgument('Send the body as JSON with Content-Type: application/json.');
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw invalidArgument('The request body is not valid JSON.');
  }
}

export async function handleApiRequest(req: ApiRequest, { handlers, services, verifyToken, log }: ApiRequestOptions): Promise<ApiAnswer> {
  async function caller(access: ApiHandler<ApiName>['access']): Promise<AuthContext> {
    const token = bearerToken(req.authorization);
    const check: TokenCheck = token ? await verifyToken(token) : { kind: 'invalid' };
    if (check.kind === 'valid') return check.auth;
    if (access === 'public') return null;
    if (check.kind === 'expired') throw new HttpError(401, 'auth/session-expired', 'Your session has expired. Please sign in again.');
    throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
  }

  async function call(name: ApiName, rawInput: unknown): Promise<unknown> {
    const contract = apiContracts[name];
    const handler = handlers[name] as ApiHandler<ApiName>;
    const auth = await caller(handler.access);
    const input = contract.input.safeParse(rawInput);
    if (!input.success) throw invalidArgument(summarizeIssues(input.error));
    const output = contract.output.safeParse(await handler.run(input.data, { auth, provider: 'firebase', services, clientAddress: req.clientAddress ?? '' }));
    if (!output.success) {
      log(`api: ${name} returned a result its contract refuses: ${summarizeIssues(output.error)}`);
      throw new HttpError(500, 'internal', 'The server could not complete the request.');
    }
    return output.data;
  }

  try {
    if (req.path === '/api/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'invalid-argument', 'Use GET for this address.', { allow: 'GET' });
      return { status: 200, body: await call('health', {}), headers: {} };
    }
    if (req.path.startsWith(CALL_PREFIX)) {
      if (req.method !== 'POST') throw new HttpError(405, 'invalid-argument', 'Use POST for this address.', { allow: 'POST' });
      const name = req.path.slice(CALL_PREFIX.length);
      if (!isApiName(name)) throw notFound(`There is no API call named ${JSON.stringify(name.slice(0, 100))}.`);
      return { status: 200, body: { result: await call(name, parseJson(req)) }, headers: {} };
    }
    throw notFound();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: { error: { code: error.code, message: error.message, ...error.details } }, headers: error.headers };
    log(`api: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { status: 500, body: { error: { code: 'internal', message: 'The server could not complete the request.' } }, headers: {} };
  }
}
