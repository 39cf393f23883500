/**
 * The embedded server's HTTP layer on Fastify: security headers on every answer, the cross-site
 * checks before a state-changing route runs, the modules' routes, the built app, and one shape
 * for every error: `{ error: { code, message } }`, which the local provider turns back into a
 * BackendError. Anything unexpected is logged and answered 500 without details, and the server
 * keeps serving.
 *
 * Fastify does not read request bodies: each route reads its own (body.ts) within its own limit,
 * so uploads stream to disk as they arrive and the /api host parses JSON the same way here and in
 * the Cloud Function.
 */
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ErrorCode } from '@domain/errors/backend-error';
import { resolveClientAddresses, type TrustedProxies } from './client-address';
import { HttpError, invalidArgument, knownError, notFound } from './errors';
import { sendErrorBody, sendHttpError } from './respond';
import { checkCrossSite, parseRequestUrl, registerRoutes, type Route, type RouteConfig } from './router';
import { framableRouteOptions, helmetOptions, type SecurityHeaderOptions } from './security-headers';
import { appRoutes, registerBuildFiles } from './static-files';

export type HttpHostOptions = {
  routes: Route[];
  /** The built app; without it every address no route takes is not found (test hosts). */
  staticDir?: string;
  /** Whether a request's Origin is this server's own (see origin.ts). */
  isOwnOrigin: (origin: string, host: string | undefined) => boolean;
  security: SecurityHeaderOptions;
  /** The reverse proxies whose X-Forwarded-For the server believes (client-address.ts). */
  trustedProxies?: TrustedProxies;
  log: (message: string) => void;
};

/** Node's own default, which Fastify turns off: a request must have arrived whole within 5 minutes. */
const REQUEST_TIMEOUT_MS = 300_000;

export async function createHttpHost({ routes, staticDir, isOwnOrigin, security, trustedProxies = [], log }: HttpHostOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Storage paths reach 1024 bytes, percent-encoded up to three times that.
    routerOptions: { maxParamLength: 4096 },
  });
  resolveClientAddresses(app.server, trustedProxies);
  await app.register(fastifyHelmet, helmetOptions(security));

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.addHook('onRequest', async (request) => {
    const { body } = request.routeOptions.config as RouteConfig;
    if (body) checkCrossSite(request.raw, body === 'raw', isOwnOrigin);
    // A blank Content-Type names no type, as a missing one does; Fastify would refuse it (415)
    // before an upload route could answer with its own message about the types it takes.
    if (body === 'raw' && request.headers['content-type']?.trim() === '') delete request.raw.headers['content-type'];
  });

  app.setErrorHandler((thrown, _request, reply) => {
    const error = knownError(thrown) ?? clientError(thrown);
    if (!error) log(`http: unexpected error: ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`);
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    if (error) return sendHttpError(reply, error);
    return sendErrorBody(reply, 500, 'internal', 'The server could not complete the request.');
  });

  app.setNotFoundHandler(async (request) => {
    const url = parseRequestUrl(request.url);
    if (!url) throw invalidArgument('The request target is not a path.');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) throw notFound(`No API endpoint ${url.pathname}.`);
    // The app shell takes every GET; any other method has no address outside the routes.
    if (staticDir) throw new HttpError(405, 'invalid-argument', 'Use GET for this address.', { allow: 'GET' });
    throw notFound();
  });

  if (staticDir) await registerBuildFiles(app, staticDir);
  registerRoutes(app, [...routes, ...(staticDir ? appRoutes(staticDir) : [])], (route) => (route.framable ? framableRouteOptions(security) : {}));
  return app;
}

const CODE_FOR_STATUS: Record<number, ErrorCode> = { 403: 'permission-denied', 404: 'not-found', 416: 'out-of-range' };

/** Fastify's and its plugins' refusals of a request (a malformed header, a path outside a root...). */
function clientError(thrown: unknown): HttpError | null {
  const status = (thrown as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return new HttpError(status, CODE_FOR_STATUS[status] ?? 'invalid-argument', thrown instanceof Error ? thrown.message : 'The request was refused.');
}
