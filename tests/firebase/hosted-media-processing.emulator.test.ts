/**
 * The hosted side's processing of an upload (server/api/hosted-media-processing.ts, what the
 * `event` Cloud Function runs): the records through the functions' Admin SDK adapter on the real
 * Firestore emulator, a document's conversion through the real converter service (LibreOffice and
 * poppler) over HTTP, an image's through sharp in its own process. The Storage emulator does not
 * run here: the bucket is a folder-backed stand-in (tests/doubles/folder-object-store.ts) behind the
 * same port. The video host is a recording stand-in: JW Player's own calls are tested in
 * server/media/video/jwplayer-video-host.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteData } from '@domain/documents/values';
import { mediaOriginalPath, mediaPath, UPLOADED_BY } from '@domain/media/media-record';
import { formatByExtension, IMAGE_BOUNDS, mediaMessages, THUMBNAIL_BOUNDS } from '@domain/media/media-types';
import { processHostedMedia, type HostedMediaDeps } from '@server/api/hosted-media-processing';
import type { AdminDocs } from '@server/api/services';
import { failStaleHostedMedia, HOSTED_RUN_LIMIT_MS, ORPHAN_AGE_MS, refreshHostedVideoStatuses, removeOrphanedUploads } from '@server/api/stale-hosted-media';
import { startConverterService, type RunningConverterService } from '@server/converter/converter-service';
import { createHttpDocumentConverter } from '@server/media/convert/http-document-converter';
import { convertImage } from '@server/media/convert/images';
import { executableBytes, makeCorruptPptx, makeHugePng, makeJpeg, makeMp4, makePdf, makePng, makePptx, slideNotes } from '@server/media/testing/media-fixtures';
import { withBomb } from '@server/media/testing/zip-bomb';
import type { VideoHost, VideoJob } from '@server/media/video/video-host';
import { folderObjectStore } from '@tests/doubles/folder-object-store';
import { emulatorAdminDocs } from './admin-sdk';

const SECRET = 'a-test-secret-of-the-converter-service-0123456789';
const root = mkdtempSync(join(tmpdir(), 'hosted-media-'));
const store = folderObjectStore(join(root, 'bucket'));
let service: RunningConverterService;
let docs: AdminDocs;
let deps: HostedMediaDeps;
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

/** The browser's call: the spec's presentation call for a document, the media call for an image or a video. */
const callFor = (name: string) => (formatByExtension(name)?.kind === 'document' ? 'presentation' : 'media');
const processUpload = (processId: string, name: string, uid = producer, using: HostedMediaDeps = deps) =>
  processHostedMedia({ call: callFor(name), uid, resourceId: eventId, processId, body: { name, folderID: folderId, resourceID: eventId } }, using);

/** The video host as the processing sees it, recording what it is handed; the host's status is the test's to set. */
const published: (Omit<VideoJob, 'signal' | 'onProgress' | 'workDir'> & { bytes: Buffer })[] = [];
let hostStatus = 'processing';
const videoHost: VideoHost = {
  name: 'jwplayer',
  playbackOrigins: ['https://cdn.test'],
  async publish(job) {
    published.push({ input: job.input, size: job.size, title: job.title, eventId: job.eventId, bytes: readFileSync(job.input) });
    job.onProgress(50);
    return { kind: 'hosted', videoId: `video-${published.length}`, status: 'processing', hls: `https://cdn.test/manifests/video-${published.length}.m3u8`, thumbnail: `https://cdn.test/thumbs/video-${published.length}-720.jpg` };
  },
  status: async () => hostStatus,
  remove: async () => undefined,
};

beforeAll(async () => {
  docs = emulatorAdminDocs();
  service = await startConverterService({ port: 0, secret: SECRET, dataDir: join(root, 'service'), concurrency: 1, log: () => undefined });
  deps = { docs, store, converter: createHttpDocumentConverter({ url: service.url, secret: SECRET }), convertImage, videoHost, workRoot: join(root, 'work'), log: (m) => logged.push(m) };
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

  it('refuses an image whose header declares 30000 x 30000 pixels before any record or decoding, and removes it', async () => {
    const processId = await uploaded('poster.png', makeHugePng(30_000, 30_000));
    const answer = await processUpload(processId, 'poster.png');
    expect(answer).toEqual({ status: 413, body: { error: { code: 'storage/file-too-large', message: mediaMessages.imageTooLarge(30_000, 30_000) } } });
    expect(await docs.get(mediaPath(processId))).toBeNull();
    expect(await store.paths(`mediaStorage/${processId}/`)).toEqual([]);
  });

  it('takes a pptx whose notes part inflates to 200 MB to failed with the message that says so', async () => {
    const processId = await uploaded('bomb.pptx', withBomb(fixtures.pptx, 'ppt/notesSlides/notesSlide1.xml', 200 * 1024 * 1024));
    const answer = await processUpload(processId, 'bomb.pptx');
    expect(answer).toEqual({ status: 200, body: { result: { processId, status: 'failed', error: mediaMessages.unpacksTooLarge } } });
  });

  it('refuses a file another user uploaded, a missing one, and a file sent by the other kind’s call', async () => {
    const someoneElse = await uploaded('talk.pdf', fixtures.pdf, `other-${run}`);
    expect((await processUpload(someoneElse, 'talk.pdf')).body).toEqual({ error: { code: 'not-found', message: mediaMessages.uploadMissing } });
    expect((await processUpload(newProcessId(), 'talk.pdf')).body).toEqual({ error: { code: 'not-found', message: mediaMessages.uploadMissing } });

    const image = await uploaded('photo.png', await makePng(40, 30));
    const byPresentation = await processHostedMedia({ call: 'presentation', uid: producer, resourceId: eventId, processId: image, body: { name: 'photo.png', folderID: folderId } }, deps);
    expect(byPresentation).toEqual({ status: 400, body: { error: { code: 'invalid-argument', message: mediaMessages.refresh } } });
    expect(await docs.get(mediaPath(image))).toBeNull();
    expect(logged).toEqual([]);
  });

  it('fits an image inside the bounds as PNG with a thumbnail, which replace the original', async () => {
    const processId = await uploaded('Stage photo.jpg', await makeJpeg(4000, 3000));
    expect(await processUpload(processId, 'Stage photo.jpg')).toEqual({ status: 200, body: { result: { processId, status: 'ready' } } });

    const record = (await docs.get(mediaPath(processId)))!.data;
    expect(record).toMatchObject({ name: 'Stage photo.jpg', typeOf: 'image', media_type: 'jpeg', type: 'image/png', status: 'ready', processing: false, progress: 100 });
    expect(await store.paths(`mediaStorage/${processId}/`)).toEqual([`mediaStorage/${processId}/image.png`, `mediaStorage/${processId}/thumbnail.png`]);
    expect(record.url).toContain(encodeURIComponent(`mediaStorage/${processId}/image.png`));
    expect(record.thumbnail).toContain(encodeURIComponent(`mediaStorage/${processId}/thumbnail.png`));
    const image = await sharp(await store.read(`mediaStorage/${processId}/image.png`)).metadata();
    const thumbnail = await sharp(await store.read(`mediaStorage/${processId}/thumbnail.png`)).metadata();
    expect({ format: image.format, width: image.width, height: image.height }).toEqual({ format: 'png', width: IMAGE_BOUNDS.width, height: 810 });
    expect(record).toMatchObject({ width: IMAGE_BOUNDS.width, height: 810, size: (await store.read(`mediaStorage/${processId}/image.png`)).length });
    expect({ format: thumbnail.format, width: thumbnail.width, height: thumbnail.height }).toEqual({ format: 'png', width: THUMBNAIL_BOUNDS.width, height: 240 });
  });

  it('takes a damaged image to failed with the clear message, keeping its original for a retry', async () => {
    const png = await makePng(40, 30);
    const processId = await uploaded('cut.png', png.subarray(0, 60));
    expect((await processUpload(processId, 'cut.png')).body).toEqual({ result: { processId, status: 'failed', error: mediaMessages.damaged } });
    expect((await docs.get(mediaPath(processId)))!.data).toMatchObject({ status: 'failed', processing: false, error: mediaMessages.damaged });
    expect(await store.paths(`mediaStorage/${processId}/`)).toEqual([`mediaStorage/${processId}/original.png`]);
  });

  it('hands an mp4 to the video host, keeps the original, and follows the host’s status until it is ready', async () => {
    const mp4 = makeMp4(1);
    const processId = await uploaded('Opening.mp4', mp4);
    expect(await processUpload(processId, 'Opening.mp4')).toEqual({ status: 200, body: { result: { processId, status: 'ready' } } });

    expect(published.at(-1)).toMatchObject({ size: mp4.length, title: 'Opening.mp4', eventId, bytes: mp4 });
    const videoId = `video-${published.length}`;
    expect((await docs.get(mediaPath(processId)))!.data).toMatchObject({
      typeOf: 'video',
      status: 'ready',
      processing: false,
      videoID: videoId,
      videoStatus: 'processing',
      hls: `https://cdn.test/manifests/${videoId}.m3u8`,
      thumbnail: `https://cdn.test/thumbs/${videoId}-720.jpg`,
    });
    expect(await store.paths(`mediaStorage/${processId}/`)).toEqual([`mediaStorage/${processId}/original.mp4`]);

    // The host is still encoding: the upkeep asks again later, and writes its answer once it changes.
    expect(await refreshHostedVideoStatuses(docs, videoHost)).toBe(0);
    hostStatus = 'ready';
    expect(await refreshHostedVideoStatuses(docs, videoHost)).toBeGreaterThanOrEqual(1);
    expect((await docs.get(mediaPath(processId)))!.data).toMatchObject({ videoStatus: 'ready' });
  });

  it('says so when the deployment names no video host, or no converter, and writes nothing', async () => {
    const video = await uploaded('Opening.mp4', makeMp4(1));
    const withoutHost = await processUpload(video, 'Opening.mp4', producer, { ...deps, videoHost: null });
    expect(withoutHost).toEqual({ status: 503, body: { error: { code: 'unavailable', message: mediaMessages.videoHostUnavailable } } });
    const document = await uploaded('talk.pdf', fixtures.pdf);
    const withoutConverter = await processUpload(document, 'talk.pdf', producer, { ...deps, converter: null });
    expect(withoutConverter).toEqual({ status: 503, body: { error: { code: 'unavailable', message: mediaMessages.converterUnavailable } } });
    expect(await docs.get(mediaPath(video))).toBeNull();
    expect(await docs.get(mediaPath(document))).toBeNull();
    expect(logged.splice(0)).toEqual([expect.stringMatching(/JWPLAYER_SITE_ID and JWPLAYER_API_SECRET are not set/), expect.stringMatching(/CONVERTER_URL and CONVERTER_SECRET are not set/)]);
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

  it('removes an upload that never got a record once it is old enough, and leaves recent ones and those with a record', async () => {
    const abandoned = await uploaded('talk.pdf', fixtures.pdf);
    const withRecord = await uploaded('Quarterly talk.pptx', fixtures.pptx);
    expect((await processUpload(withRecord, 'Quarterly talk.pptx')).status).toBe(200);
    const files = async (processId: string) => store.paths(`mediaStorage/${processId}/`);
    const withRecordFiles = await files(withRecord);

    expect(await removeOrphanedUploads(docs, store, new Date())).toBe(0);
    expect(await files(abandoned)).toEqual([`mediaStorage/${abandoned}/original.pdf`]);
    expect(await removeOrphanedUploads(docs, store, new Date(Date.now() + ORPHAN_AGE_MS + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await files(abandoned)).toEqual([]);
    expect(await files(withRecord)).toEqual(withRecordFiles);
  });
});
