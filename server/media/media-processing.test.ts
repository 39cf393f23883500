import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BOUNDS, SLIDE_WIDTH } from '@domain/media/media-types';
import { makeDocx, makeJpeg, makeMp4, makePdf, makePng, makePptx, slideNotes } from './testing/media-fixtures';
import { MediaServer } from './testing/media-server';

const media = new MediaServer();
beforeAll(() => media.start());
afterAll(() => media.dispose());

async function png(url: string) {
  const res = await media.fetchFile(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata() };
}

describe('media processing on the server', () => {
  it('turns a pptx into one PNG per slide in order, each with its speaker notes', async () => {
    const record = await media.uploadAndProcess('Quarterly deck.pptx', await makePptx(6));
    expect(record).toMatchObject({ status: 'ready', processing: false, progress: 100, typeOf: 'document', media_type: 'pptx', name: 'Quarterly deck.pptx' });
    expect(record.fileList).toHaveLength(6);
    expect(record.slides!.map((s) => s.notes)).toEqual([1, 2, 3, 4, 5, 6].map(slideNotes));
    expect(record.slides!.map((s) => s.url)).toEqual(record.fileList);
    expect(record.fileList!.map((url) => url.replace(/\?.*$/, ''))).toEqual([1, 2, 3, 4, 5, 6].map((i) => `/files/mediaStorage/${record.id}/slide-00${i}.png`));
    // The fixture's slides alternate white and light blue backgrounds: the images keep that order.
    const corners = [];
    for (const url of record.fileList!) {
      const { bytes, meta } = await png(url);
      expect(meta.width).toBe(SLIDE_WIDTH);
      const { data } = await sharp(bytes).extract({ left: 2, top: 2, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      corners.push(data[0] > 240 && data[2] > 240 && data[0] - data[1] < 10 ? 'white' : 'blue');
    }
    expect(corners).toEqual(['white', 'blue', 'white', 'blue', 'white', 'blue']);
    expect((await png(record.thumbnail!)).meta.width).toBeLessThanOrEqual(320);
    // The original stays downloadable (the materials page exports it).
    expect((await media.fetchFile(record.url)).status).toBe(200);
  });

  it('turns a pdf into its pages in order (pages of growing height keep their order), a long one rendered in two halves', async () => {
    const pdf = await makePdf(24, true);
    const record = await media.uploadAndProcess('report.pdf', pdf);
    expect(record.status).toBe('ready');
    expect(record.fileList).toHaveLength(24);
    expect(record.slides!.every((s) => s.notes === '')).toBe(true);
    const heights = [];
    for (const url of record.fileList!) heights.push((await png(url)).meta.height);
    expect(heights).toEqual([...heights].sort((a, b) => a! - b!));
    expect(new Set(heights).size).toBe(24);
  });

  it('converts a docx through LibreOffice', async () => {
    const record = await media.uploadAndProcess('notes.docx', makeDocx());
    expect(record).toMatchObject({ status: 'ready', media_type: 'docx' });
    expect(record.fileList!.length).toBeGreaterThanOrEqual(1);
  });

  it('fits images inside 1080 x 1920 as PNG with a thumbnail, replacing the original', async () => {
    const wide = await media.uploadAndProcess('wide photo.jpg', await makeJpeg(3000, 2000));
    expect(wide).toMatchObject({ status: 'ready', typeOf: 'image', media_type: 'jpeg', type: 'image/png', width: IMAGE_BOUNDS.width, height: 720 });
    const { meta } = await png(wide.url);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 720]);
    const thumb = await png(wide.thumbnail!);
    expect(thumb.meta.width).toBe(320);
    expect((await media.fetchFile(`/files/${encodeURI(wide.fullPath)}`)).status).toBe(404);

    const small = await media.uploadAndProcess('icon.png', await makePng(200, 100));
    expect([small.width, small.height]).toEqual([200, 100]);
    const tall = await media.uploadAndProcess('tall.png', await makePng(1000, 4000));
    expect([tall.width, tall.height]).toEqual([480, 1920]);
  });

  it('renders an mp4 to HLS served by the server, each segment behind its own token, with a thumbnail', async () => {
    const record = await media.uploadAndProcess('talk.mp4', makeMp4(3));
    expect(record).toMatchObject({ status: 'ready', typeOf: 'video', videoStatus: 'ready' });
    expect(record.duration).toBeGreaterThan(2.5);
    const playlist = await media.fetchFile(record.hls!);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    const segments = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      expect(segment).toMatch(/^segment-\d{4}\.ts\?token=[\w-]{32}$/);
      const res = await media.fetchFile(new URL(segment, new URL(record.hls!, media.server.url)).toString());
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      const bare = await media.fetchFile(new URL(segment.replace(/\?.*$/, ''), new URL(record.hls!, media.server.url)).toString());
      expect(bare.status).toBe(404);
    }
    expect((await png(record.thumbnail!)).meta.width).toBe(320);
  });

  it('resumes a conversion left processing by a crash when the server starts again', async () => {
    const res = await media.upload(media.producer, 'resume.pdf', await makePdf(4));
    expect(res.status).toBe(200);
    await media.server.running.mediaIdle();
    // What a crash in the middle leaves: the record processing, part of the way.
    await media.server.running.engine.commit([
      { type: 'update', path: `mediaStorage/${res.json.processId}`, data: { status: 'processing', processing: true, progress: 40, fileList: [] } },
    ]);
    await media.server.restart();
    await media.server.running.mediaIdle();
    expect(await media.record(res.json.processId)).toMatchObject({ status: 'ready', processing: false });
    expect((await media.record(res.json.processId)).fileList).toHaveLength(4);
  });

  it('removes every media record and stored file of an event when the event is deleted', async () => {
    expect(await media.recordCount()).toBeGreaterThan(0);
    expect(media.storedFiles().length).toBeGreaterThan(0);
    const res = await media.call(media.producer, 'deleteEvent', { eventId: media.eventId });
    expect(res.status).toBe(200);
    expect(await media.recordCount()).toBe(0);
    expect(media.storedFiles()).toEqual([]);
  });
});
