import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BYTES, MAX_FILES_PER_BATCH, mediaMessages } from '@domain/media/media-types';
import { folderMessages } from '@domain/media/media-record';
import { waitUntil } from '../realtime/test-harness';
import { executableBytes, makeCorruptPptx, makeEncryptedPdf, makeHugePng, makePdf, makePng, makePptx } from './testing/media-fixtures';
import { MediaServer, type Member } from './testing/media-server';

const media = new MediaServer();
beforeAll(() => media.start());
afterAll(() => media.dispose());

/** After a refused case: nothing more than before, in the database and on disk. */
async function expectNothingLeft(records: number, files: number) {
  await media.server.running.mediaIdle();
  expect(await media.recordCount()).toBe(records);
  expect(media.storedFiles()).toHaveLength(files);
}

/** An upload whose body is sent later: resolves `finish` to send the rest and read the answer. */
function heldUpload(member: Member, name: string, first: Buffer, rest: Buffer, folderId = media.rootFolder) {
  const query = new URLSearchParams({ resourceId: media.eventId, folderId, name });
  let answer!: Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the test reads the answer field by field
  const req = request(`${media.server.url}/api/media/upload?${query}`, { method: 'PUT', headers: { cookie: member.browser.cookieHeader(), 'content-type': 'image/png' } });
  const started = new Promise<void>((resolve) => {
    answer = new Promise((done, fail) => {
      req.on('response', (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
      });
      req.on('error', fail);
    });
    req.write(first, () => resolve());
  });
  return { started, finish: () => (req.end(rest), answer) };
}

describe('bad input to the media library', () => {
  it('refuses a renamed executable as .png, by its content', async () => {
    const res = await media.upload(media.producer, 'holiday.png', executableBytes());
    expect(res.status).toBe(415);
    expect(res.json.error).toEqual({ code: 'storage/invalid-type', message: mediaMessages.unsupported });
    await expectNothingLeft(0, 0);
  });

  it('refuses an image whose bytes are another format than its name says', async () => {
    const res = await media.upload(media.producer, 'slides.pdf', await makePng(10, 10));
    expect(res.status).toBe(415);
    expect(res.json.error.message).toBe(mediaMessages.nameMismatch('slides.pdf', 'png'));
    await expectNothingLeft(0, 0);
  });

  it('refuses an image whose header declares 30000 x 30000 pixels before any record or decoding', async () => {
    const res = await media.upload(media.producer, 'poster.png', makeHugePng(30_000, 30_000));
    expect(res.status).toBe(413);
    expect(res.json.error).toEqual({ code: 'storage/file-too-large', message: mediaMessages.imageTooLarge(30_000, 30_000) });
    await expectNothingLeft(0, 0);
  });

  it('refuses a file over the size limit, declared or streamed', async () => {
    const declared = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const query = new URLSearchParams({ resourceId: media.eventId, folderId: media.rootFolder, name: 'huge.png' });
      const req = request(`${media.server.url}/api/media/upload?${query}`, {
        method: 'PUT',
        headers: { cookie: media.producer.browser.cookieHeader(), 'content-length': String(MAX_BYTES.image + 1) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1000));
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.message).toBe(mediaMessages.tooLarge('image'));
    const streamed = await media.upload(media.producer, 'huge.png', Buffer.concat([await makePng(10, 10), Buffer.alloc(MAX_BYTES.image)]));
    expect(streamed.status).toBe(413);
    await expectNothingLeft(0, 0);
  });

  it('refuses an empty file and types the library does not take', async () => {
    expect((await media.upload(media.producer, 'empty.png', new Uint8Array())).json.error.message).toBe(mediaMessages.empty);
    expect((await media.upload(media.producer, 'sheet.xlsx', new Uint8Array([1, 2, 3]))).json.error.message).toBe(mediaMessages.unsupported);
    expect((await media.upload(media.producer, '', await makePng(4, 4))).json.error.message).toBe(mediaMessages.noName);
    await expectNothingLeft(0, 0);
  });

  it('marks a corrupt pptx failed with a message and a retry, and deleting it leaves nothing', async () => {
    const res = await media.upload(media.producer, 'broken.pptx', makeCorruptPptx(await makePptx(3)));
    expect(res.status).toBe(200);
    await media.server.running.mediaIdle();
    expect(await media.record(res.json.processId)).toMatchObject({ status: 'failed', processing: false, error: mediaMessages.damaged });
    expect(media.storedFiles()).toHaveLength(1);
    const retry = await media.producer.browser.post('/api/media/retry', { processId: res.json.processId });
    expect(retry.status).toBe(200);
    expect((await media.record(res.json.processId)).status).toBe('processing');
    await media.server.running.mediaIdle();
    expect(await media.record(res.json.processId)).toMatchObject({ status: 'failed', error: mediaMessages.damaged });
    expect((await media.producer.browser.post('/api/media/retry', { processId: 'nope' })).status).toBe(404);
    const removed = await media.call(media.producer, 'deleteMedia', { processIds: [res.json.processId] });
    expect(removed.json.result).toEqual({ deleted: 1 });
    await expectNothingLeft(0, 0);
  });

  it('marks a password-protected pdf and a 300-page pdf failed with their reasons', async () => {
    const locked = await media.uploadAndProcess('locked.pdf', makeEncryptedPdf());
    expect(locked).toMatchObject({ status: 'failed', error: mediaMessages.passwordProtected });
    const long = await media.uploadAndProcess('long.pdf', await makePdf(300));
    expect(long).toMatchObject({ status: 'failed', error: mediaMessages.tooManyPages(300) });
    expect(media.storedFiles()).toHaveLength(2);
    await media.call(media.producer, 'deleteMedia', { processIds: [locked.id, long.id] });
    await expectNothingLeft(0, 0);
  });

  it('says which converter is missing, and a retry converts once it is there', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    let record;
    try {
      record = await media.uploadAndProcess('deck.pptx', await makePptx(2));
    } finally {
      process.env.PATH = path;
    }
    expect(record).toMatchObject({ status: 'failed', error: mediaMessages.notInstalled('soffice') });
    await media.producer.browser.post('/api/media/retry', { processId: record.id });
    await media.server.running.mediaIdle();
    expect(await media.record(record.id)).toMatchObject({ status: 'ready' });

    await media.call(media.producer, 'deleteMedia', { processIds: [record.id] });
    await expectNothingLeft(0, 0);
  });

  it('refuses an 11th upload while 10 are in flight', async () => {
    const image = await makePng(8, 8);
    const held = Array.from({ length: MAX_FILES_PER_BATCH }, (_, i) => heldUpload(media.producer, `batch-${i}.png`, image.subarray(0, 20), image.subarray(20)));
    await Promise.all(held.map((h) => h.started));
    // Each accepted upload is being written to its temporary file: all ten are counted.
    await waitUntil(() => readdirSync(join(media.server.dataDir, 'files-tmp')).length === MAX_FILES_PER_BATCH);
    const eleventh = await media.upload(media.producer, 'eleventh.png', image);
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.error.message).toBe(mediaMessages.tooMany);
    const answers = await Promise.all(held.map((h) => h.finish()));

    expect(answers.map((a) => a.status)).toEqual(Array(MAX_FILES_PER_BATCH).fill(200));
    await expectNothingLeft(MAX_FILES_PER_BATCH, MAX_FILES_PER_BATCH * 2);
    await media.call(media.producer, 'deleteMedia', { processIds: answers.map((a) => a.body.processId) });
    await expectNothingLeft(0, 0);
  });

  it('keeps a name with path separators and unicode as a plain name, stored under the item', async () => {
    const record = await media.uploadAndProcess('../../etc/Ünïcödé ✓ name.png', await makePng(5, 5));
    expect(record).toMatchObject({ name: 'Ünïcödé ✓ name.png', nameLowerCase: 'ünïcödé ✓ name.png', status: 'ready' });
    expect(record.fullPath).toBe(`mediaStorage/${record.id}/original.png`);
    await media.call(media.producer, 'deleteMedia', { processIds: [record.id] });
    await expectNothingLeft(0, 0);
  });

  it('refuses an upload into a folder deleted while the file was uploading', async () => {
    const created = await media.call(media.producer, 'createMediaFolder', { resourceId: media.eventId, parentId: 'root', title: 'Short lived' });
    const folderId = created.json.result.folderId;
    const image = await makePng(8, 8);
    const upload = heldUpload(media.producer, 'late.png', image.subarray(0, 20), image.subarray(20), folderId);
    await upload.started;
    expect((await media.call(media.producer, 'deleteMediaFolder', { resourceId: media.eventId, folderId })).status).toBe(200);
    const answer = await upload.finish();
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(mediaMessages.folderMissing);
    await expectNothingLeft(0, 0);
  });

  it('lets only producers upload, delete and retry; viewers read the records', async () => {
    const image = await makePng(6, 6);
    for (const [member, status] of [[media.viewer, 403], [media.stranger, 403], [null, 401]] as const) {
      expect((await media.upload(member, 'x.png', image)).status).toBe(status);
    }
    const record = await media.uploadAndProcess('kept.png', image);
    expect((await media.call(media.viewer, 'deleteMedia', { processIds: [record.id] })).status).toBe(403);
    expect((await media.call(media.stranger, 'deleteMedia', { processIds: [record.id] })).status).toBe(403);
    const socket = await media.viewer.browser.socket();
    try {
      const read = await socket.request({ op: 'get', path: `mediaStorage/${record.id}` });
      expect(read.ok).toBe(true);
      const write = await socket.request({ op: 'commit', writes: [{ type: 'update', path: `mediaStorage/${record.id}`, data: { name: 'x' } }] });
      expect(write.ok).toBe(false);
      const strangerSocket = await media.stranger.browser.socket();
      expect((await strangerSocket.request({ op: 'get', path: `mediaStorage/${record.id}` })).ok).toBe(false);
      strangerSocket.close();
    } finally {
      socket.close();
    }
    await media.call(media.producer, 'deleteMedia', { processIds: [record.id] });
    await expectNothingLeft(0, 0);
  });
});

describe('media folders', () => {
  it('creates, renames and deletes folders with everything inside; the top-level folder is protected', async () => {
    const call = (name: string, input: object) => media.call(media.producer, name, { resourceId: media.eventId, ...input });
    expect((await call('createMediaFolder', { parentId: 'root', title: 'x' })).json.error.message).toBe(folderMessages.nameTooShort);
    const parent = (await call('createMediaFolder', { parentId: 'root', title: '  Slides  2026 ' })).json.result.folderId;
    const child = (await call('createMediaFolder', { parentId: parent, title: 'Inner' })).json.result.folderId;
    const folder = await media.server.running.engine.get(`resourceAccess/${media.eventId}/storage/${parent}`);
    expect(folder?.data).toMatchObject({ title: 'Slides 2026', type: 'folder', root: false, folders: [child], parent: 'root' });
    expect((await call('renameMediaFolder', { folderId: parent, title: 'Decks' })).status).toBe(200);
    expect((await call('renameMediaFolder', { folderId: 'root', title: 'Other' })).json.error.message).toBe(folderMessages.rootProtected);
    expect((await call('deleteMediaFolder', { folderId: 'root' })).json.error.message).toBe(folderMessages.rootProtected);
    expect((await media.call(media.viewer, 'createMediaFolder', { resourceId: media.eventId, parentId: 'root', title: 'Nope' })).status).toBe(403);

    const inner = await media.upload(media.producer, 'inner.pdf', await makePdf(2), { folderId: child });
    await media.server.running.mediaIdle();
    expect(inner.status).toBe(200);
    expect(media.storedFiles().length).toBeGreaterThan(1);
    const removed = await call('deleteMediaFolder', { folderId: parent });
    expect(removed.json.result).toEqual({ folders: 2, items: 1 });
    expect((await media.server.running.engine.get(`resourceAccess/${media.eventId}/storage/root`))?.data.folders).not.toContain(parent);
    await expectNothingLeft(0, 0);
  });
});
