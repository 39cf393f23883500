import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwPlayerVideoHost, VIDEO_CHUNK_BYTES } from './jwplayer-video-host';

type Recorded = { method: string; path: string; authorization?: string; contentType?: string; body: Buffer };

/** A recorded stand-in for the host's API: it answers as the host does and keeps every request. */
const recorded: Recorded[] = [];
const stub = createServer(async (req: IncomingMessage, res) => {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  const url = new URL(req.url!, 'http://stub');
  recorded.push({ method: req.method!, path: url.pathname + url.search, authorization: req.headers.authorization, contentType: req.headers['content-type'], body: Buffer.concat(parts) });
  const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.method === 'POST' && url.pathname === '/v2/sites/site1/media/') return json(200, { id: 'Vid3o', upload_id: 'up1', upload_token: 'upload-token' });
  if (req.method === 'GET' && url.pathname === '/v2/uploads/up1/parts') {
    const count = Number(url.searchParams.get('page_length'));
    return json(200, { parts: Array.from({ length: count }, (_, i) => ({ number: i + 1, upload_link: `${base}/s3/part-${i + 1}` })) });
  }
  if (req.method === 'PUT' && url.pathname.startsWith('/s3/')) return res.writeHead(200).end();
  if (req.method === 'PUT' && url.pathname === '/v2/uploads/up1/complete') return json(200, {});
  if (req.method === 'GET' && url.pathname === '/v2/sites/site1/media/Vid3o/') return json(200, { id: 'Vid3o', status: 'ready' });
  if (req.method === 'DELETE' && url.pathname === '/v2/sites/site1/media/Vid3o/') return res.writeHead(204).end();
  json(404, { errors: [{ code: 'not_found' }] });
});
let base = '';
const dir = mkdtempSync(join(tmpdir(), 'jw-test-'));

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => stub.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the JW Player video host', () => {
  it('uploads in 10,000,000-byte parts with the spec’s calls, the secret only on API calls', async () => {
    const input = join(dir, 'talk.mp4');
    writeFileSync(input, Buffer.from('head'));
    truncateSync(input, 2 * VIDEO_CHUNK_BYTES + 5);
    const host = createJwPlayerVideoHost({ siteId: 'site1', apiSecret: 'server-secret', apiBase: base, cdnBase: 'https://cdn.example' });
    const progress: number[] = [];
    const published = await host.publish({
      input,
      size: 2 * VIDEO_CHUNK_BYTES + 5,
      title: 'Keynote',
      eventId: 'event-7',
      workDir: dir,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(published).toEqual({ kind: 'hosted', videoId: 'Vid3o', status: 'processing', hls: 'https://cdn.example/manifests/Vid3o.m3u8', thumbnail: 'https://cdn.example/thumbs/Vid3o-720.jpg' });
    expect(recorded.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v2/sites/site1/media/',
      'GET /v2/uploads/up1/parts?page=1&page_length=3',
      'PUT /s3/part-1',
      'PUT /s3/part-2',
      'PUT /s3/part-3',
      'PUT /v2/uploads/up1/complete',
    ]);
    expect(JSON.parse(recorded[0].body.toString())).toEqual({ upload: { method: 'multipart' }, metadata: { title: 'Keynote', custom_params: { eventID: 'event-7' } } });
    expect(recorded[0].authorization).toBe('Bearer server-secret');
    expect(recorded[1].authorization).toBe('Bearer upload-token');
    expect(recorded[5].authorization).toBe('Bearer upload-token');
    expect(recorded.slice(2, 5).map((r) => [r.body.length, r.authorization])).toEqual([
      [VIDEO_CHUNK_BYTES, undefined],
      [VIDEO_CHUNK_BYTES, undefined],
      [5, undefined],
    ]);
    expect(recorded[2].body.subarray(0, 4).toString()).toBe('head');
    expect(progress.at(-1)).toBe(95);

    expect(await host.status('Vid3o')).toBe('ready');
    await host.remove('Vid3o');
    expect(recorded.slice(6).map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET /v2/sites/site1/media/Vid3o/ Bearer server-secret',
      'DELETE /v2/sites/site1/media/Vid3o/ Bearer server-secret',
    ]);
  });

  it('fails with the host’s status when a call is refused', async () => {
    const host = createJwPlayerVideoHost({ siteId: 'other', apiSecret: 'x', apiBase: base });
    await expect(host.status('nope')).rejects.toThrow('The video host answered 404 to GET /v2/sites/other/media/nope/.');
  });
});
