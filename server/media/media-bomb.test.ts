import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '@domain/media/media-types';
import { waitUntil } from '../realtime/test-harness';
import { makePptx } from './testing/media-fixtures';
import { MediaServer } from './testing/media-server';
import { withBomb } from './testing/zip-bomb';

const media = new MediaServer();
beforeAll(() => media.start());
afterAll(() => media.dispose());

describe('a pptx that unpacks to far more than it declares', () => {
  it('fails that one upload with a message that says so, while /api/health and a live listener keep answering', async () => {
    // What a new account can send: 200 KB on the wire whose first notes part inflates to 200 MB.
    const bomb = withBomb(await makePptx(2), 'ppt/notesSlides/notesSlide1.xml', 200 * 1024 * 1024);
    const listener = await media.viewer.browser.socket();
    const eventPath = `events/${media.eventId}`;
    const sub = await listener.subscribe({ doc: eventPath });
    expect(sub.res.ok).toBe(true);

    const upload = await media.upload(media.producer, 'deck.pptx', bomb);
    expect(upload.status, upload.text).toBe(200);
    const { processId } = upload.json as { processId: string };
    const from = listener.frames.length;
    const [health] = await Promise.all([
      media.server.session().request('/api/health'),
      media.server.running.engine.commit([{ type: 'update', path: eventPath, data: { title: 'Renamed while a bomb is read' } }]),
    ]);
    expect(health.status).toBe(200);
    await listener.waitFor((frame) => frame.sub === sub.id && JSON.stringify(frame).includes('Renamed while a bomb is read'), from);

    await waitUntil(async () => (await media.record(processId)).status !== 'processing', 60_000);
    const record = await media.record(processId);
    expect([record.status, record.error]).toEqual(['failed', mediaMessages.unpacksTooLarge]);
    expect((await media.server.session().request('/api/health')).status).toBe(200);
    listener.close();
  }, 90_000);
});
