/**
 * The one host of the `/api` calls, for the embedded server (routes.ts) and the `api` Cloud
 * Function (functions/src): `GET /api/health` and `POST /api/call/<name>`. The input is checked
 * against the call's contract before its handler runs, and the output after, so neither side
 * sees a shape the contract does not allow; every failure becomes the `{ error: { code, message } }`
 * answer the providers turn back into a BackendError.
 */
import { LARGE_INPUT_BYTES, apiContracts, isApiName, type ApiName } from '@domain/api/contracts';
import type { ProviderName } from '@domain/api/provider';
import type { AuthContext } from '../auth/context';
import { signedInOrRefuse, type SessionCheck } from '../auth/guard';
import { JSON_BODY_LIMIT, parseJsonBody, summarizeIssues } from '../http/body';
import { HttpError, invalidArgument, knownError, notFound } from '../http/errors';
import type { ApiHandler, ApiHandlers } from './handler-types';
import type { ApiServices } from './services';

export type { SessionCheck };

export type ApiRequest = {
  method: string;
  /** `/api/health` or `/api/call/<name>`. */
  path: string;
  contentType: string | undefined;
  /** The raw body; a reader may refuse one over JSON_BODY_LIMIT itself. */
  body: () => Promise<Uint8Array>;
  /** The caller's network address: anonymous chat senders are told apart by it. */
  clientAddress: string;
  /** Who is calling; asked only once the call is known. */
  session: () => Promise<SessionCheck>;
};

export type ApiAnswer = { status: number; body: unknown; headers: Record<string, string | string[]> };

export type ApiHostOptions = {
  handlers: ApiHandlers;
  services: ApiServices;
  provider: ProviderName;
  /** Rejects when the database does not answer; health then says so (503). */
  checkDatabase?: () => Promise<void>;
  log: (message: string) => void;
};

const CALL_PREFIX = '/api/call/';

/** The largest body a request to this path may send: the JSON limit, or the call's own when its input is larger. */
export function inputLimitFor(path: string): number {
  const name = path.startsWith(CALL_PREFIX) ? path.slice(CALL_PREFIX.length) : '';
  return (isApiName(name) && LARGE_INPUT_BYTES[name]) || JSON_BODY_LIMIT;
}
const INTERNAL = { code: 'internal', message: 'The server could not complete the request.' } as const;

export function createApiHost({ handlers, services, provider, checkDatabase, log }: ApiHostOptions): (req: ApiRequest) => Promise<ApiAnswer> {
  async function call(name: ApiName, rawInput: unknown, req: ApiRequest): Promise<unknown> {
    const contract = apiContracts[name];
    const handler = handlers[name] as ApiHandler<ApiName>;
    const session = await req.session();
    const auth: AuthContext = session.kind === 'valid' || handler.access === 'signed-in' ? signedInOrRefuse(session) : null;
    const input = contract.input.safeParse(rawInput);
    if (!input.success) throw invalidArgument(summarizeIssues(input.error));
    const output = contract.output.safeParse(await handler.run(input.data, { auth, provider, services, clientAddress: req.clientAddress }));
    if (!output.success) {
      log(`api: ${name} returned a result its contract refuses: ${summarizeIssues(output.error)}`);
      throw new HttpError(500, INTERNAL.code, INTERNAL.message);
    }
    return output.data;
  }

  async function readInput(req: ApiRequest): Promise<unknown> {
    const body = await req.body();
    const limit = inputLimitFor(req.path);
    if (body.length > limit) throw new HttpError(413, 'invalid-argument', `The request body is larger than ${limit} bytes.`);
    return parseJsonBody(body, req.contentType);
  }

  return async (req) => {
    try {
      if (req.path === '/api/health') {
        if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'invalid-argument', 'Use GET for this address.', { allow: 'GET' });
        await checkDatabase?.().catch((error: unknown) => {
          throw new HttpError(503, 'unavailable', `The database is not answering: ${error instanceof Error ? error.message : String(error)}`);
        });
        return { status: 200, body: await call('health', {}, req), headers: {} };
      }
      if (req.path.startsWith(CALL_PREFIX)) {
        if (req.method !== 'POST') throw new HttpError(405, 'invalid-argument', 'Use POST for this address.', { allow: 'POST' });
        const name = req.path.slice(CALL_PREFIX.length);
        if (!isApiName(name)) throw notFound(`There is no API call named ${JSON.stringify(name.slice(0, 100))}.`);
        return { status: 200, body: { result: await call(name, await readInput(req), req) }, headers: {} };
      }
      throw notFound();
    } catch (thrown) {
      const error = knownError(thrown);
      if (error) return { status: error.status, body: { error: { code: error.code, message: error.message, ...error.details } }, headers: error.headers };
      log(`api: unexpected error: ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`);
      return { status: 500, body: { error: INTERNAL }, headers: {} };
    }
  };
}
