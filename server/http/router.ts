/**
 * The route descriptor every server module exports, and its registration on Fastify. A route
 * names a method and a path (exact, or a prefix ending in `/*` whose remainder is handed to the
 * handler); one line opts it into a raw body or into being framed by other sites. Fastify does
 * the routing, the hooks (security headers, cross-site checks) and the error answers (http-host).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { HttpError, invalidArgument, notFound } from './errors';

export type RequestContext = {
  /**
   * Node's request: headers, socket, and the body as a stream that Fastify has not read (read it
   * with body.ts, or stream it to disk).
   */
  req: IncomingMessage;
  /** Fastify's reply: answer through respond.ts, or `res.send(...)`. */
  res: FastifyReply;
  url: URL;
  /** For prefix routes: the raw (still percent-encoded) path after the prefix. */
  rest: string;
};

export type Handler = (ctx: RequestContext) => unknown;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Route = {
  method: Method;
  path: string;
  handler: Handler;
  /** The body is an upload in its own content type, not JSON (still refused from other sites). */
  rawBody?: true;
  /** Any site may show this address in a frame (the default is no site, not even this one). */
  framable?: true;
};

/** What the hooks of http-host read from a route's Fastify config. */
export type RouteConfig = { body?: 'json' | 'raw'; framable?: true };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const EVERY_METHOD = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * What keeps other sites' pages from acting with the user's cookie: a state-changing request that
 * names another site (Origin) is refused, and one that carries a body must declare it as JSON,
 * which a page of another site can only send after the browser asked this server (CORS).
 */
export function checkCrossSite(req: IncomingMessage, rawBody: boolean, isOwnOrigin: (origin: string, host: string | undefined) => boolean): void {
  const method = req.method ?? 'GET';
  if (!STATE_CHANGING.has(method)) return;
  const origin = req.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, req.headers.host)) {
    throw new HttpError(403, 'permission-denied', 'This request comes from another site, so it was refused.');
  }
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (WITH_BODY.has(method) && !rawBody && type !== 'application/json') {
    throw invalidArgument('Send the body as JSON with Content-Type: application/json.');
  }
}

export function parseRequestUrl(target: string): URL | null {
  if (!target.startsWith('/')) return null;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

/** Route options the host adds to every route of a kind (the framable routes' security headers). */
export type RouteOptionsFor = (route: Route) => Partial<RouteShorthandOptions>;

/**
 * Registers the routes on Fastify, and for each path a 405 naming the methods it has for every
 * other method; the app shell's catch-all `/*` leaves that to the not-found handler.
 */
export function registerRoutes(app: FastifyInstance, routes: Route[], optionsFor: RouteOptionsFor): void {
  for (const route of routes) {
    const prefix = route.path.endsWith('/*') ? route.path.slice(0, -1) : null;
    const config: RouteConfig = { body: route.rawBody ? 'raw' : 'json', ...(route.framable ? { framable: true } : {}) };
    app.route({
      ...optionsFor(route),
      method: route.method,
      url: route.path,
      config,
      handler: async (request, reply) => {
        const url = parseRequestUrl(request.url);
        if (!url) throw invalidArgument('The request target is not a path.');
        // Matched on the raw target; the handler sees it as a URL parser does (dot segments resolved).
        if (prefix && !url.pathname.startsWith(prefix)) throw notFound();
        await route.handler({ req: request.raw, res: reply, url, rest: prefix ? url.pathname.slice(prefix.length) : '' });
        return reply;
      },
    });
  }
  const methodsOf = new Map<string, Set<string>>();
  for (const route of routes) methodsOf.set(route.path, (methodsOf.get(route.path) ?? new Set()).add(route.method));
  for (const [path, methods] of methodsOf) {
    if (path === '/*') continue;
    const allow = [...methods].join(', ');
    if (methods.has('GET')) methods.add('HEAD');
    const others = EVERY_METHOD.filter((method) => !methods.has(method));
    app.route({
      method: others,
      url: path,
      handler: async () => {
        throw new HttpError(405, 'invalid-argument', `Use ${allow} for this address.`, { allow });
      },
    });
  }
}
