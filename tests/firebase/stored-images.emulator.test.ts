/**
 * Firebase's check of the images the browser stores straight to Cloud Storage (the `storedImages`
 * function's server/api/stored-image-check.ts): profiles on the real Firestore emulator through the
 * functions' Admin SDK adapter. The Storage emulator does not run here: the bucket is the
 * folder-backed stand-in (tests/doubles/folder-object-store.ts) behind the functions' bucket port,
 * and the function is called as its finalize trigger would call it, with the new object's path.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '@domain/media/media-types';
import { checkStoredImage } from '@server/api/stored-image-check';
import type { AdminDocs } from '@server/api/services';
import { makeJpegBehindMetadata } from '@server/media/testing/jpeg-behind-metadata';
import { makeHugePng, makePng } from '@server/media/testing/media-fixtures';
import { folderObjectStore } from '@tests/doubles/folder-object-store';
import { emulatorAdminDocs } from './admin-sdk';

const root = mkdtempSync(join(tmpdir(), 'stored-images-'));
const store = folderObjectStore(join(root, 'bucket'));
const run = Math.random().toString(36).slice(2, 8);
const eventId = `event-${run}`;
let docs: AdminDocs;
let users = 0;

/** A user whose profile shows the avatar the browser uploaded, as the app's avatar field writes it. */
async function userWithAvatar(bytes: Buffer, contentType = 'image/png') {
  const uid = `user-${run}-${++users}`;
  const path = `users/${uid}.jpg`;
  await store.put(path, bytes, contentType, {});
  const thumbnail = await store.downloadUrl(path);
  await docs.runTransaction(async (tx) => tx.set(`users/${uid}`, { displayName: 'Ada', thumbnail }));
  return { uid, path, thumbnail };
}

const profile = async (uid: string) => (await docs.get(`users/${uid}`))?.data;

beforeAll(() => {
  docs = emulatorAdminDocs();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('images stored straight to Cloud Storage', () => {
  it('removes an avatar that declares 30000 x 30000 pixels, and the profile shows none', async () => {
    const { uid, path } = await userWithAvatar(makeHugePng(30_000, 30_000));
    expect(await checkStoredImage(path, store, docs)).toBe(mediaMessages.imageTooLarge(30_000, 30_000));
    expect(await store.describe(path)).toBeNull();
    expect(await profile(uid)).toMatchObject({ displayName: 'Ada', thumbnail: '' });
  });

  it('keeps a profile that shows another picture when a refused avatar is removed', async () => {
    const uid = `user-${run}-${++users}`;
    const path = `users/${uid}.jpg`;
    const elsewhere = 'https://storage.test/o/mediaStorage%2Fp1%2Fimage.jpg?alt=media&token=t';
    await docs.runTransaction(async (tx) => tx.set(`users/${uid}`, { thumbnail: elsewhere }));
    await store.put(path, Buffer.from('<svg onload="alert(1)"/>'), 'image/jpeg', {});
    expect(await checkStoredImage(path, store, docs)).not.toBeNull();
    expect(await store.describe(path)).toBeNull();
    expect(await profile(uid)).toMatchObject({ thumbnail: elsewhere });
  });

  it('removes an event image that is no JPEG or PNG, or whose frame header, behind 200 KB of metadata, declares too many pixels', async () => {
    await store.put(`${eventId}/background`, Buffer.from('GIF89a\x10\x00\x10\x00'), 'image/png', {});
    await store.put(`${eventId}/photo`, makeJpegBehindMetadata(20_000, 20_000, 200_000), 'image/jpeg', {});
    expect(await checkStoredImage(`${eventId}/background`, store, docs)).not.toBeNull();
    expect(await checkStoredImage(`${eventId}/photo`, store, docs)).toBe(mediaMessages.imageTooLarge(20_000, 20_000));
    expect(await store.paths(`${eventId}/`)).toEqual([]);
  });

  it('keeps images that fit, and the profile that shows one', async () => {
    const { uid, path, thumbnail } = await userWithAvatar(await makePng(640, 480));
    await store.put(`${eventId}/large-photo`, makeJpegBehindMetadata(10_000, 10_000, 200_000), 'image/jpeg', {});
    expect(await checkStoredImage(path, store, docs)).toBeNull();
    expect(await checkStoredImage(`${eventId}/large-photo`, store, docs)).toBeNull();
    expect(await store.paths(path)).toEqual([path]);
    expect(await store.paths(`${eventId}/large-photo`)).toEqual([`${eventId}/large-photo`]);
    expect(await profile(uid)).toMatchObject({ thumbnail });
  });

  it('leaves the media library\'s uploads to the processing that checks them', async () => {
    const original = `mediaStorage/process-${run}/original.png`;
    await store.put(original, makeHugePng(30_000, 30_000), 'image/png', {});
    expect(await checkStoredImage(original, store, docs)).toBeNull();
    expect(await store.paths(original)).toEqual([original]);
  });
});
