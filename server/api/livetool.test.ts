/**
 * The live tool's slide calls over HTTP against a real server: who may drive the console, what a
 * cut changes while the stream is not live (the operators' panes only) and while it is (a cue
 * in the stream's public cue log, stamped with the stream's moment, which a signed-out viewer's
 * live listener receives as it is committed), the refusals (a removed deck, a slide out of
 * range, a deck another operator changed) and two operators cutting at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteData } from '@domain/documents/values';
import { chapterMessages } from '@domain/livetool/chapter';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { readCueLog, STREAM_CUES, type CueLog } from '@domain/livetool/stream-cues';
import type { TestClient } from '../realtime/test-harness';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

const ORG = 'org-livetool';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let stranger: { browser: HttpSession; uid: string };
let eventId: string;

const streamDoc = async (streamId: string) => (await server.running.engine.get(`events/${eventId}/streams/${streamId}`))?.data ?? null;
const slides = (n: number) => Array.from({ length: n }, (_, index) => ({ index, url: `https://files.example/slide-${index}.png`, notes: '', aspectRatio: 4 / 3 }));


async function refused(browser: HttpSession, name: string, input: unknown, message: string) {
  const res = await call(browser, name, input);
  expect(res.status, `${name}: ${res.text}`).toBe(400);
  expect(res.json.error.message).toBe(message);
}

/** The stream's cue key, which watchStream gives a signed-out viewer of this open site. */
async function cueKeyOf(streamId: string): Promise<string> {
  const res = await server.session().post('/api/call/watchStream', { eventId, streamId });
  expect(res.status, res.text).toBe(200);
  return res.json.result.cueKey;
}

/** The stream's cue log as the server stored it (empty when there is none). */
const cueLog = async (streamId: string): Promise<CueLog> => readCueLog((await server.running.engine.get(STREAM_CUES(eventId, streamId, await cueKeyOf(streamId))))?.data);

/** A signed-out viewer's live listener on the stream's cue log, by the key watchStream gave: resolves with each log it receives, in order. */
async function listen(streamId: string): Promise<{ socket: TestClient; logs: () => CueLog[] }> {
  const socket = await server.session().socket();
  const { id, res } = await socket.subscribe({ doc: STREAM_CUES(eventId, streamId, await cueKeyOf(streamId)) });
  expect(res.ok, JSON.stringify(res)).toBe(true);
  return { socket, logs: () => socket.subFrames(id).map((frame) => readCueLog(frame.doc.data)) };
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
    expect(await cueLog(streamId)).toEqual({ seq: 0, recent: [], earlier: {}, onAir: false });
  });

  it('move the next-up pane forward with a wrap after the last slide and back down to the first', async () => {
    const { streamId, deckId } = await streamWithDeck(false, 3);
    const move = async (direction: 'next' | 'previous') => (await ok(producer.browser, 'moveNextUp', { eventId, streamId, deckId, direction })).index;
    expect([await move('next'), await move('next'), await move('next'), await move('previous'), await move('previous')]).toEqual([1, 2, 0, 0, 0]);
  });

  it('while live stamp each cut and hide with the stream’s moment, in one order, and a signed-out viewer’s listener gets each as it lands', async () => {
    const { streamId, deckId } = await streamWithDeck(true);
    const viewerPage = await listen(streamId);
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
    const cues = [
      { seq: 1, at: cut.at, kind: 'slide', slide: { deckID: deckId, index: 2, url: 'https://files.example/slide-2.png', aspectRatio: 4 / 3 } },
      { seq: 2, at: hide.at, kind: 'hide' },
    ];
    await expect.poll(() => viewerPage.logs().at(-1)?.seq).toBe(2);
    // The listener saw the empty log, then each cue on its own: nothing else is in the document.
    expect(viewerPage.logs()).toEqual([
      { seq: 0, recent: [], earlier: {}, onAir: false },
      { seq: 1, recent: cues.slice(0, 1), earlier: {}, onAir: true },
      { seq: 2, recent: cues, earlier: {}, onAir: true },
    ]);
    viewerPage.socket.close();
  });

  it('keep the cue log where only its key leads: a signed-out stranger can neither list the stream’s viewer documents nor read the old guessable id', async () => {
    const { streamId, deckId } = await streamWithDeck(true);
    await ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 1 });
    const stranger = await server.session().socket();
    const viewerDocs = `events/${eventId}/streams/${streamId}/viewer`;
    expect((await stranger.request({ op: 'list', query: { path: viewerDocs } })).error.code).toBe('permission-denied');
    const guessed = await stranger.request({ op: 'get', path: `${viewerDocs}/cues` });
    expect(guessed).toMatchObject({ ok: true, result: { exists: false, data: null } });
    const keyed = await stranger.request({ op: 'get', path: STREAM_CUES(eventId, streamId, await cueKeyOf(streamId)) });
    expect(readCueLog(keyed.result.data).recent).toMatchObject([{ seq: 1, kind: 'slide' }]);
    stranger.close();
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
    expect((await cueLog(streamId)).recent.map((c) => c.seq)).toEqual([1]);
  });

  it('never cut viewers to a slide whose presentation was deleted: the cut is refused, a deck choice and going live hide PROGRAM', async () => {
    const { streamId } = await streamWithDeck(true);
    const deckId = `deck-gone-${streamId}`;
    const kept = `kept-${streamId}`;
    const from = (presentation: string) => slides(1).map((s) => ({ ...s, presentation, url: `https://files.example/${presentation}.png` }))[0];
    await setDocs({
      [`mediaStorage/${kept}`]: { name: 'Kept.pdf', typeOf: 'document', resourceID: eventId },
      [`events/${eventId}/decks/${deckId}`]: {
        title: 'Half gone',
        slides: [from('deleted-talk'), from(kept)].map((s, index) => ({ ...s, index })),
        revision: 1,
      },
    });
    // The deck's first slide is gone: choosing the deck leaves PROGRAM hidden, and viewers get a hide.
    await ok(producer.browser, 'chooseDeck', { eventId, streamId, deckId });
    expect(await streamDoc(streamId)).toMatchObject({ deckID: deckId, presenterCurrent: null, presenterNext: 0 });
    expect((await cueLog(streamId)).recent.at(-1)).toMatchObject({ kind: 'hide' });
    await refused(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 0 }, livetoolMessages.slideMissing(0));
    expect(await ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 1 })).toMatchObject({ onAir: true });
    expect((await cueLog(streamId)).recent.at(-1)).toMatchObject({ kind: 'slide', slide: { index: 1, url: `https://files.example/${kept}.png` } });

    // Deleted while on PROGRAM and the stream off air: going live again shows viewers no slide.
    await ok(producer.browser, 'stopLive', { eventId, streamId });
    await withSource(streamId);
    await server.running.engine.commit([{ type: 'delete', path: `mediaStorage/${kept}` }]);
    await ok(producer.browser, 'goLive', { eventId, streamId });
    expect((await cueLog(streamId)).recent.at(-1)).toMatchObject({ kind: 'hide' });
    await refused(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 1 }, livetoolMessages.slideMissing(1));
  });

  it('put two operators cutting at once in one order, and PROGRAM shows the one that went last', async () => {
    const { streamId, deckId } = await streamWithDeck(true);
    const [a, b] = await Promise.all([
      ok(owner.browser, 'cutSlide', { eventId, streamId, deckId, index: 3 }),
      ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 4 }),
    ]);
    expect([a.seq, b.seq].sort()).toEqual([1, 2]);
    const last = a.seq > b.seq ? 3 : 4;
    const cues = (await cueLog(streamId)).recent;
    expect(cues.map((c) => c.seq)).toEqual([1, 2]);
    expect(cues[1]).toMatchObject({ kind: 'slide', slide: { index: last } });
    expect(cues[1].at).toBeGreaterThan(cues[0].at);
    expect(await streamDoc(streamId)).toMatchObject({ presenterCurrent: last });
  });
});

/** The stream as a running transcoder with a source leaves it, viewers not on air yet. */
async function withSource(streamId: string) {
  await server.running.engine.commit([
    { type: 'update', path: `events/${eventId}/streams/${streamId}`, data: { wowzaID: `t-${streamId}`, transcoderStatus: 'running', live: true, direct: `/live/t-${streamId}/index.m3u8` } },
  ]);
}

const logsOf = async (streamId: string) => (await server.running.engine.list({ path: `events/${eventId}/streams/${streamId}/logs` })).map((doc) => doc.data);
const watch = async (streamId: string) => (await server.session().post('/api/call/watchStream', { eventId, streamId })).json.result;

describe('the console’s other calls', () => {
  it('Mark chapter: only while live and with a title; a chapter cue at the stream’s moment', async () => {
    const { streamId } = await streamWithDeck(false);
    await refused(producer.browser, 'markChapter', { eventId, streamId, title: 'Opening' }, chapterMessages.notLive);
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}/streams/${streamId}`, data: { live: true, streamLive: true } }]);
    const blank = await call(producer.browser, 'markChapter', { eventId, streamId, title: '   ' });
    expect([blank.status, blank.json.error.message]).toEqual([400, chapterMessages.titleRequired]);
    expect((await call(viewer.browser, 'markChapter', { eventId, streamId, title: 'Opening' })).status).toBe(403);
    const marked = await ok(producer.browser, 'markChapter', { eventId, streamId, title: ' Opening ', description: 'Welcome' });
    expect(marked).toMatchObject({ onAir: true, seq: 1 });
    expect((await cueLog(streamId)).recent).toEqual([{ seq: 1, at: marked.at, kind: 'chapter', chapter: { title: 'Opening', description: 'Welcome' } }]);
  });

  it('go live shows viewers what PROGRAM holds, cut before while off air, and open pages hear of going on and off air', async () => {
    const { streamId, deckId } = await streamWithDeck(false);
    await withSource(streamId);
    await ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 3 });
    expect((await cueLog(streamId)).seq).toBe(0);
    const viewerPage = await listen(streamId);
    await ok(producer.browser, 'goLive', { eventId, streamId });
    expect(await cueLog(streamId)).toMatchObject({ onAir: true, recent: [{ seq: 1, kind: 'slide', slide: { index: 3 } }] });
    expect(await watch(streamId)).toMatchObject({ state: 'live', streamType: 'videocast' });
    // Stopping, going live again and deleting the transcoder on air reach open pages through their listener too.
    await ok(producer.browser, 'stopLive', { eventId, streamId });
    expect(await watch(streamId)).toMatchObject({ state: 'ended', playbackUrl: null });
    await ok(producer.browser, 'goLive', { eventId, streamId });
    await ok(producer.browser, 'deleteTranscoder', { eventId, streamId });
    await expect.poll(() => viewerPage.logs().map((log) => log.onAir)).toEqual([false, true, false, true, false]);
    viewerPage.socket.close();
  });

  it('the event state buttons set the event’s state and log a state_change with before and after', async () => {
    const { streamId } = await streamWithDeck(false);
    expect((await call(viewer.browser, 'changeEventState', { eventId, streamId, state: 'live' })).status).toBe(403);
    expect((await call(producer.browser, 'changeEventState', { eventId, streamId, state: 'closed' })).status).toBe(400);
    const before = (await server.running.engine.get(`events/${eventId}`))!.data.state;
    expect(await ok(producer.browser, 'changeEventState', { eventId, streamId, state: 'on-demand' })).toEqual({ rehearsal: false });
    expect((await server.running.engine.get(`events/${eventId}`))!.data.state).toBe('on-demand');
    expect(await logsOf(streamId)).toMatchObject([{ type: 'state_change', createdBy: producer.uid, error: false, payload: { from: before, after: 'on-demand' } }]);
    await ok(producer.browser, 'changeEventState', { eventId, streamId, state: 'on-demand' });
    expect(await logsOf(streamId)).toHaveLength(1);
  });

  it('Finish preview marks the stream previewed, for producers and owners, not for a VOD', async () => {
    const { streamId } = await streamWithDeck(false);
    expect((await call(viewer.browser, 'finishPreview', { eventId, streamId })).status).toBe(403);
    await ok(producer.browser, 'finishPreview', { eventId, streamId });
    expect(await streamDoc(streamId)).toMatchObject({ preview: true });
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}/streams/${streamId}`, data: { vod: true } }]);
    await refused(producer.browser, 'finishPreview', { eventId, streamId }, livetoolMessages.streamEnded);
  });

  it('a rehearsal runs everything while viewers see none of it, and leaving it starts clean', async () => {
    const { streamId, deckId } = await streamWithDeck(false);
    await withSource(streamId);
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}`, data: { state: 'prelive' } }]);
    const viewerPage = await listen(streamId);

    // Only producers and owners switch it; not while viewers are on air.
    expect((await call(viewer.browser, 'setRehearsal', { eventId, streamId, on: true })).status).toBe(403);
    await ok(producer.browser, 'goLive', { eventId, streamId });
    await refused(producer.browser, 'setRehearsal', { eventId, streamId, on: true }, livetoolMessages.rehearsalWhileLive);
    await ok(producer.browser, 'stopLive', { eventId, streamId });
    const logsBefore = await logsOf(streamId);
    const logBefore = await cueLog(streamId);
    await ok(owner.browser, 'setRehearsal', { eventId, streamId, on: true });

    // Everything runs on the console...
    await ok(producer.browser, 'goLive', { eventId, streamId });
    expect(await streamDoc(streamId)).toMatchObject({ rehearsal: true, streamLive: true });
    await ok(producer.browser, 'moveNextUp', { eventId, streamId, deckId, direction: 'next' });
    expect(await ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 1 })).toEqual({ onAir: false, seq: null, at: null });
    expect(await ok(producer.browser, 'hideSlide', { eventId, streamId })).toMatchObject({ onAir: false });
    expect(await ok(producer.browser, 'cutSlide', { eventId, streamId, deckId, index: 2 })).toMatchObject({ onAir: false });
    expect(await ok(producer.browser, 'markChapter', { eventId, streamId, title: 'Rehearsed chapter' })).toMatchObject({ onAir: false });
    expect(await ok(producer.browser, 'changeEventState', { eventId, streamId, state: 'live' })).toEqual({ rehearsal: true });
    expect(await streamDoc(streamId)).toMatchObject({ presenterCurrent: 2, presenterNext: 1, rehearsalState: 'live' });
    await refused(producer.browser, 'createRecording', { eventId, streamId }, livetoolMessages.recordingInRehearsal);

    // ...and viewers see none of it: no video (the live they saw has ended), no cue, no event state; the stream's logs hold nothing of it.
    expect(await watch(streamId)).toMatchObject({ state: 'ended', playbackUrl: null });
    expect(await cueLog(streamId)).toEqual(logBefore);
    expect((await server.running.engine.get(`events/${eventId}`))!.data.state).toBe('prelive');
    expect(await logsOf(streamId)).toEqual(logsBefore);

    // Leaving starts clean.
    await ok(producer.browser, 'setRehearsal', { eventId, streamId, on: false });
    const after = await streamDoc(streamId);
    expect(after).toMatchObject({ rehearsal: false, streamLive: false, dropLive: true, presenterCurrent: null, presenterNext: 0 });
    expect(after).not.toHaveProperty('rehearsalState');
    expect(await watch(streamId)).toMatchObject({ state: 'ended' });
    await ok(producer.browser, 'goLive', { eventId, streamId });
    expect(await watch(streamId)).toMatchObject({ state: 'live' });
    const log = await cueLog(streamId);
    expect(log.recent.slice(logBefore.recent.length)).toMatchObject([{ seq: logBefore.seq + 1, kind: 'hide' }]);
    // The viewer's listener saw every log the server stored, and none holds a rehearsed cue.
    await expect.poll(() => viewerPage.logs().at(-1)?.seq).toBe(log.seq);
    expect(viewerPage.logs().flatMap((l) => l.recent).filter((cue) => cue.kind === 'chapter' || (cue.kind === 'slide' && cue.slide.index !== 0))).toEqual([]);
    viewerPage.socket.close();
  });
});
