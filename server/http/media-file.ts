/**
 * Sends a media file (HLS playlists and segments, MP4 recordings) with byte ranges, so players
 * can seek, and the caching each kind allows: playlists change every segment, segments and
 * finished recordings never change once written.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { HttpError, notFound } from './errors';

export type MediaCaching = 'live-playlist' | 'immutable' | 'revalidate';

const CACHE_CONTROL: Record<MediaCaching, string> = {
  // A player asks again each target duration; a cached copy would hold it behind live.
  'live-playlist': 'no-cache, no-store',
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

type Range = { start: number; end: number };

/** The one range a `Range: bytes=` header asks for, null when it asks for none, 'unsatisfiable' when it cannot be served. */
export function parseRange(header: string | undefined, size: number): Range | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export async function sendMediaFile(req: IncomingMessage, res: ServerResponse, path: string, contentType: string, caching: MediaCaching): Promise<void> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw notFound('No such media file.');
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentType,
    'cache-control': CACHE_CONTROL[caching],
    'accept-ranges': 'bytes',
    etag,
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  const range = parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') throw new HttpError(416, 'out-of-range', 'The requested range is outside the file.', { 'content-range': `bytes */${info.size}` });
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, { ...headers, 'content-length': length, ...(range ? { 'content-range': `bytes ${start}-${end}/${info.size}` } : {}) });
  if (req.method === 'HEAD' || length === 0) return void res.end();
  await pipeline(createReadStream(path, { start, end }), res);
}
