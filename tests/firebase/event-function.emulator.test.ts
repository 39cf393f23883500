/**
 * The `event` Cloud Function as deployed (functions/src/event.ts): built from functions/, served by
 * the Functions emulator and reached through Hosting's rewrites as the app reaches it. It acts only
 * for a caller whose Firebase ID token the Admin SDK accepts, and a deployment that names no
 * converter service or no video host says so. The image worker built beside it runs with the
 * functions' own sharp. The processing behind it is tested in
 * hosted-media-processing.emulator.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, mediaMessages } from '@domain/media/media-types';
import { newAccount, type EmulatorAccount } from './auth-accounts';
import { emulators, hostOf } from './emulators';

const record = JSON.stringify({ name: 'talk.pdf', folderID: 'folder-1', resourceID: 'event-1' });
let user: EmulatorAccount;

async function post(base: string, { token, method = 'POST', body = record, call = 'presentation' }: { token?: string; method?: string; body?: string; call?: string } = {}) {
  const res = await fetch(`${base}/event/event-1/${call}/process-1`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body } : {}),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
}

beforeAll(async () => {
  user = await newAccount('presentation-caller');
});

describe('the event function', () => {
  it('refuses a call without an ID token, or with one that is not a valid token, before reading anything', async () => {
    // The function's own address, beside the api function's.
    const base = emulators().functionsUrl?.replace(/\/api$/, '');
    if (!base) throw new Error('The Functions emulator is not running in this test run.');
    expect(await post(base)).toEqual({ status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in to upload files.' } } });
    expect(await post(base, { token: 'not-a-token' })).toEqual({ status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in to upload files.' } } });
    // A token signed by someone else: the right shape, the wrong signature.
    const [header, payload] = user.idToken.split('.');
    expect((await post(base, { token: `${header}.${payload}.${Buffer.from('forged').toString('base64url')}` })).status).toBe(401);
    expect((await post(base, { method: 'GET' })).status).toBe(405);
  });

  it('answers through Hosting at the spec address, and a signed-in caller learns that no converter service is set up', async () => {
    const answer = await post(`http://${hostOf('hosting')}`, { token: user.idToken });
    expect(answer).toEqual({ status: 503, body: { error: { code: 'unavailable', message: mediaMessages.converterUnavailable } } });
  });

  it('takes the media call through Hosting too, and a signed-in caller learns that no video host is set up', async () => {
    const video = JSON.stringify({ name: 'Opening.mp4', folderID: 'folder-1', resourceID: 'event-1' });
    const answer = await post(`http://${hostOf('hosting')}`, { token: user.idToken, body: video, call: 'media' });
    expect(answer).toEqual({ status: 503, body: { error: { code: 'unavailable', message: mediaMessages.videoHostUnavailable } } });
  });

  it('carries an image worker that runs with the functions’ own sharp', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'image-worker-'));
    try {
      writeFileSync(join(dir, 'in.png'), await sharp({ create: { width: 2000, height: 500, channels: 3, background: '#224466' } }).png().toBuffer());
      const worker = join(process.cwd(), 'functions', 'lib', 'image-worker.mjs');
      const args = [join(dir, 'in.png'), join(dir, 'image.png'), join(dir, 'thumb.png'), '1080', '1920', '320', '320', String(MAX_IMAGE_PIXELS)];
      const printed = execFileSync(process.execPath, [worker, ...args], { encoding: 'utf8' });
      expect(JSON.parse(printed)).toEqual({ width: 1080, height: 270 });
      expect(await sharp(join(dir, 'thumb.png')).metadata()).toMatchObject({ format: 'png', width: 320, height: 80 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
