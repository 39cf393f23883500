/**
 * The hosted side's processing of an uploaded document (server/api/hosted-document-processing.ts,
 * what the `presentation` Cloud Function runs): the records through the functions' Admin SDK
 * adapter on the real Firestore emulator, the conversion through the real converter service
 * (LibreOffice and poppler) over HTTP. The Storage emulator does not run here: the bucket is a
 * folder-backed stand-in (tests/doubles/folder-object-store.ts) behind the same port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteData } from '@domain/documents/values';
import { mediaOriginalPath, mediaPath, UPLOADED_BY } from '@domain/media/media-record';
import { mediaMessages } from '@domain/media/media-types';
import { processHostedDocument, type HostedDocumentDeps } from '@server/api/hosted-document-processing';
import type { AdminDocs } from '@server/api/services';
import { failStaleHostedMedia, HOSTED_RUN_LIMIT_MS } from '@server/api/stale-hosted-media';
import { startConverterService, type RunningConverterService } from '@server/converter/converter-service';
import { createHttpDocumentConverter } from '@server/media/convert/http-document-converter';
import { executableBytes, makeCorruptPptx, makePdf, makePng, makePptx, slideNotes } from '@server/media/testing/media-fixtures';
import { folderObjectStore } from '@tests/doubles/folder-object-store';
import { emulatorAdminDocs } from './admin-sdk';

const SECRET = 'a-test-secret-of-the-converter-service-0123456789';
const root = mkdtempSync(join(tmpdir(), 'hosted-media-'));
const store = folderObjectStore(join(root, 'bucket'));
let service: RunningConverterService;
let docs: AdminDocs;
let deps: HostedDocumentDeps;
const fixtures: Record<string, Buffer> = {};
const run = Math.random().toString(36).slice(2, 8);
const eventId = `hosted-event-${run}`;
const folderId = `folder-${run}`;
const producer = `producer-${run}`;
const viewer = `viewer-${run}`;
const logged: string[] = [];

let ids = 0;
const newProcessId = () => `process-${run}-${++ids}`;

async function write(path: string, data: WriteData) {
  await docs.runTransaction(async (tx) => tx.set(path, data));
}

/** The browser's part: the file at its place in the bucket, named as the storage rules require. */
async function uploaded(name: string, bytes: Buffer, uid = producer) {
  const processId = newProcessId();
  await store.put(mediaOriginalPath(processId, name), bytes, 'application/octet-stream', { [UPLOADED_BY]: uid, resourceID: eventId });
  return processId;
}

const processUpload = (processId: string, name: string, uid = producer) => processHostedDocument({ uid, resourceId: eventId, processId, body: { name, folderID: folderId, resourceID: eventId } }, deps);

beforeAll(async () => {
  docs = emulatorAdminDocs();
  service = await startConverterService({ port: 0, secret: SECRET, dataDir: join(root, 'service'), concurrency: 1, log: () => undefined });
  deps = { docs, store, converter: createHttpDocumentConverter({ url: service.url, secret: SECRET }), workRoot: join(root, 'work'), log: (m) => logged.push(m) };
  fixtures.pptx = await makePptx(3);
  fixtures.corrupt = makeCorruptPptx(fixtures.pptx);
  fixtures.pdf = await makePdf(2);
  await write(`events/${eventId}`, { title: 'Hosted media' });
  await write(`resourceAccess/${eventId}/permissions/${producer}`, { permission: 'producer' });
  await write(`resourceAccess/${eventId}/permissions/${viewer}`, { permission: 'viewer' });
  await write(`resourceAccess/${eventId}/storage/${folderId}`, { title: 'Slides' });
}, 120_000);
afterAll(async () => {
  await service?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a document processed on the hosted side', () => {
  it('takes a pptx with speaker notes to ready: its slides in order with their notes, stored beside the original', async () => {
    const processId = await uploaded('Quarterly talk.pptx', fixtures.pptx);
    const answer = await processUpload(processId, 'Quarterly talk.pptx');
    expect(answer).toEqual({ status: 200, body: { result: { processId, status: 'ready' } } });

    const record = (await docs.get(mediaPath(processId)))!.data;
    expect(record).toMatchObject({
      name: 'Quarterly talk.pptx',
      resourceID: eventId,
      folderID: folderId,
      createdBy: producer,
      typeOf: 'document',
      media_type: 'pptx',
      fileType: 'pptx',
      size: fixtures.pptx.length,
      fullPath: `mediaStorage/${processId}/original.pptx`,
      status: 'ready',
      processing: false,
      progress: 100,
    });
    expect(record.error).toBeUndefined();
    expect(record.createdAt).toBeInstanceOf(Date);
    expect(record.processingSince).toBeInstanceOf(Date);
    const slides = record.slides as { url: string; notes: string }[];
    expect(slides.map((s) => s.notes)).toEqual([1, 2, 3].map(slideNotes));
    expect(record.fileList).toEqual(slides.map((s) => s.url));
    expect(slides[0].url).toContain(encodeURIComponent(`mediaStorage/${processId}/slide-001.png`));
    expect(await store.paths(`mediaStorage/${processId}/`)).toEqual([
      `mediaStorage/${processId}/original.pptx`,
      `mediaStorage/${processId}/slide-001.png`,
      `mediaStorage/${processId}/slide-002.png`,
      `mediaStorage/${processId}/slide-003.png`,
      `mediaStorage/${processId}/thumbnail.png`,
    ]);
    // The stored pages are the PNGs the converter made.
    expect((await store.read(`mediaStorage/${processId}/slide-002.png`)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes a corrupt pptx to failed with the clear message, keeping only the original for a retry', async () => {
    const processId = await uploaded('broken.pptx', fixtures.corrupt);
    const answer = await processUpload(processId, 'broken.pptx');
    expect(answer).toEqual({ status: 200, body: { result: { processId, status: 'failed', error: mediaMessages.damaged } } });
    expect((await docs.get(mediaPath(processId)))!.data).toMatchObject({ status: 'failed', processing: false, progress: 0, error: mediaMessages.damaged });
    expect(await store.paths(`mediaStorage/${processId}/`)).toEqual([`mediaStorage/${processId}/original.pptx`]);

    // Sent again, a failed record is processed again (and fails again, for the same reason); a ready one is not.
    expect((await processUpload(processId, 'broken.pptx')).body).toEqual({ result: { processId, status: 'failed', error: mediaMessages.damaged } });
  });

  it('refuses a caller who is not a producer of the library, and writes nothing', async () => {
    const processId = await uploaded('talk.pdf', fixtures.pdf, viewer);
    const answer = await processUpload(processId, 'talk.pdf', viewer);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { code: 'permission-denied', message: expect.any(String) } });
    expect(await docs.get(mediaPath(processId))).toBeNull();
    expect((await processUpload(processId, 'talk.pdf', `stranger-${run}`)).status).toBe(403);
  });

  it('refuses a file whose bytes are not what its name says, and removes it', async () => {
    for (const [name, bytes, message] of [
      ['slides.pptx', fixtures.pdf, mediaMessages.nameMismatch('slides.pptx', 'pdf')],
      ['report.pdf', executableBytes(), mediaMessages.unsupported],
    ] as const) {
      const processId = await uploaded(name, bytes);
      const answer = await processUpload(processId, name);
      expect(answer).toEqual({ status: 415, body: { error: { code: 'storage/invalid-type', message } } });
      expect(await docs.get(mediaPath(processId))).toBeNull();
      expect(await store.paths(`mediaStorage/${processId}/`)).toEqual([]);
    }
  });

  it('refuses images here with the reason, a file another user uploaded, and a missing one', async () => {
    const image = await uploaded('photo.png', await makePng(40, 30));
    expect((await processUpload(image, 'photo.png')).body).toEqual({ error: { code: 'storage/invalid-type', message: mediaMessages.hostedDocumentsOnly } });
    expect(await docs.get(mediaPath(image))).toBeNull();

    const someoneElse = await uploaded('talk.pdf', fixtures.pdf, `other-${run}`);
    expect((await processUpload(someoneElse, 'talk.pdf')).body).toEqual({ error: { code: 'not-found', message: mediaMessages.uploadMissing } });
    expect((await processUpload(newProcessId(), 'talk.pdf')).body).toEqual({ error: { code: 'not-found', message: mediaMessages.uploadMissing } });
    expect(logged).toEqual([]);
  });

  it('fails a run whose function was stopped before it could end it, once it is past the limit, and leaves the others', async () => {
    const now = new Date();
    const base = { name: 'lost.pdf', resourceID: eventId, folderID: folderId, typeOf: 'document', status: 'processing', processing: true, progress: 40 };
    const [lost, running, embedded] = [newProcessId(), newProcessId(), newProcessId()];
    await write(mediaPath(lost), { ...base, processingSince: new Date(now.getTime() - HOSTED_RUN_LIMIT_MS - 1000) });
    await write(mediaPath(running), { ...base, processingSince: new Date(now.getTime() - 60_000) });
    // The embedded server's records carry no start: its queue resumes them.
    await write(mediaPath(embedded), base);

    expect(await failStaleHostedMedia(docs, now)).toBeGreaterThanOrEqual(1);
    expect((await docs.get(mediaPath(lost)))!.data).toMatchObject({ status: 'failed', processing: false, progress: 0, error: mediaMessages.timedOut });
    expect((await docs.get(mediaPath(running)))!.data).toMatchObject({ status: 'processing', progress: 40 });
    expect((await docs.get(mediaPath(embedded)))!.data).toMatchObject({ status: 'processing', progress: 40 });
  });
});
