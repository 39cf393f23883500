/**
 * The live tool's slide calls over HTTP against a real server: who may drive the console, what a
 * cut changes while the stream is not live (the operators' panes only) and while it is (a cue
 * viewers follow, stamped with the stream's moment), the refusals (a removed deck, a slide out of
 * range, a deck another operator changed) and two operators cutting at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteData } from '@domain/documents/values';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';

const ORG = 'org-livetool';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let stranger: { browser: HttpSession; uid: string };
let eventId: string;

const call = (browser: HttpSession, name: string, input: unknown) => browser.post(`/api/call/${name}`, input);
const streamDoc = async (streamId: string) => (await server.running.engine.get(`events/${eventId}/streams/${streamId}`))?.data ?? null;
const slides = (n: number) => Array.from({ length: n }, (_, index) => ({ index, url: `https://files.example/slide-${index}.png`, notes: '', aspectRatio: 4 / 3 }));

async function ok(browser: HttpSession, name: string, input: unknown) {
  const res = await call(browser, name, input);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return res.json.result;
}

async function refused(browser: HttpSession, name: string, input: unknown, message: string) {
  const res = await call(browser, name, input);
  expect(res.status, `${name}: ${res.text}`).toBe(400);
  expect(res.json.error.message).toBe(message);
}

async function setDocs(docs: Record<string, WriteData>) {
  await server.running.engine.commit(Object.entries(docs).map(([path, data]) => ({ type: 'set' as const, path, data })));
}

/** A stream with a deck chosen, on air or not (as the live calls leave it). */
async function streamWithDeck(streamLive: boolean, slideCount = 5): Promise<{ streamId: string; deckId: string }> {
  const { streamId } = await ok(owner.browser, 'createStream', { eventId, stream: { title: 'Keynote', streamType: 'videocast', videoStream: false } });
  const deckId = `deck-${streamId}`;
  await setDocs({ [`events/${eventId}/decks/${deckId}`]: { title: 'Talk', slides: slides(slideCount), revision: 1 } });
  await ok(producer.browser, 'chooseDeck', { eventId, streamId, deckId });
  if (streamLive) await server.running.engine.commit([{ type: 'update', path: `events/${eventId}/streams/${streamId}`, data: { live: true, streamLive: true, dropLive: false } }]);
  return { streamId, deckId };
}

beforeAll(async () => {
  server = new TempServer();
  await server.start();
  [owner, producer, viewer, stranger] = await Promise.all(['olga', 'paul', 'vera', 'sam'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites(ORG, 'Live Org', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Live Tool Day', slug: 'live-tool-day', language: 'en', organizationId: ORG })).eventId;
});
afterAll(() => server.dispose());

describe('the live tool’s slide calls', () => {
  it('are for producers and owners of the event only', async () => {
    const { streamId, deckId } = await streamWithDeck(true);
    for (const { browser } of [viewer, stranger]) {
      for (const [name, input] of [
        ['cutSlide', { eventId, streamId, deckId, index: 1 }],
        ['hideSlide', { eventId, streamId }],
        ['chooseDeck', { eventId, streamId, deckId }],
        ['moveNextUp', { eventId, streamId, deckId, direction: 'next' }],
      ] as const) {
        expect((await call(browser, name, input)).status, name).toBe(403);
      }
    }
    expect(await streamDoc(streamId)).toMatchObject({ presenterCurrent: 0, presenterNext: 0 });
    expect((await ok(owner.browser, 'cutSlide', { eventId, streamId, deckId, index: 1 })).onAir).toBe(true);
  });

  it('while not live change the operators’ panes only: viewers get no cue', async () => {
    const { streamId, deckId } = await streamWithDeck(false);
    expect(await ok(producer.browser, 'moveNextUp', { eventId, streamId, deckId, direction: 'next' })).toEqual({ index: 1 });
    expect(await ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 1 })).toEqual({ onAir: false, seq: null, at: null });
    expect(await streamDoc(streamId)).toMatchObject({ deckID: deckId, presenterCurrent: 1, presenterNext: 1 });
    expect(await ok(viewer.browser, 'slideCues', { eventId, streamId })).toEqual({ cues: [] });
  });

  it('move the next-up pane forward with a wrap after the last slide and back down to the first', async () => {
    const { streamId, deckId } = await streamWithDeck(false, 3);
    const move = async (direction: 'next' | 'previous') => (await ok(producer.browser, 'moveNextUp', { eventId, streamId, deckId, direction })).index;
    expect([await move('next'), await move('next'), await move('next'), await move('previous'), await move('previous')]).toEqual([1, 2, 0, 0, 0]);
  });

  it('while live stamp each cut and hide with the stream’s moment, in one order, for anyone to follow', async () => {
    const { streamId, deckId } = await streamWithDeck(true);
    const before = Date.now();
    const cut = await ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 2 });
    const hide = await ok(producer.browser, 'hideSlide', { eventId, streamId });
    const after = Date.now();
    expect(cut).toMatchObject({ onAir: true, seq: 1 });
    expect(hide).toMatchObject({ onAir: true, seq: 2 });
    // No segment was written for this stream: the moment is the wall clock the program date-time follows.
    expect(cut.at).toBeGreaterThanOrEqual(before);
    expect(hide.at).toBeGreaterThan(cut.at);
    expect(hide.at).toBeLessThanOrEqual(after + 1);
    expect(await streamDoc(streamId)).toMatchObject({ presenterCurrent: null });
    const anonymous = await fetch(`${server.url}/api/call/slideCues`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventId, streamId }) });
    expect(anonymous.status).toBe(200);
    expect((await anonymous.json()).result.cues).toEqual([
      { seq: 1, at: cut.at, kind: 'slide', slide: { deckID: deckId, index: 2, url: 'https://files.example/slide-2.png', aspectRatio: 4 / 3 } },
      { seq: 2, at: hide.at, kind: 'hide' },
    ]);
  });

  it('refuse a slide out of range, a removed deck and a deck another operator changed, and keep PROGRAM as it was', async () => {
    const { streamId, deckId } = await streamWithDeck(true, 2);
    await ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 1 });
    await refused(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 2 }, livetoolMessages.slideOutOfRange(2, 2));
    await refused(producer.browser, 'cutSlide', { eventId, streamId, deckId: 'some-other-deck', index: 0 }, livetoolMessages.deckChanged);
    await refused(producer.browser, 'chooseDeck', { eventId, streamId, deckId: 'no-such-deck' }, livetoolMessages.deckRemoved);
    await server.running.engine.commit([{ type: 'delete', path: `events/${eventId}/decks/${deckId}` }]);
    await refused(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 0 }, livetoolMessages.deckRemoved);
    await refused(producer.browser, 'moveNextUp', { eventId, streamId, deckId, direction: 'next' }, livetoolMessages.deckRemoved);
    expect(await streamDoc(streamId)).toMatchObject({ deckID: deckId, presenterCurrent: 1 });
    expect((await ok(viewer.browser, 'slideCues', { eventId, streamId })).cues.map((c: { seq: number }) => c.seq)).toEqual([1]);
  });

  it('put two operators cutting at once in one order, and PROGRAM shows the one that went last', async () => {
    const { streamId, deckId } = await streamWithDeck(true);
    const [a, b] = await Promise.all([
      ok(owner.browser, 'cutSlide', { eventId, streamId, deckId, index: 3 }),
      ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 4 }),
    ]);
    expect([a.seq, b.seq].sort()).toEqual([1, 2]);
    const last = a.seq > b.seq ? 3 : 4;
    const { cues } = await ok(viewer.browser, 'slideCues', { eventId, streamId });
    expect(cues.map((c: { seq: number }) => c.seq)).toEqual([1, 2]);
    expect(cues[1].slide.index).toBe(last);
    expect(cues[1].at).toBeGreaterThan(cues[0].at);
    expect(await streamDoc(streamId)).toMatchObject({ presenterCurrent: last });
  });
});
