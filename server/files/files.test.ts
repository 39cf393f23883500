import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@domain/account/profile';
import { eventFileMessages } from '@domain/events/event-files';
import { mediaMessages } from '@domain/media/media-types';
import { makeHugePng } from '../media/testing/media-fixtures';
import type { HttpSession } from '../testing/http-session';
import { waitUntil } from '../realtime/test-harness';
import { TempServer } from '../testing/temp-server';

/** A file stored under an event (spec 002 section 7: `{eventId}/{processId}`). */
const eventFile = (eventId: string) => `${eventId}/background`;

const server = new TempServer();
let owner: { browser: HttpSession; uid: string };
let other: { browser: HttpSession; uid: string };

beforeAll(async () => {
  await server.start();
  owner = await server.signedUp('owner@example.com');
  other = await server.signedUp('other@example.com');
});
afterAll(() => server.dispose());

/** A JPEG's start of image and frame header (16 x 16), then `fill` up to `size` bytes: what the route reads of it. */
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00]);
const jpeg = (size: number, fill = 0xab) => Buffer.concat([JPEG_HEAD, Buffer.alloc(Math.max(0, size - JPEG_HEAD.length), fill)]).subarray(0, size);

function upload(browser: HttpSession | null, path: string, body: Buffer, contentType = 'image/jpeg') {
  return (browser ?? server.session()).request(`/files/${path}`, { method: 'PUT', body, headers: { 'content-type': contentType } });
}

/** Streams a chunked upload (no Content-Length) until the server answers. */
function chunkedUpload(browser: HttpSession, path: string, chunks: Buffer[]): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- the test reads the answer field by field
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(`${server.url}/files/${path}`, { method: 'PUT', headers: { 'content-type': 'image/jpeg', cookie: browser.cookieHeader() } }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const writeNext = (i: number) => {
      if (answered || req.destroyed) return;
      if (i === chunks.length) return void req.end();
      req.write(chunks[i], () => writeNext(i + 1));
    };
    writeNext(0);
  });
}

async function downloadUrlOf(browser: HttpSession, path: string) {
  return browser.request(`/api/files/url?path=${encodeURIComponent(path)}`);
}

/** Every stored or half-written file on disk. */
function filesOnDisk(): string[] {
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(join(dir, e.name)) : [join(dir, e.name)]));
  return [...list(join(server.dataDir, 'files')), ...list(join(server.dataDir, 'files-tmp'))];
}

describe('avatar files', () => {
  it('stores the owner’s upload and serves it only with the random token of its URL', async () => {
    const bytes = jpeg(10_000);
    const res = await upload(owner.browser, `users/${owner.uid}.jpg`, bytes);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ size: bytes.length, contentType: 'image/jpeg' });
    const url = new URL(res.json.downloadURL, server.url);
    expect(url.pathname).toBe(`/files/users/${owner.uid}.jpg`);
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const anyone = server.session();
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const otherLast = token.endsWith('x') ? 'y' : 'x';
    for (const wrong of ['', '?token=', `?token=${token.slice(0, -1)}${otherLast}`, `?token=${token}x`, '?token=../../etc']) {
      const res = await anyone.request(`/files/users/${owner.uid}.jpg${wrong}`);
      expect(res.status, wrong).toBe(404);
      expect(res.json.error.code, wrong).toBe('not-found');
    }
    expect((await downloadUrlOf(owner.browser, `users/${owner.uid}.jpg`)).json.downloadURL).toBe(res.json.downloadURL);
  });

  it('gives every upload a new token, so the old URL stops working', async () => {
    const first = await upload(owner.browser, `users/${owner.uid}.jpg`, jpeg(100, 1));
    const second = await upload(owner.browser, `users/${owner.uid}.jpg`, jpeg(200, 2), 'image/png');
    expect(second.json.downloadURL).not.toBe(first.json.downloadURL);
    expect((await fetch(new URL(first.json.downloadURL, server.url))).status).toBe(404);
    const current = await fetch(new URL(second.json.downloadURL, server.url));
    expect(current.headers.get('content-type')).toBe('image/png');
    expect((await current.arrayBuffer()).byteLength).toBe(200);
  });

  it('refuses files of 2 MB or more with the message of section 5, declared or streamed, storing nothing', async () => {
    const before = await downloadUrlOf(owner.browser, `users/${owner.uid}.jpg`);
    const declared = await upload(owner.browser, `users/${owner.uid}.jpg`, jpeg(AVATAR_MAX_BYTES));
    expect(declared.status).toBe(413);
    expect(declared.json.error).toEqual({ code: 'storage/file-too-large', message: 'Image must smaller than 2MB!' });
    const streamed = await chunkedUpload(owner.browser, `users/${owner.uid}.jpg`, Array.from({ length: 40 }, () => jpeg(64 * 1024)));
    expect(streamed.status).toBe(413);
    expect(streamed.body.error.code).toBe('storage/file-too-large');
    expect((await downloadUrlOf(owner.browser, `users/${owner.uid}.jpg`)).json).toEqual(before.json);
    const stored = await fetch(new URL(before.json.downloadURL, server.url));
    expect((await stored.arrayBuffer()).byteLength).toBe(200);
    expect(filesOnDisk()).toEqual([join(server.dataDir, 'files', 'users', `${owner.uid}.jpg`)]);
    const justUnder = await upload(other.browser, `users/${other.uid}.jpg`, jpeg(AVATAR_MAX_BYTES - 1));
    expect(justUnder.status).toBe(200);
    expect(justUnder.json.size).toBe(AVATAR_MAX_BYTES - 1);
  });

  it('refuses types other than JPG and PNG with the message of section 5, storing nothing', async () => {
    const { browser, uid } = await server.signedUp('typed@example.com');
    for (const type of ['image/gif', 'text/html', 'application/octet-stream', 'image/svg+xml', '']) {
      const res = await upload(browser, `users/${uid}.jpg`, jpeg(100), type);
      expect(res.status, type).toBe(415);
      expect(res.json.error, type).toEqual({ code: 'storage/invalid-type', message: 'You can only upload JPG/PNG file!' });
    }
    expect((await downloadUrlOf(browser, `users/${uid}.jpg`)).status).toBe(404);
    const upper = await upload(browser, `users/${uid}.jpg`, jpeg(100), 'IMAGE/JPEG; charset=binary');
    expect(upper.status).toBe(200);
  });

  it('lets only the owner upload, delete or look up users/{uid}.jpg', async () => {
    const path = `users/${owner.uid}.jpg`;
    const current = await downloadUrlOf(owner.browser, path);
    const foreign = await upload(other.browser, path, jpeg(50, 9));
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe('permission-denied');
    const anonymous = await upload(null, path, jpeg(50, 9));
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('unauthenticated');
    const elsewhere: [string, number, string][] = [
      [`users/${owner.uid}.png`, 403, 'permission-denied'],
      [`users/${owner.uid}/avatar.jpg`, 403, 'permission-denied'],
      [`avatars/${owner.uid}.jpg`, 403, 'permission-denied'],
      ['users/..%2F..%2Foperator-key', 400, 'invalid-argument'],
      ['users/%00.jpg', 400, 'invalid-argument'],
    ];
    for (const [target, status, code] of elsewhere) {
      const res = await upload(owner.browser, target, jpeg(50));
      expect([res.status, res.json.error.code], target).toEqual([status, code]);
    }
    expect((await other.browser.request(`/files/${path}`, { method: 'DELETE' })).status).toBe(403);
    expect((await server.session().request(`/files/${path}`, { method: 'DELETE' })).status).toBe(401);
    expect((await downloadUrlOf(other.browser, path)).status).toBe(403);
    expect((await downloadUrlOf(owner.browser, path)).json).toEqual(current.json);

    const removed = await owner.browser.request(`/files/${path}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await fetch(new URL(current.json.downloadURL, server.url))).status).toBe(404);
    expect((await downloadUrlOf(owner.browser, path)).status).toBe(404);
    expect((await owner.browser.request(`/files/${path}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('leaves the stored file as it was when an upload is interrupted', async () => {
    const path = `users/${other.uid}.jpg`;
    const before = await downloadUrlOf(other.browser, path);
    await new Promise<void>((resolve) => {
      const req = request(`${server.url}/files/${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'content-length': 1024 * 1024, cookie: other.browser.cookieHeader() },
      });
      req.on('error', () => resolve());
      req.write(jpeg(64 * 1024), () => req.destroy());
    });
    await waitUntil(() => readdirSync(join(server.dataDir, 'files-tmp')).length === 0);
    expect((await downloadUrlOf(other.browser, path)).json).toEqual(before.json);
    const stored = await fetch(new URL(before.json.downloadURL, server.url));
    expect((await stored.arrayBuffer()).byteLength).toBe(AVATAR_MAX_BYTES - 1);
  });

  it('keeps stored files and their URLs across a restart', async () => {
    const { browser, uid } = await server.signedUp('keeps-avatar@example.com');
    const res = await upload(browser, `users/${uid}.jpg`, jpeg(321, 7));
    await server.restart();
    const download = await fetch(new URL(res.json.downloadURL, server.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(jpeg(321, 7))).toBe(true);
  });
});

describe('event files', () => {
  it('lets the event’s producers store, look up and delete its registration background; others are refused', async () => {
    const eventId = 'files-test-event';
    await server.running.engine.commit([
      { type: 'set', path: `events/${eventId}`, data: { title: 'Files test' } },
      { type: 'set', path: `resourceAccess/${eventId}/permissions/${owner.uid}`, data: { permission: 'producer' } },
    ]);
    const path = eventFile(eventId);
    const stored = await upload(owner.browser, path, jpeg(500), 'image/png');
    expect(stored.status).toBe(200);
    expect((await fetch(new URL(stored.json.downloadURL, server.url))).status).toBe(200);
    expect((await upload(other.browser, path, jpeg(10))).json.error.code).toBe('permission-denied');
    expect((await upload(owner.browser, path, jpeg(10), 'image/gif')).json.error).toEqual({ code: 'storage/invalid-type', message: eventFileMessages.imageType });
    expect((await downloadUrlOf(other.browser, path)).status).toBe(403);
    expect((await downloadUrlOf(owner.browser, path)).json.downloadURL).toBe(stored.json.downloadURL);
    expect((await other.browser.request(`/files/${path}`, { method: 'DELETE' })).status).toBe(403);
    expect((await owner.browser.request(`/files/${path}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('refuses a 30000 x 30000 PNG and what only claims to be a JPG or PNG, by its bytes; the stored image stays', async () => {
    const eventId = 'files-pixels-event';
    await server.running.engine.commit([
      { type: 'set', path: `events/${eventId}`, data: { title: 'Pixels' } },
      { type: 'set', path: `resourceAccess/${eventId}/permissions/${owner.uid}`, data: { permission: 'producer' } },
    ]);
    const path = eventFile(eventId);
    const stored = await upload(owner.browser, path, jpeg(500), 'image/jpeg');
    expect(stored.status).toBe(200);
    const huge = await upload(owner.browser, path, makeHugePng(30_000, 30_000), 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.json.error).toEqual({ code: 'storage/file-too-large', message: mediaMessages.imageTooLarge(30_000, 30_000) });
    const claims = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/jpeg'],
      [JPEG_HEAD.subarray(0, 5), 'image/jpeg'],
    ] as const;
    for (const [body, type] of claims) {
      expect((await upload(owner.browser, path, body, type)).json.error, type).toEqual({ code: 'storage/invalid-type', message: eventFileMessages.imageType });
    }
    const kept = await fetch(new URL(stored.json.downloadURL, server.url));
    expect(Buffer.from(await kept.arrayBuffer()).equals(jpeg(500))).toBe(true);
    expect(readdirSync(join(server.dataDir, 'files-tmp'))).toEqual([]);
  });
});

describe('downloads', () => {
  it('serve byte ranges (206), refuse ranges outside the file (416), and answer 304 to a copy the browser has', async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    JPEG_HEAD.copy(bytes);
    const stored = await upload(other.browser, `users/${other.uid}.jpg`, bytes);
    const url = new URL(stored.json.downloadURL, server.url);

    const seek = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(seek.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await seek.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(990))).toBe(true);
    const rest = await fetch(url, { headers: { range: 'bytes=995-' } });
    expect(rest.headers.get('content-range')).toBe('bytes 995-999/1000');
    const outside = await fetch(url, { headers: { range: 'bytes=1000-' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */1000');
    expect((await outside.json()).error.code).toBe('out-of-range');

    const whole = await fetch(url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates its cached copy (fetch alone would add `cache-control: no-cache`).
    expect((await fetch(url, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } })).status).toBe(304);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    expect(await head.text()).toBe('');
  });
});
