/**
 * Sends a file of this machine's disk (stored uploads, HLS playlists and segments, MP4
 * recordings) through @fastify/send: byte ranges so players can seek (206, 416 outside the file),
 * ETag and Last-Modified with 304 for a copy the browser already has, HEAD without the bytes.
 */
import type { IncomingMessage } from 'node:http';
import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply } from 'fastify';
import { HttpError, notFound } from './errors';

type Headers = Record<string, string>;

/** `headers` (content type, caching...) are the caller's; the file decides length, ranges and validators. */
export async function sendFileWithRanges(req: IncomingMessage, res: FastifyReply, path: string, headers: Headers, missing = 'No such file.'): Promise<FastifyReply> {
  const sent = await send(req, `/${encodeURIComponent(basename(path))}`, {
    root: dirname(path),
    dotfiles: 'allow',
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    contentType: false,
  });
  if (sent.type === 'file') return res.code(sent.statusCode).headers({ ...sent.headers, ...headers }).send(sent.stream);
  sent.stream.destroy();
  if (sent.type === 'directory' || sent.statusCode === 404) throw notFound(missing);
  if (sent.statusCode === 416) throw new HttpError(416, 'out-of-range', 'The requested range is outside the file.', { 'content-range': sent.headers['Content-Range'] });
  throw sent.metadata.error;
}

export type MediaCaching = 'live-playlist' | 'immutable' | 'revalidate';

const CACHE_CONTROL: Record<MediaCaching, string> = {
  // A player asks again each target duration; a cached copy would hold it behind live.
  'live-playlist': 'no-cache, no-store',
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

/**
 * A media file for players on any site (HLS playlists and segments, MP4 recordings), with the
 * caching each kind allows: playlists change every segment, segments and finished recordings
 * never change once written.
 */
export function sendMediaFile(req: IncomingMessage, res: FastifyReply, path: string, contentType: string, caching: MediaCaching): Promise<FastifyReply> {
  return sendFileWithRanges(
    req,
    res,
    path,
    {
      'content-type': contentType,
      'cache-control': CACHE_CONTROL[caching],
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    },
    'No such media file.',
  );
}
