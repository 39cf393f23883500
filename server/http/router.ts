/**
 * A small route table: exact paths, or prefixes ending in `/*` whose remainder is handed to the
 * handler. Every thrown HttpError becomes its JSON answer; anything else is logged and becomes a
 * 500 without details, and the server keeps serving.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, invalidArgument, knownError } from './errors';
import { sendErrorBody, sendHttpError } from './respond';

export type RequestContext = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** For prefix routes: the raw (still percent-encoded) path after the prefix. */
  rest: string;
};

export type Handler = (ctx: RequestContext) => Promise<void> | void;
export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: Handler;
  /** The body is an upload in its own content type, not JSON (still refused from other sites). */
  rawBody?: true;
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * What keeps other sites' pages from acting with the user's cookie: a state-changing request that
 * names another site (Origin) is refused, and one that carries a body must declare it as JSON,
 * which a page of another site can only send after the browser asked this server (CORS).
 */
function checkCrossSite(req: IncomingMessage, route: Route, isOwnOrigin: (origin: string, host: string | undefined) => boolean): void {
  const method = req.method ?? 'GET';
  if (!STATE_CHANGING.has(method)) return;
  const origin = req.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, req.headers.host)) {
    throw new HttpError(403, 'permission-denied', 'This request comes from another site, so it was refused.');
  }
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (WITH_BODY.has(method) && !route.rawBody && type !== 'application/json') {
    throw invalidArgument('Send the body as JSON with Content-Type: application/json.');
  }
}

function matches(pattern: string, pathname: string): string | null {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -1);
    return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
  }
  return pattern === pathname ? '' : null;
}

export function parseRequestUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? '';
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

export type RouterOptions = {
  /** Whether a request's Origin is this server's own (see origin.ts). */
  isOwnOrigin: (origin: string, host: string | undefined) => boolean;
  log: (m: string) => void;
};

export function createRouter(routes: Route[], fallback: Handler, { isOwnOrigin, log }: RouterOptions) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = parseRequestUrl(req);
    try {
      if (!url) throw new HttpError(400, 'invalid-argument', 'The request target is not a path.');
      const candidates = routes.map((route) => ({ route, rest: matches(route.path, url.pathname) })).filter((c) => c.rest !== null);
      if (candidates.length === 0) return await fallback({ req, res, url, rest: url.pathname });
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const found = candidates.find((c) => c.route.method === method);
      if (!found) {
        const allow = [...new Set(candidates.map((c) => c.route.method))].join(', ');
        throw new HttpError(405, 'invalid-argument', `Use ${allow} for this address.`, { allow });
      }
      checkCrossSite(req, found.route, isOwnOrigin);
      await found.route.handler({ req, res, url, rest: found.rest as string });
    } catch (error) {
      answerError(res, error, log);
    }
  };
}

function answerError(res: ServerResponse, thrown: unknown, log: (m: string) => void): void {
  const error = knownError(thrown);
  if (!error) log(`http: unexpected error: ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error) sendHttpError(res, error);
  else sendErrorBody(res, 500, 'internal', 'The server could not complete the request.');
}
