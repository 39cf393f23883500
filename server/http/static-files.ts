/**
 * Serves the built app with @fastify/static: files from the build folder, site.html for the public
 * event site's addresses, index.html for every other path (the app's router decides), and a clear answer when the app has not been built.
 * The build writes a brotli and a gzip copy next to each text file (vite.config.ts); the copy the
 * browser accepts is sent, with `Vary: Accept-Encoding`. Vite's content-hashed assets are cached
 * for a year, everything else (index.html first) is checked again on each use (ETag, 304).
 */
import { stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSiteEntryPath, SITE_ENTRY_HTML } from '@domain/pages/site-paths';
import { notFound } from './errors';
import { escapeHtml, sendErrorBody, sendHtml, simplePage } from './respond';
import type { Route } from './router';

/** Vite puts content-hashed files here; their names change whenever their content does. */
const HASHED_PREFIX = '/assets/';
const NOT_BUILT = 'The app is not built yet: run npm run build (npm start does it for you).';

/** App addresses that other sites may show in a frame: the event's pages (spec 000, page-iframe; the site's entry). */
const FRAMABLE_APP_PATHS = ['/page-iframe/*'];

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** Registers the sending of build files (reply.sendFile); the routes come from `appRoutes`. */
export async function registerBuildFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  // JavaScript's registered type (RFC 9239); the mime table still says application/javascript.
  send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);
  const root = resolve(staticDir);
  const hashed = join(root, HASHED_PREFIX);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', path.startsWith(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** The app's GET routes: any path not taken by another route, and the framable ones. */
export function appRoutes(staticDir: string): Route[] {
  const root = resolve(staticDir);
  const indexPath = join(root, 'index.html');

  const handler: Route['handler'] = async ({ req, res, url }) => {
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) throw notFound(`No API endpoint ${url.pathname}.`);
    if (!(await isFile(indexPath))) {
      const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
      if (wantsHtml) return sendHtml(res, 503, simplePage('App not built', `<h1>App not built</h1><p>${escapeHtml(NOT_BUILT)}</p>`));
      return sendErrorBody(res, 503, 'unavailable', NOT_BUILT);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      throw notFound();
    }
    const candidate = resolve(root, `.${decoded}`);
    const inside = candidate.startsWith(root + sep) && !decoded.includes('\0');
    if (inside && (await isFile(candidate))) return res.sendFile(relative(root, candidate).split(sep).join('/'));
    // A missing hashed asset is a stale page asking for an old build: the app shell would not help.
    if (decoded.startsWith(HASHED_PREFIX)) throw notFound(`No file ${url.pathname}.`);
    // The public event site is its own light entry; every other address is the admin app's.
    return res.sendFile(isSiteEntryPath(decoded) ? SITE_ENTRY_HTML : 'index.html');
  };

  return [{ method: 'GET', path: '/*', handler }, ...FRAMABLE_APP_PATHS.map((path): Route => ({ method: 'GET', path, handler, framable: true }))];
}
