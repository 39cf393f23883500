/**
 * Puts a conversion's files into the file store under the media item's prefix and answers their
 * tokenised URLs. An HLS playlist is rewritten so each segment line carries its own token, since
 * a player asks for segments relative to the playlist's address.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { mediaFilesPrefix } from '@domain/media/media-record';
import type { FileStore } from '../files/file-store';
import { downloadUrl } from '../files/storage-path';

const noLimit = () => undefined;

export async function storeFile(files: FileStore, processId: string, name: string, source: string, contentType: string): Promise<string> {
  const path = mediaFilesPrefix(processId) + name;
  const meta = await files.write(path, contentType, createReadStream(source), noLimit);
  return downloadUrl(path, meta.token);
}

export async function storeHls(files: FileStore, processId: string, hlsDir: string, playlist: string): Promise<string> {
  const segments = (await readdir(hlsDir)).filter((n) => n.endsWith('.ts')).sort();
  const urls = new Map<string, string>();
  for (const name of segments) {
    const url = await storeFile(files, processId, `hls/${name}`, join(hlsDir, name), 'video/mp2t');
    // Relative to the playlist's own address: the segment's name and its token.
    urls.set(name, url.slice(url.lastIndexOf('/') + 1));
  }
  const text = (await readFile(playlist, 'utf8'))
    .split('\n')
    .map((line) => urls.get(line.trim()) ?? line)
    .join('\n');
  const path = `${mediaFilesPrefix(processId)}hls/index.m3u8`;
  const meta = await files.write(path, 'application/vnd.apple.mpegurl', Readable.from([Buffer.from(text)]), noLimit);
  return downloadUrl(path, meta.token);
}
