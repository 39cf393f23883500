import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BYTES, mediaMessages } from '@domain/media/media-types';
import { failureMessage, type ConvertedPages, type DocumentConverter } from '@server/media/convert/document-converter';
import { createHttpDocumentConverter } from '@server/media/convert/http-document-converter';
import { createLocalDocumentConverter } from '@server/media/convert/local-document-converter';
import { makeCorruptPptx, makePdf, makePng, makePptx, slideNotes } from '@server/media/testing/media-fixtures';
import { MediaServer } from '@server/media/testing/media-server';
import { withBomb } from '@server/media/testing/zip-bomb';
import { loadConfig } from '../config';
import { waitUntil } from '../realtime/test-harness';
import { startConverterService, type RunningConverterService } from './converter-service';

const SECRET = 'a-test-secret-of-the-converter-service-0123456789';
const root = mkdtempSync(join(tmpdir(), 'converter-test-'));
const serviceDir = join(root, 'service');
let service: RunningConverterService;
let remote: DocumentConverter;
const local = createLocalDocumentConverter(join(root, 'local-profiles'));
const fixtures: Record<string, Buffer> = {};

beforeAll(async () => {
  service = await startConverterService({ port: 0, secret: SECRET, dataDir: serviceDir, concurrency: 1, log: () => undefined });
  remote = createHttpDocumentConverter({ url: service.url, secret: SECRET });
  fixtures.pptx = await makePptx(4);
  fixtures.pdf = await makePdf(5, true);
  fixtures.corrupt = makeCorruptPptx(fixtures.pptx);
}, 120_000);
afterAll(async () => {
  await service?.close();
  rmSync(root, { recursive: true, force: true });
});

let jobs = 0;
/** Converts `bytes` with `converter` in a fresh folder; answers the result, its progress and the pages' pixels. */
async function convert(converter: DocumentConverter, bytes: Buffer, mediaType: string, signal = new AbortController().signal) {
  const dir = join(root, `job-${++jobs}`);
  mkdirSync(join(dir, 'work'), { recursive: true });
  const input = join(dir, `input.${mediaType}`);
  writeFileSync(input, bytes);
  const progress: number[] = [];
  const result: ConvertedPages = await converter.convert({ input, mediaType, workDir: join(dir, 'work'), signal, onProgress: (p) => progress.push(p) });
  const pixels = await Promise.all(result.pages.map((page) => sharp(page).raw().toBuffer({ resolveWithObject: true })));
  const thumbnail = await sharp(result.thumbnail).metadata();
  return { result, progress, pixels, thumbnail };
}

/** The service's folders of requests: empty once every request has ended. */
const requestFolders = () => readdirSync(join(serviceDir, 'requests'));

async function post(body: Buffer | Readable, options: { mediaType?: string; secret?: string | null; headers?: Record<string, string> } = {}) {
  const query = new URLSearchParams({ mediaType: options.mediaType ?? 'pdf' });
  const secret = options.secret === undefined ? SECRET : options.secret;
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream', ...(secret === null ? {} : { authorization: `Bearer ${secret}` }), ...options.headers };
  if (Buffer.isBuffer(body)) headers['content-length'] ??= String(body.length);
  return new Promise<{ status: number; json: { error?: { code: string; message: string } } }>((resolve, reject) => {
    const req = request(`${service.url}/convert?${query}`, { method: 'POST', headers });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
    });
    // The service may refuse and close before the whole body is sent; its answer is what counts.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req);
  });
}

describe('the converter service', () => {
  it('converts a pptx with notes and a pdf as the in-process adapter does: the same pages in the same order, the same notes', async () => {
    for (const [mediaType, bytes, notes] of [
      ['pptx', fixtures.pptx, [1, 2, 3, 4].map(slideNotes)],
      ['pdf', fixtures.pdf, ['', '', '', '', '']],
    ] as const) {
      const here = await convert(local, bytes, mediaType);
      const there = await convert(remote, bytes, mediaType);
      expect(there.result.notes).toEqual(notes);
      expect(here.result.notes).toEqual(notes);
      expect(there.pixels.map((p) => p.info)).toEqual(here.pixels.map((p) => p.info));
      there.pixels.forEach((page, i) => expect(page.data.equals(here.pixels[i].data), `${mediaType} page ${i + 1}`).toBe(true));
      expect([there.thumbnail.width, there.thumbnail.height]).toEqual([here.thumbnail.width, here.thumbnail.height]);
      // The caller saw the conversion advance, never back.
      expect(there.progress.some((p) => p > 0)).toBe(true);
      expect(there.progress).toEqual([...there.progress].sort((a, b) => a - b));
    }
    // The pdf's pages grow taller one by one: the pages came back in their order.
    const heights = (await convert(remote, fixtures.pdf, 'pdf')).pixels.map((p) => p.info.height);
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(new Set(heights).size).toBe(5);
    expect(requestFolders()).toEqual([]);
  }, 120_000);

  it('gives a corrupt pptx the same failure message as the in-process path', async () => {
    const here = await convert(local, fixtures.corrupt, 'pptx').catch((error: unknown) => error);
    const there = await convert(remote, fixtures.corrupt, 'pptx').catch((error: unknown) => error);
    expect(failureMessage(here)).toBe(mediaMessages.damaged);
    expect(failureMessage(there)).toBe(mediaMessages.damaged);
    expect(requestFolders()).toEqual([]);
  }, 120_000);

  it('refuses a pptx that unpacks to far more than it declares, and answers other requests meanwhile', async () => {
    const bomb = withBomb(fixtures.pptx, 'ppt/notesSlides/notesSlide3.xml', 200 * 1024 * 1024);
    const conversion = convert(remote, bomb, 'pptx').catch((error: unknown) => error);
    expect(await post(fixtures.pdf, { secret: null })).toMatchObject({ status: 401, json: { error: { code: 'unauthenticated' } } });
    expect(failureMessage(await conversion)).toBe(mediaMessages.unpacksTooLarge);
    expect(requestFolders()).toEqual([]);
  }, 120_000);

  it('refuses a missing or wrong secret, a page from a browser, an over-size body and what is not the document it claims, and keeps nothing', async () => {
    const pdf = fixtures.pdf;
    expect(await post(pdf, { secret: null })).toMatchObject({ status: 401, json: { error: { code: 'unauthenticated' } } });
    expect(await post(pdf, { secret: `${SECRET}x` })).toMatchObject({ status: 401, json: { error: { code: 'unauthenticated' } } });
    expect((await post(pdf, { headers: { origin: 'https://evil.example' } })).status).toBe(403);

    const tooLarge = { status: 413, json: { error: { code: 'storage/file-too-large', message: mediaMessages.tooLarge('document') } } };
    expect(await post(pdf, { headers: { 'content-length': String(MAX_BYTES.document + 1) } })).toMatchObject(tooLarge);
    // Without a declared length the service counts what arrives and stops at the limit.
    async function* overLimit() {
      yield pdf;
      const zeros = Buffer.alloc(1024 * 1024);
      for (let sent = pdf.length; sent <= MAX_BYTES.document; sent += zeros.length) yield zeros;
    }
    expect(await post(Readable.from(overLimit()))).toMatchObject(tooLarge);

    const invalidType = { status: 415, json: { error: { code: 'storage/invalid-type', message: mediaMessages.unsupported } } };
    expect(await post(await makePng(40, 30), { mediaType: 'pdf' })).toMatchObject(invalidType);
    expect(await post(await makePng(40, 30), { mediaType: 'png' })).toMatchObject(invalidType);
    expect(await post(fixtures.pptx, { mediaType: 'pdf' })).toMatchObject({ status: 415, json: { error: { message: 'The document is not a PDF file (it is a PPTX file).' } } });
    expect(await post(Buffer.alloc(0))).toMatchObject({ status: 400, json: { error: { message: mediaMessages.empty } } });
    expect(requestFolders()).toEqual([]);
  }, 60_000);

  it('stops the conversion and removes its files when the caller hangs up', async () => {
    const hangUp = new AbortController();
    const dir = join(root, 'hang-up');
    mkdirSync(join(dir, 'work'), { recursive: true });
    writeFileSync(join(dir, 'input.pptx'), fixtures.pptx);
    const started = remote.convert({
      input: join(dir, 'input.pptx'),
      mediaType: 'pptx',
      workDir: join(dir, 'work'),
      signal: hangUp.signal,
      // The service has the file and LibreOffice is at work.
      onProgress: (p) => (p > 0 ? hangUp.abort() : undefined),
    });
    await expect(started).rejects.toThrow();
    await waitUntil(() => requestFolders().length === 0, 30_000);
    // The service goes on serving.
    expect((await convert(remote, fixtures.pdf, 'pdf')).result.pages).toHaveLength(5);
  }, 60_000);

  it('says the converter cannot be reached, not that the file is damaged, when the service is down or refuses the secret', async () => {
    const wrongSecret = createHttpDocumentConverter({ url: service.url, secret: 'not-the-secret-but-long-enough-0123456789' });
    expect(failureMessage(await convert(wrongSecret, fixtures.pdf, 'pdf').catch((error: unknown) => error))).toBe(mediaMessages.converterUnavailable);
    const stopped = await startConverterService({ port: 0, secret: SECRET, dataDir: join(root, 'stopped'), concurrency: 1, log: () => undefined });
    await stopped.close();
    const down = createHttpDocumentConverter({ url: stopped.url, secret: SECRET });
    expect(failureMessage(await convert(down, fixtures.pdf, 'pdf').catch((error: unknown) => error))).toBe(mediaMessages.converterUnavailable);
  });

  it('is configured on the embedded server by CONVERTER_URL with CONVERTER_SECRET, both or neither', () => {
    expect(loadConfig({}).converter).toBeUndefined();
    expect(loadConfig({ CONVERTER_URL: 'http://10.0.0.5:4100', CONVERTER_SECRET: SECRET }).converter).toEqual({ url: 'http://10.0.0.5:4100', secret: SECRET });
    expect(() => loadConfig({ CONVERTER_URL: 'http://10.0.0.5:4100' })).toThrow(/CONVERTER_URL and CONVERTER_SECRET go together/);
    expect(() => loadConfig({ CONVERTER_URL: 'http://10.0.0.5:4100', CONVERTER_SECRET: 'short' })).toThrow(/CONVERTER_SECRET: must be at least 32 characters/);
  });
});

describe('the embedded server with the converter service', () => {
  it('processes an uploaded pptx to ready with its slides and notes through the service', async () => {
    const media = new MediaServer({ media: { documents: createHttpDocumentConverter({ url: service.url, secret: SECRET }) } });
    await media.start();
    try {
      const record = await media.uploadAndProcess('Keynote.pptx', fixtures.pptx);
      expect(record).toMatchObject({ status: 'ready', processing: false, progress: 100, media_type: 'pptx' });
      expect(record.slides!.map((s) => s.notes)).toEqual([1, 2, 3, 4].map(slideNotes));
      expect(record.slides!.map((s) => s.url)).toEqual(record.fileList);
      for (const url of [...record.fileList!, record.thumbnail!]) {
        const res = await media.fetchFile(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
      }
      // A corrupt file fails there as it does in-process, with a retry, and leaves only its original.
      const broken = await media.uploadAndProcess('broken.pptx', fixtures.corrupt);
      expect(broken).toMatchObject({ status: 'failed', processing: false, error: mediaMessages.damaged });
      expect(media.storedFiles().filter((path) => path.includes(broken.id))).toHaveLength(1);
      expect(requestFolders()).toEqual([]);
    } finally {
      await media.dispose();
    }
  }, 120_000);
});
