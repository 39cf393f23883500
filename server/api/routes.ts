/**
 * `GET /api/health` (which asks the database first: 503 when it does not answer) and `POST /api/call/<name>`: the input is checked against the call's
 * contract before its handler runs, and the output after, so neither side sees a shape the
 * contract does not allow.
 */
import { apiContracts, isApiName, type ApiName } from '@domain/api/contracts';
import type { AuthContext } from '../auth/context';
import type { AuthGuard } from '../auth/guard';
import { readJson, summarizeIssues } from '../http/body';
import { clientAddress } from '../http/client-address';
import { HttpError, invalidArgument, notFound } from '../http/errors';
import { sendJson } from '../http/respond';
import type { Route } from '../http/router';
import type { ApiHandler, ApiHandlers } from './handler-types';
import type { ApiServices } from './services';

export type ApiRouteOptions = {
  handlers: ApiHandlers;
  services: ApiServices;
  guard: AuthGuard;
  /** Resolves the optional caller of a public call. */
  authenticate: (req: Parameters<AuthGuard>[0]) => Promise<AuthContext>;
  /** Rejects when the database does not answer; health then says so. */
  checkDatabase: () => Promise<void>;
  log: (message: string) => void;
};

export function apiRoutes({ handlers, services, guard, authenticate, checkDatabase, log }: ApiRouteOptions): Route[] {
  async function call(name: ApiName, rawInput: unknown, req: Parameters<AuthGuard>[0]): Promise<unknown> {
    const contract = apiContracts[name];
    const handler = handlers[name] as ApiHandler<ApiName>;
    const auth = handler.access === 'signed-in' ? await guard(req) : await authenticate(req);
    const input = contract.input.safeParse(rawInput);
    if (!input.success) throw invalidArgument(summarizeIssues(input.error));
    const output = contract.output.safeParse(await handler.run(input.data, { auth, provider: 'local', services, clientAddress: clientAddress(req) }));
    if (!output.success) {
      log(`api: ${name} returned a result its contract refuses: ${summarizeIssues(output.error)}`);
      throw new HttpError(500, 'internal', 'The server could not complete the request.');
    }
    return output.data;
  }

  return [
    {
      method: 'GET',
      path: '/api/health',
      async handler({ req, res }) {
        try {
          await checkDatabase();
        } catch (error) {
          throw new HttpError(503, 'unavailable', `The database is not answering: ${error instanceof Error ? error.message : String(error)}`);
        }
        sendJson(res, 200, await call('health', {}, req));
      },
    },
    {
      method: 'POST',
      path: '/api/call/*',
      async handler({ req, res, rest }) {
        if (!isApiName(rest)) throw notFound(`There is no API call named ${JSON.stringify(rest.slice(0, 100))}.`);
        const input = await readJson(req);
        sendJson(res, 200, { result: await call(rest, input, req) });
      },
    },
  ];
}
