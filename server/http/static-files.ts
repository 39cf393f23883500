/**
 * Serves the built app: files from the build folder, index.html for every other path (the app's
 * router decides), long caching for Vite's content-hashed assets, and a clear answer when the
 * app has not been built.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HttpError, notFound } from './errors';
import { escapeHtml, sendErrorBody, sendHtml, simplePage } from './respond';
import type { Handler } from './router';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** Vite puts content-hashed files here; their names change whenever their content does. */
const HASHED_PREFIX = '/assets/';
const NOT_BUILT = 'The app is not built yet: run npm run build (npm start does it for you).';

async function fileSize(path: string): Promise<number | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

export function createStaticHandler(staticDir: string): Handler {
  const root = resolve(staticDir);
  const indexPath = join(root, 'index.html');

  return async ({ req, res, url }) => {
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) throw notFound(`No API endpoint ${url.pathname}.`);
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'invalid-argument', 'Use GET for this address.', { allow: 'GET' });

    const indexSize = await fileSize(indexPath);
    if (indexSize === null) {
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
    const size = inside ? await fileSize(candidate) : null;
    if (size !== null) return sendFile(req.method === 'HEAD', res, candidate, size, decoded.startsWith(HASHED_PREFIX));
    // A missing hashed asset is a stale page asking for an old build: the app shell would not help.
    if (decoded.startsWith(HASHED_PREFIX)) throw notFound(`No file ${url.pathname}.`);
    return sendFile(req.method === 'HEAD', res, indexPath, indexSize, false);
  };
}

async function sendFile(headOnly: boolean, res: Parameters<Handler>[0]['res'], path: string, size: number, immutable: boolean): Promise<void> {
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  });
  if (headOnly) return void res.end();
  await pipeline(createReadStream(path), res);
}
