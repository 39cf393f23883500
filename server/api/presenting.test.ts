/**
 * Presenter links through a real server (issue 15): producers make, edit and revoke them; a
 * holder's token is checked on every read and every call; revoking or expiring a link ends its
 * open views at once; presenters move slides only through the calls, which go through the
 * operator's cut (a cue viewers follow) and refuse every bad input of the issue.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteData } from '@domain/documents/values';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { readCueLog, STREAM_CUES } from '@domain/livetool/stream-cues';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { slideControlTexts } from '@domain/presenting/slide-control';
import { readStream } from '@domain/streams/stream';
import type { TestClient } from '../realtime/test-harness';
import { AddressBrowser } from '../testing/address-browser';
import { waitUntil } from '../realtime/test-harness';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';
import { PRESENTER_GUESS_LIMIT } from './presenting-handlers';

const ORG = 'org-presenting';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let visitor: HttpSession;
let eventId: string;
let otherEventId: string;

const streamDoc = async (streamId: string, event = eventId) => (await server.running.engine.get(`events/${event}/streams/${streamId}`))!.data;
/** What the stream's viewers follow: its cue log. */
const cueLog = async (streamId: string) => readCueLog((await server.running.engine.get(STREAM_CUES(eventId, streamId, readStream(streamId, await streamDoc(streamId)).cueKey)))?.data);
const slides = (n: number) => Array.from({ length: n }, (_, index) => ({ index, url: `https://files.example/s${index}.png`, notes: `note ${index}`, aspectRatio: 16 / 9 }));
const form = (over: Record<string, unknown> = {}) => ({ name: 'Ada', email: 'ada@example.com', time: 20, deckId: null, chat: true, notes: true, controls: true, expiry: 'never', ...over });


async function refused(browser: HttpSession, name: string, input: unknown, status: number, message?: string) {
  const res = await call(browser, name, input);
  expect(res.status, `${name}: ${res.text}`).toBe(status);
  if (message) expect(res.json.error.message).toBe(message);
}

async function setDocs(docs: Record<string, WriteData>, type: 'set' | 'update' = 'set') {
  await server.running.engine.commit(Object.entries(docs).map(([path, data]) => ({ type, path, data })));
}

type Setup = { streamId: string; deckId: string; linkId: string; token: string; cred: { linkId: string; token: string; eventId: string; streamId: string } };

/** A stream with a 3-slide deck and a chat, on air or not, and a presenter link for it. */
async function presentedStream(onAir: boolean, link: Record<string, unknown> = {}, event = eventId): Promise<Setup> {
  const { streamId } = await ok(owner.browser, 'createStream', { eventId: event, stream: { title: 'Keynote', streamType: 'videocast', videoStream: false } });
  const deckId = `deck-${streamId}`;
  await setDocs({ [`events/${event}/decks/${deckId}`]: { title: 'Talk', slides: slides(3), revision: 1 } });
  await ok(producer.browser, 'chooseDeck', { eventId: event, streamId, deckId });
  await setDocs({ [`events/${event}/streams/${streamId}`]: { chatID: 'chat1', ...(onAir ? { live: true, streamLive: true } : {}) } }, 'update');
  const { linkId, token } = await ok(producer.browser, 'savePresenterLink', { eventId: event, streamId, link: form({ deckId, ...link }) });
  return { streamId, deckId, linkId, token, cred: { linkId, token, eventId: event, streamId } };
}

/** Takes control as a new page of the link would: its credential, with the seat's key its moves carry. */
const takeControl = async (cred: Setup['cred']) => ({ ...cred, seatKey: (await ok(visitor, 'takePresenterControl', cred)).seatKey as string });

const hold = (client: TestClient, linkId: string, token: string) => client.request({ op: 'link', kind: 'presenter', resourceId: linkId, token });

beforeAll(async () => {
  server = new TempServer();
  await server.start();
  [owner, producer, viewer] = await Promise.all(['olga', 'paul', 'vera'].map((name) => server.signedUp(`${name}@example.com`)));
  visitor = server.session();
  await server.running.engine.commit(organizationWrites(ORG, 'Presenting Org', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Presenting Day', slug: 'presenting-day', language: 'en', organizationId: ORG })).eventId;
  otherEventId = (await ok(owner.browser, 'createEvent', { title: 'Other Day', slug: 'other-day', language: 'en', organizationId: ORG })).eventId;
  await setDocs({
    [`events/${eventId}/chats/chat1/messages/m-presenter`]: { text: 'for you', type: 'presenter' },
    [`events/${eventId}/chats/chat1/messages/m-only`]: { text: 'only you', type: 'presenter-only' },
    [`events/${eventId}/chats/chat1/messages/m-pending`]: { text: 'waiting', type: null },
    [`events/${eventId}/chats/chat2/messages/m-elsewhere`]: { text: 'other chat', type: 'presenter' },
  });
});
afterAll(() => server.dispose());

describe('making presenter links', () => {
  it('is for producers and owners; the server makes a 192-bit token, the expiry and keeps both on edit', async () => {
    const { streamId, linkId, token } = await presentedStream(false, { expiry: '3d' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = (await server.running.engine.get(`presenterLinks/${linkId}`))!.data;
    expect(stored).toMatchObject({ eventID: eventId, streamID: streamId, name: 'Ada', time: 20, chat: true, notes: true, controls: true, token });
    const days = ((stored.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);

    const edited = await ok(producer.browser, 'savePresenterLink', { eventId, streamId, linkId, link: form({ name: 'Ada L.', expiry: 'keep' }) });
    expect(edited).toEqual({ linkId, token });
    expect((await server.running.engine.get(`presenterLinks/${linkId}`))!.data).toMatchObject({ name: 'Ada L.', expires: stored.expires });
    await ok(producer.browser, 'savePresenterLink', { eventId, streamId, linkId, link: form({ expiry: 'never' }) });
    expect((await server.running.engine.get(`presenterLinks/${linkId}`))!.data.expires).toBe(0);

    for (const who of [viewer.browser, visitor]) await refused(who, 'savePresenterLink', { eventId, streamId, link: form() }, who === visitor ? 401 : 403);
    await refused(viewer.browser, 'revokePresenterLink', { eventId, linkId }, 403);
    await refused(producer.browser, 'savePresenterLink', { eventId, streamId, link: form({ name: '  ' }) }, 400);
    await refused(producer.browser, 'savePresenterLink', { eventId, streamId, link: form({ time: 0 }) }, 400);
    await refused(producer.browser, 'savePresenterLink', { eventId, streamId, link: form({ deckId: 'no-such-deck' }) }, 400);
    // A link is edited only as the link of its own stream.
    const other = await presentedStream(false);
    await refused(producer.browser, 'savePresenterLink', { eventId, streamId: other.streamId, linkId, link: form() }, 404);
  });
});

describe('holding a presenter link on the realtime connection', () => {
  it('grants its link, its stream, its presence and the presenter messages of its chat, and nothing else', async () => {
    const { streamId, deckId, linkId, token } = await presentedStream(false);
    const client = await visitor.socket();
    for (const wrong of [linkId, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) expect((await hold(client, linkId, wrong)).error.message).toBe(presenterTexts.noPermission);
    expect((await client.request({ op: 'get', path: `events/${eventId}/streams/${streamId}` })).error.code).toBe('permission-denied');
    expect((await hold(client, linkId, token)).ok).toBe(true);

    expect((await client.request({ op: 'get', path: `presenterLinks/${linkId}` })).result.data.name).toBe('Ada');
    expect((await client.request({ op: 'get', path: `events/${eventId}/streams/${streamId}` })).ok).toBe(true);
    expect((await client.request({ op: 'list', query: { path: `events/${eventId}/streams/${streamId}/presenterUsers` } })).ok).toBe(true);
    const messages = await client.request({ op: 'list', query: { path: `events/${eventId}/chats/chat1/messages`, where: [{ field: 'type', op: 'in', value: ['presenter', 'presenter-only'] }] } });
    expect(messages.result.map((d: { data: { text: string } }) => d.data.text).sort()).toEqual(['for you', 'only you']);

    const refusedFrames = [
      { op: 'list', query: { path: 'presenterLinks' } },
      { op: 'list', query: { path: `events/${eventId}/streams` } },
      { op: 'get', path: `events/${eventId}/decks/${deckId}` },
      { op: 'get', path: `events/${eventId}/chats/chat1/messages/m-pending` },
      { op: 'list', query: { path: `events/${eventId}/chats/chat1/messages` } },
      // 'presenter' messages are also the audience's (accepted ones routed to the presenter); 'presenter-only' ones are not.
      { op: 'list', query: { path: `events/${eventId}/chats/chat2/messages`, where: [{ field: 'type', op: '==', value: 'presenter-only' }] } },
      { op: 'get', path: `events/${eventId}/streams/${streamId}/settings/wowza` },
      // The gap the last session left: a presenter cannot write the slide (or anything) directly.
      { op: 'write', ops: [{ type: 'update', path: `events/${eventId}/streams/${streamId}`, data: { presenterCurrent: 2 } }] },
      { op: 'write', ops: [{ type: 'update', path: `presenterLinks/${linkId}`, data: { expires: 0 } }] },
    ];
    for (const frame of refusedFrames) expect((await client.request(frame)).error?.code, JSON.stringify(frame)).toBe('permission-denied');
    expect((await streamDoc(streamId)).presenterCurrent).toBe(0);
    client.close();
  });

  it('reads no chat when the link does not allow chat, and stops reading it when an edit turns chat off', async () => {
    const query = { path: `events/${eventId}/chats/chat1/messages`, where: [{ field: 'type', op: 'in', value: ['presenter', 'presenter-only'] }] };
    const off = await presentedStream(false, { chat: false });
    const client = await visitor.socket();
    expect((await hold(client, off.linkId, off.token)).ok).toBe(true);
    expect((await client.request({ op: 'list', query })).error.code).toBe('permission-denied');

    const on = await presentedStream(false);
    expect((await hold(client, on.linkId, on.token)).ok).toBe(true);
    const sub = await client.subscribe({ query });
    expect(sub.res.ok).toBe(true);
    const from = client.frames.length;
    await ok(producer.browser, 'savePresenterLink', { eventId, streamId: on.streamId, linkId: on.linkId, link: form({ deckId: on.deckId, chat: false, expiry: 'keep' }) });
    expect((await client.waitFor((f) => f.t === 'suberr' && f.sub === sub.id, from)).error.code).toBe('permission-denied');
    // The link itself still works: only what the edit took away is gone.
    expect((await client.request({ op: 'get', path: `events/${eventId}/streams/${on.streamId}` })).ok).toBe(true);
    client.close();
  });

  it('shows the presenter online while a connection holds the link, offline after', async () => {
    const { streamId, linkId, token } = await presentedStream(false);
    const state = async () => (await server.running.engine.get(`events/${eventId}/streams/${streamId}/presenterUsers/${linkId}`))?.data.state;
    const client = await visitor.socket();
    expect((await hold(client, linkId, token)).ok).toBe(true);
    await waitUntil(async () => (await state()) === 'online');
    client.close();
    await waitUntil(async () => (await state()) === 'offline');
  });

  it('shows the presenter offline once their open page lets go of the link, which then grants nothing', async () => {
    const { streamId, linkId, token } = await presentedStream(false);
    const state = async () => (await server.running.engine.get(`events/${eventId}/streams/${streamId}/presenterUsers/${linkId}`))?.data.state;
    const client = await visitor.socket();
    expect((await hold(client, linkId, token)).ok).toBe(true);
    await waitUntil(async () => (await state()) === 'online');
    expect((await client.request({ op: 'unlink', kind: 'presenter', resourceId: linkId })).ok).toBe(true);
    await waitUntil(async () => (await state()) === 'offline');
    expect((await client.request({ op: 'get', path: `events/${eventId}/streams/${streamId}` })).ok).toBe(false);
    expect((await client.request({ op: 'unlink', kind: 'presenter', resourceId: linkId })).ok).toBe(true);
    client.close();
  });

  it('ends every open view at once when the link is revoked, and takes the presenter out of the pool', async () => {
    const { streamId, linkId, token, cred } = await presentedStream(false);
    await ok(visitor, 'joinPresenting', { ...cred, name: '' });
    await ok(visitor, 'takePresenterControl', cred);
    const holders = [await visitor.socket(), await visitor.socket()];
    const subs: number[][] = [];
    for (const client of holders) {
      expect((await hold(client, linkId, token)).ok).toBe(true);
      subs.push([(await client.subscribe({ doc: `events/${eventId}/streams/${streamId}` })).id, (await client.subscribe({ doc: `presenterLinks/${linkId}` })).id]);
    }
    const from = holders.map((c) => c.frames.length);
    await ok(producer.browser, 'revokePresenterLink', { eventId, linkId });
    for (const [i, client] of holders.entries()) {
      for (const sub of subs[i]) expect((await client.waitFor((f) => f.t === 'suberr' && f.sub === sub, from[i])).error.code).toBe('permission-denied');
      expect((await client.request({ op: 'get', path: `events/${eventId}/streams/${streamId}` })).error.code).toBe('permission-denied');
      client.close();
    }
    expect(await streamDoc(streamId)).toMatchObject({ presenterPool: [], presenterControl: null });
    await refused(visitor, 'presentSlide', { ...cred, seatKey: 'any', index: 1, from: 0 }, 403, presenterTexts.noPermission);
    await refused(visitor, 'presenterSlides', cred, 403, presenterTexts.noPermission);
  });

  it('ends with its stream: deleting the stream deletes its links and ends their views', async () => {
    const { streamId, linkId, token, cred } = await presentedStream(false);
    const client = await visitor.socket();
    expect((await hold(client, linkId, token)).ok).toBe(true);
    const sub = await client.subscribe({ doc: `presenterLinks/${linkId}` });
    await ok(owner.browser, 'deleteStream', { eventId, streamId });
    expect((await client.waitFor((f) => f.t === 'suberr' && f.sub === sub.id)).error.code).toBe('permission-denied');
    expect(await server.running.engine.get(`presenterLinks/${linkId}`)).toBeNull();
    await refused(visitor, 'joinPresenting', { ...cred, name: '' }, 403, presenterTexts.noPermission);
    client.close();
  });

  it('ends an open view when the link expires, without anyone acting', async () => {
    const { streamId, linkId, token, cred } = await presentedStream(false);
    await setDocs({ [`presenterLinks/${linkId}`]: { expires: new Date(Date.now() + 1500) } }, 'update');
    const client = await visitor.socket();
    expect((await hold(client, linkId, token)).ok).toBe(true);
    const sub = await client.subscribe({ doc: `events/${eventId}/streams/${streamId}` });
    expect(sub.res.ok).toBe(true);
    expect((await client.waitFor((f) => f.t === 'suberr' && f.sub === sub.id, 0, 15_000)).error.code).toBe('permission-denied');
    expect((await hold(client, linkId, token)).error.message).toBe(presenterTexts.noPermission);
    await refused(visitor, 'joinPresenting', { ...cred, name: 'Ada' }, 403, presenterTexts.noPermission);
    client.close();
  });
});

describe('presenting slides', () => {
  it('goes through the operator’s cut: a cue viewers follow while live, the panes only while not', async () => {
    const live = await presentedStream(true);
    await ok(visitor, 'joinPresenting', { ...live.cred, name: 'Ada at home' });
    expect((await streamDoc(live.streamId)).presenterPool).toEqual([{ id: live.linkId, name: 'Ada at home' }]);
    await refused(visitor, 'presentSlide', { ...live.cred, seatKey: 'none', index: 1, from: 0 }, 400, presenterTexts.notInControl);
    const liveSeated = await takeControl(live.cred);
    const cue = await ok(visitor, 'presentSlide', { ...liveSeated, index: 1, from: 0 });
    expect(cue).toMatchObject({ onAir: true, seq: 1 });
    expect((await cueLog(live.streamId)).recent.at(-1)).toMatchObject({ seq: 1, kind: 'slide', slide: { deckID: live.deckId, index: 1, url: 'https://files.example/s1.png' } });
    expect((await streamDoc(live.streamId)).presenterCurrent).toBe(1);

    const offAir = await presentedStream(false);
    await ok(visitor, 'joinPresenting', { ...offAir.cred, name: '' });
    const offAirSeated = await takeControl(offAir.cred);
    expect(await ok(visitor, 'presentSlide', { ...offAirSeated, index: 2, from: 0 })).toEqual({ onAir: false, seq: null, at: null });
    expect((await streamDoc(offAir.streamId)).presenterCurrent).toBe(2);
    expect((await cueLog(offAir.streamId)).seq).toBe(0);
  });

  it('refuses next at the last slide, a forged token, a link of another stream or event, and a link without controls', async () => {
    const s = await presentedStream(true);
    await ok(visitor, 'joinPresenting', { ...s.cred, name: '' });
    const seated = await takeControl(s.cred);
    await ok(visitor, 'presentSlide', { ...seated, index: 2, from: 0 });
    await refused(visitor, 'presentSlide', { ...seated, index: 3, from: 2 }, 400, presenterTexts.lastSlide);
    expect((await streamDoc(s.streamId)).presenterCurrent).toBe(2);

    const forged = `${s.token.slice(0, -1)}${s.token.endsWith('A') ? 'B' : 'A'}`;
    await refused(visitor, 'presentSlide', { ...seated, token: forged, index: 1, from: 2 }, 403, presenterTexts.noPermission);
    await refused(visitor, 'presentSlide', { ...seated, token: s.linkId, index: 1, from: 2 }, 403, presenterTexts.noPermission);
    const other = await presentedStream(true);
    await refused(visitor, 'presentSlide', { ...seated, streamId: other.streamId, index: 1, from: 0 }, 403, presenterTexts.wrongStream);
    await refused(visitor, 'takePresenterControl', { ...s.cred, streamId: other.streamId }, 403, presenterTexts.wrongStream);
    const elsewhere = await presentedStream(true, {}, otherEventId);
    await refused(visitor, 'presentSlide', { ...seated, eventId: otherEventId, streamId: elsewhere.streamId, index: 1, from: 0 }, 403, presenterTexts.wrongStream);
    expect((await streamDoc(other.streamId)).presenterCurrent).toBe(0);
    expect((await streamDoc(elsewhere.streamId, otherEventId)).presenterCurrent).toBe(0);

    const watcher = await presentedStream(true, { controls: false, notes: false });
    await ok(visitor, 'joinPresenting', { ...watcher.cred, name: '' });
    await refused(visitor, 'takePresenterControl', watcher.cred, 403, presenterTexts.noControls);
    await refused(visitor, 'presentSlide', { ...watcher.cred, seatKey: 'none', index: 1, from: 0 }, 403, presenterTexts.noControls);
    const { decks } = await ok(visitor, 'presenterSlides', watcher.cred);
    expect(decks[0].slides.map((slide: { notes: string }) => slide.notes)).toEqual(['', '', '']);
    expect((await ok(visitor, 'presenterSlides', s.cred)).decks[0].slides[1].notes).toBe('note 1');
  });

  it('tells the presenter which slides lost their presentation, without their images, and refuses to show them', async () => {
    const s = await presentedStream(true);
    const kept = `kept-${s.streamId}`;
    await setDocs({
      [`mediaStorage/${kept}`]: { name: 'Kept.pdf', typeOf: 'document', resourceID: eventId },
      [`events/${eventId}/decks/${s.deckId}`]: {
        title: 'Talk',
        slides: slides(3).map((slide, index) => ({ ...slide, presentation: index === 1 ? 'deleted-talk' : kept })),
        revision: 2,
      },
    });
    const { decks } = await ok(visitor, 'presenterSlides', s.cred);
    expect(decks[0].slides.map((slide: { url: string; missing: boolean }) => [slide.url, slide.missing])).toEqual([
      ['https://files.example/s0.png', false],
      ['', true],
      ['https://files.example/s2.png', false],
    ]);
    await ok(visitor, 'joinPresenting', { ...s.cred, name: '' });
    const seated = await takeControl(s.cred);
    await refused(visitor, 'presentSlide', { ...seated, index: 1, from: 0 }, 400, livetoolMessages.slideMissing(1));
  });

  it('moves one step when two presses of next are made on the same slide at once', async () => {
    const s = await presentedStream(true);
    await ok(visitor, 'joinPresenting', { ...s.cred, name: '' });
    const seated = await takeControl(s.cred);
    const seqBefore = (await cueLog(s.streamId)).seq;
    const answers = await Promise.all([call(visitor, 'presentSlide', { ...seated, index: 1, from: 0 }), call(server.session(), 'presentSlide', { ...seated, index: 1, from: 0 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error.message).toBe(presenterTexts.changedMeanwhile);
    const after = await streamDoc(s.streamId);
    expect(after.presenterCurrent).toBe(1);
    expect((await cueLog(s.streamId)).seq).toBe(seqBefore + 1);
  });

  it('moves one step when the connection drops mid-change and the press is sent again', async () => {
    const s = await presentedStream(true);
    await ok(visitor, 'joinPresenting', { ...s.cred, name: '' });
    const seated = await takeControl(s.cred);
    // The whole press reaches the server, then the connection drops before any answer.
    await new Promise<void>((resolve) => {
      const req = request(`${server.url}/api/call/presentSlide`, { method: 'POST', headers: { 'content-type': 'application/json' } });
      req.on('error', () => resolve());
      req.on('finish', () => {
        req.destroy();
        resolve();
      });
      req.end(JSON.stringify({ ...seated, index: 1, from: 0 }));
    });
    // The page sends the same press again: it lands once, whether or not the dropped one did.
    const again = await call(visitor, 'presentSlide', { ...seated, index: 1, from: 0 });
    expect([200, 409]).toContain(again.status);
    await waitUntil(async () => (await streamDoc(s.streamId)).presenterCurrent === 1);
    expect((await cueLog(s.streamId)).seq).toBe(1);
  });

  it('hands control over, and the operator removes a presenter from the pool', async () => {
    const s = await presentedStream(true);
    const b = await ok(producer.browser, 'savePresenterLink', { eventId, streamId: s.streamId, link: form({ name: 'Bea', deckId: s.deckId }) });
    const credB = { ...s.cred, linkId: b.linkId, token: b.token };
    await ok(visitor, 'joinPresenting', { ...s.cred, name: '' });
    await ok(visitor, 'joinPresenting', { ...credB, name: '' });
    const seatedA = await takeControl(s.cred);
    await ok(visitor, 'presentSlide', { ...seatedA, index: 1, from: 0 });
    const seatedB = await takeControl(credB);
    expect((await streamDoc(s.streamId)).presenterControl).toBe(b.linkId);
    await refused(visitor, 'presentSlide', { ...seatedA, index: 2, from: 1 }, 400, presenterTexts.notInControl);
    await ok(visitor, 'presentSlide', { ...seatedB, index: 2, from: 1 });

    await refused(viewer.browser, 'removePresenter', { eventId, streamId: s.streamId, presenterId: s.linkId }, 403);
    await ok(producer.browser, 'removePresenter', { eventId, streamId: s.streamId, presenterId: s.linkId });
    expect((await streamDoc(s.streamId)).presenterPool).toEqual([{ id: b.linkId, name: 'Bea' }]);
    await refused(visitor, 'takePresenterControl', s.cred, 400, presenterTexts.notInPool);
    await ok(producer.browser, 'removePresenter', { eventId, streamId: s.streamId, presenterId: b.linkId });
    expect(await streamDoc(s.streamId)).toMatchObject({ presenterPool: [], presenterControl: null, presenterCurrent: 2 });
  });

  it('keeps a removed presenter out until the producer saves their link again', async () => {
    const s = await presentedStream(true);
    await ok(visitor, 'joinPresenting', { ...s.cred, name: '' });
    await ok(producer.browser, 'removePresenter', { eventId, streamId: s.streamId, presenterId: s.linkId });
    await refused(visitor, 'joinPresenting', { ...s.cred, name: '' }, 400, presenterTexts.removedByOperator);
    expect((await streamDoc(s.streamId)).presenterPool).toEqual([]);
    await ok(producer.browser, 'savePresenterLink', { eventId, streamId: s.streamId, linkId: s.linkId, link: form({ deckId: s.deckId, expiry: 'keep' }) });
    await ok(visitor, 'joinPresenting', { ...s.cred, name: '' });
    expect((await streamDoc(s.streamId)).presenterPool).toEqual([{ id: s.linkId, name: 'Ada' }]);
  });
  it('reads nothing of the stream once removed, ending open views, but its own link, until the producer saves it again', async () => {
    const s = await presentedStream(true);
    const messages = { path: `events/${eventId}/chats/chat1/messages`, where: [{ field: 'type', op: 'in', value: ['presenter', 'presenter-only'] }] };
    const reads = [
      { op: 'get', path: `events/${eventId}/streams/${s.streamId}` },
      { op: 'list', query: { path: `events/${eventId}/streams/${s.streamId}/presenterUsers` } },
      { op: 'list', query: messages },
    ];
    const client = await visitor.socket();
    expect((await hold(client, s.linkId, s.token)).ok).toBe(true);
    const subs = [
      await client.subscribe({ doc: `events/${eventId}/streams/${s.streamId}` }),
      await client.subscribe({ query: { path: `events/${eventId}/streams/${s.streamId}/presenterUsers` } }),
      await client.subscribe({ query: messages }),
    ];
    const own = await client.subscribe({ doc: `presenterLinks/${s.linkId}` });
    for (const sub of [...subs, own]) expect(sub.res.ok).toBe(true);
    await ok(visitor, 'joinPresenting', { ...s.cred, name: '' });
    const from = client.frames.length;
    await ok(producer.browser, 'removePresenter', { eventId, streamId: s.streamId, presenterId: s.linkId });

    for (const sub of subs) expect((await client.waitFor((f) => f.t === 'suberr' && f.sub === sub.id, from)).error.code).toBe('permission-denied');
    // Its own link still reaches the view, which learns it was removed (and, below, let back).
    await client.waitFor((f) => f.sub === own.id && JSON.stringify(f).includes('"removed":true'), from);
    for (const frame of reads) expect((await client.request(frame)).error?.code, JSON.stringify(frame)).toBe('permission-denied');
    await refused(visitor, 'presenterSlides', s.cred, 400, presenterTexts.removedByOperator);

    await ok(producer.browser, 'savePresenterLink', { eventId, streamId: s.streamId, linkId: s.linkId, link: form({ deckId: s.deckId, expiry: 'keep' }) });
    await client.waitFor((f) => f.sub === own.id && JSON.stringify(f).includes('"removed":false'), from);
    for (const frame of reads) expect((await client.request(frame)).ok, JSON.stringify(frame)).toBe(true);
    expect((await client.subscribe({ doc: `events/${eventId}/streams/${s.streamId}` })).res.ok).toBe(true);
    expect((await ok(visitor, 'presenterSlides', s.cred)).decks[0].slides).toHaveLength(3);
    client.close();
  });
});

describe('control of the slides, one holder at a time (issue 29)', () => {
  it('gives each page of a link its own seat: the last page to take control moves the slides, the other is refused', async () => {
    const s = await presentedStream(true);
    await ok(visitor, 'joinPresenting', { ...s.cred, name: 'Ada' });
    const view = await takeControl(s.cred);
    const tool = await takeControl(s.cred);
    expect(tool.seatKey).not.toBe(view.seatKey);
    const stored = await streamDoc(s.streamId);
    expect(stored.presenterControl).toBe(s.linkId);
    // The stream, which every page of the link reads, holds the seat's public id, never its key.
    expect(JSON.stringify(stored.presenterSeat)).not.toContain(tool.seatKey);
    await refused(visitor, 'presentSlide', { ...view, index: 1, from: 0 }, 400, slideControlTexts.otherPage);
    await refused(visitor, 'presentSlide', { ...view, seatKey: 'guessed', index: 1, from: 0 }, 400, slideControlTexts.otherPage);
    // A page that no longer holds control cannot let go of it for the page that does.
    await ok(visitor, 'releasePresenterControl', view);
    expect((await streamDoc(s.streamId)).presenterControl).toBe(s.linkId);
    await ok(visitor, 'presentSlide', { ...tool, index: 1, from: 0 });
    expect((await streamDoc(s.streamId)).presenterCurrent).toBe(1);
    await ok(visitor, 'releasePresenterControl', tool);
    expect(await streamDoc(s.streamId)).toMatchObject({ presenterControl: null, presenterSeat: null });
  });

  it('moves the operator’s next-up pane with the holder’s slide', async () => {
    const s = await presentedStream(true);
    await ok(producer.browser, 'cutSlide', { eventId, streamId: s.streamId, deckId: s.deckId, index: 1 });
    await ok(visitor, 'joinPresenting', { ...s.cred, name: 'Ada' });
    expect((await streamDoc(s.streamId)).presenterNext).toBe(0);
    const seated = await takeControl(s.cred);
    expect(await streamDoc(s.streamId)).toMatchObject({ presenterCurrent: 1, presenterNext: 1 });
    await ok(visitor, 'presentSlide', { ...seated, index: 2, from: 1 });
    expect(await streamDoc(s.streamId)).toMatchObject({ presenterCurrent: 2, presenterNext: 2 });
  });

  it('refuses the console’s slide changes while a presenter holds control, unless the operator takes control back', async () => {
    const s = await presentedStream(true);
    await ok(visitor, 'joinPresenting', { ...s.cred, name: 'Ada at home' });
    const seated = await takeControl(s.cred);
    await ok(visitor, 'presentSlide', { ...seated, index: 2, from: 0 });
    const seqBefore = (await cueLog(s.streamId)).seq;
    const target = { eventId, streamId: s.streamId };
    const refusal = slideControlTexts.operatorRefused('Ada at home');
    await refused(producer.browser, 'cutSlide', { ...target, deckId: s.deckId, index: 0 }, 400, refusal);
    await refused(producer.browser, 'cutSlide', { ...target, deckId: s.deckId, index: 0, takeOver: false }, 400, refusal);
    await refused(producer.browser, 'hideSlide', target, 400, refusal);
    await refused(producer.browser, 'chooseDeck', { ...target, deckId: s.deckId }, 400, refusal);
    await refused(producer.browser, 'moveNextUp', { ...target, deckId: s.deckId, direction: 'next' }, 400, refusal);
    await refused(producer.browser, 'cutSlide', { ...target, deckId: s.deckId, index: 0, takeOver: 'yes' }, 400);
    expect(await streamDoc(s.streamId)).toMatchObject({ presenterControl: s.linkId, presenterCurrent: 2, presenterNext: 2 });
    expect((await cueLog(s.streamId)).seq).toBe(seqBefore);
    // Only those who run the stream may take control back.
    await refused(viewer.browser, 'cutSlide', { ...target, deckId: s.deckId, index: 0, takeOver: true }, 403);

    expect(await ok(producer.browser, 'cutSlide', { ...target, deckId: s.deckId, index: 0, takeOver: true })).toMatchObject({ onAir: true, seq: seqBefore + 1 });
    expect(await streamDoc(s.streamId)).toMatchObject({ presenterControl: null, presenterSeat: null, presenterCurrent: 0 });
    await refused(visitor, 'presentSlide', { ...seated, index: 1, from: 0 }, 400, presenterTexts.notInControl);
    // With nobody else in control the console drives as before, a take-over or not.
    await ok(producer.browser, 'moveNextUp', { ...target, deckId: s.deckId, direction: 'next' });
    await ok(producer.browser, 'hideSlide', { ...target, takeOver: true });
    expect((await streamDoc(s.streamId)).presenterCurrent).toBeNull();
  });
});

describe('guessing presenter tokens', () => {
  it(`refuses an address past ${PRESENTER_GUESS_LIMIT.limit} wrong tokens with 429, and not the presenters elsewhere`, async () => {
    const s = await presentedStream(false);
    const guesser = new AddressBrowser(server.url, '127.0.0.9');
    const answers = await Promise.all(
      Array.from({ length: PRESENTER_GUESS_LIMIT.limit + 5 }, (_, i) => guesser.post('/api/call/presenterSlides', { ...s.cred, token: `guess-${i}` })),
    );
    expect(answers.filter((a) => a.status === 403)).toHaveLength(PRESENTER_GUESS_LIMIT.limit);
    const refusals = answers.filter((a) => a.status === 429);
    expect(refusals).toHaveLength(5);
    expect(refusals[0].json.error).toMatchObject({ code: 'resource-exhausted', message: expect.stringMatching(/^Too many tries with a wrong presenter link\./) });
    // Even the right token waits there; the presenter on another address is served.
    expect((await guesser.post('/api/call/presenterSlides', s.cred)).status).toBe(429);
    await ok(visitor, 'presenterSlides', s.cred);
  });
});
