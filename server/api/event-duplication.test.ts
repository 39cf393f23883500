/**
 * Duplicating an event over HTTP against a real server: what the copy holds and where it goes,
 * who may ask, and that a refused or failed duplicate leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_LINK } from '@domain/chats/chat';
import type { WriteData } from '@domain/documents/values';
import { DUPLICABLE_COLLECTIONS, SLUG_CLAIM, SLUG_TAKEN, eventCallMessages, eventRuleMessages } from '@domain/events/event-rules';
import type { WriteOp } from '../db/engine';
import { engineDocs } from './engine-services';
import { duplicateEvent, duplicationMessages } from './event-duplication';
import { directContext } from '../testing/direct-context';
import type { AdminDocs } from './services';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call } from '../testing/api-calls';

const ORG = 'org1';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let stranger: { browser: HttpSession; uid: string };
let solo: { browser: HttpSession; uid: string };
let source: string;

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const list = (path: string) => server.running.engine.list({ path });
const eventsWithSlug = (slug: string) => server.running.engine.list({ path: 'events', where: [{ field: 'slug', op: '==', value: slug }] });
const zoomsOf = (eventId: string) => server.running.engine.list({ path: 'zoomMeetings', where: [{ field: 'resource', op: '==', value: eventId }] });
const ALL = [...DUPLICABLE_COLLECTIONS];

async function create(browser: HttpSession, input: Record<string, unknown>): Promise<string> {
  const res = await call(browser, 'createEvent', { language: 'en', organizationId: null, ...input });
  expect(res.status, res.text).toBe(200);
  return res.json.result.eventId as string;
}

async function duplicate(browser: HttpSession, input: Record<string, unknown>): Promise<string> {
  const res = await call(browser, 'duplicateEvent', { eventId: source, language: 'en', collections: ALL, ...input });
  expect(res.status, res.text).toBe(200);
  return res.json.result.eventId as string;
}

async function commitInChunks(ops: WriteOp[]): Promise<void> {
  for (let start = 0; start < ops.length; start += 400) await server.running.engine.commit(ops.slice(start, start + 400));
}

/** A source event with settings, one document in every duplicable collection, and live state around them. */
async function fillSource(eventId: string): Promise<void> {
  const base = `events/${eventId}`;
  const set = (path: string, data: WriteData): WriteOp => ({ type: 'set', path, data });
  await commitInChunks([
    set(base, {
      ...(await stored(base)),
      state: 'live',
      refresh: 'reload-1',
      date: new Date(2026, 5, 1, 18, 0),
      tags: ['finance', 'q2'],
      colors: { mainColor: '#112233', secondaryColor: '#445566', backgroundColor: '#ffffff' },
      font: 'Inter',
      description: 'Quarterly results',
      registration: [{ name: 'email', required: true }],
      styleSheet: { id: 'css1', css: 'body { color: #112233 }' },
      frontPage: 'home',
      headerMenu: 'header',
      footerMenu: 'footer',
    }),
    set(`${base}/streams/s1`, { title: 'Main stage', chatID: 'c1', live: true, wowzaID: 'tr-9', transcoderStatus: 'running', views: 120, eventID: eventId }),
    set(`${base}/streams/s1/logs/l1`, { type: 'go_live' }),
    set(`${base}/streams/s1/settings/wowza`, { rtmp: 'rtmp://secret', password: 'hunter2' }),
    set(`${base}/polls/q1`, { question: 'Buy?', eventID: eventId, active: true, data: { yes: { text: 'Yes', value: 12 } } }),
    set(`${base}/chats/c1`, { title: 'Lobby', online: true, autoApprove: false }),
    set(`${base}/chats/c1/messages/m1`, { text: 'hello', type: 'accepted' }),
    set(`${base}/chats/c1/mutes/anon:abc`, { createdAt: new Date() }),
    set('zoomMeetings/z1', { topic: 'Panel', meetingId: '123', resource: eventId }),
    set('zoomMeetings/z-other', { topic: 'Not ours', meetingId: '999', resource: 'some-other-event' }),
    set(`${base}/menus/header`, { name: 'Main menu', type: 'header', pages: [{ id: 'home', label: 'Home', slug: 'home' }] }),
    set(`${base}/menus/footer`, { name: 'Footer', type: 'footer', pages: [] }),
    set(`${base}/pages/home`, { title: 'Home', revisions: 2, components: [{ type: 'stream', streamID: 's1' }] }),
    set(`${base}/pages/home/versions/v1`, { title: 'Home (old)', version: true }),
    set(`${base}/analytics/a1`, { type: 'unique', createdAt: new Date() }),
    set(`${base}/users/u1`, { email: 'guest@example.com', createdAt: new Date() }),
    set(`${base}/tokens/t1`, { streamID: 's1' }),
    set(`${base}/presenters/pr1`, { name: 'Ann' }),
    set(`notes/${eventId}`, { notes: 'private', disabled: false }),
    set(MODERATION_LINK(eventId), { token: 'secret-token' }),
  ]);
}

beforeAll(async () => {
  server = new TempServer({ seed: true });
  await server.start();
  [owner, viewer, stranger, solo] = await Promise.all(['olivia', 'vera', 'sam', 'solo'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit([
    ...organizationWrites(ORG, 'Acme Events', [[owner, 'owner'], [viewer, 'viewer']]),
  ]);
  source = await create(owner.browser, { title: 'Spring Summit', slug: 'spring-summit', organizationId: ORG });
  await fillSource(source);
});
afterAll(() => server.dispose());

describe('duplicateEvent', () => {
  it('copies the settings and every chosen collection under new ids, with references rewritten and no live state', async () => {
    const copy = await duplicate(owner.browser, { title: '  Autumn Summit ', slug: 'autumn-summit', language: 'fi' });
    expect(copy).not.toBe(source);
    const event = await stored(`events/${copy}`);
    expect(event).toMatchObject({
      title: 'Autumn Summit',
      slug: 'autumn-summit',
      language: 'fi',
      status: 'created',
      state: 'prelive',
      createdBy: owner.uid,
      organization: ORG,
      permission: { permission: 'owner', organization: ORG },
      date: new Date(2026, 5, 1, 18, 0),
      tags: ['finance', 'q2'],
      font: 'Inter',
      description: 'Quarterly results',
      styleSheet: { id: 'css1', css: 'body { color: #112233 }' },
    });
    expect(event).not.toHaveProperty('refresh');
    expect(await stored(SLUG_CLAIM('autumn-summit'))).toEqual({ eventId: copy });
    expect((await stored(`resourceAccess/${ORG}`))!.events).toEqual(expect.arrayContaining([source, copy]));

    const base = `events/${copy}`;
    const [streams, polls, chats, menus, pages, zooms] = await Promise.all([
      list(`${base}/streams`),
      list(`${base}/polls`),
      list(`${base}/chats`),
      list(`${base}/menus`),
      list(`${base}/pages`),
      zoomsOf(copy),
    ]);
    const ids = [...streams, ...polls, ...chats, ...menus, ...pages, ...zooms].map((doc) => doc.id);
    expect(ids).toHaveLength(7);
    for (const old of ['s1', 'q1', 'c1', 'z1', 'header', 'footer', 'home']) expect(ids).not.toContain(old);

    const [chat, page] = [chats[0], pages[0]];
    const header = menus.find((menu) => menu.data.type === 'header')!;
    const footer = menus.find((menu) => menu.data.type === 'footer')!;
    expect(event).toMatchObject({ frontPage: page.id, headerMenu: header.id, footerMenu: footer.id });
    expect(streams[0].data).toEqual({ title: 'Main stage', chatID: chat.id, live: false, eventID: copy });
    expect(polls[0].data).toEqual({ question: 'Buy?', eventID: copy, active: false, data: { yes: { text: 'Yes', value: 12 } } });
    // A copied poll's id is a link's secret too.
    expect(polls[0].id.length).toBeGreaterThanOrEqual(24);
    expect(chat.data).toEqual({ title: 'Lobby', online: false, autoApprove: false });
    expect(header.data.pages).toEqual([{ id: page.id, label: 'Home', slug: 'home' }]);
    expect(page.data).toEqual({ title: 'Home', revisions: 0, components: [{ type: 'stream', streamID: streams[0].id }] });
    expect(zooms.map((zoom) => zoom.data)).toEqual([{ topic: 'Panel', meetingId: '123', resource: copy }]);

    // Messages, mutes, logs, credentials, versions and everything outside the six collections stay behind.
    for (const path of [
      `${base}/chats/${chat.id}/messages`,
      `${base}/chats/${chat.id}/mutes`,
      `${base}/streams/${streams[0].id}/logs`,
      `${base}/streams/${streams[0].id}/settings`,
      `${base}/pages/${page.id}/versions`,
      `${base}/analytics`,
      `${base}/users`,
      `${base}/tokens`,
      `${base}/presenters`,
    ]) {
      expect(await list(path), path).toEqual([]);
    }
    expect(await stored(`notes/${copy}`)).toBeNull();
    expect(await stored(MODERATION_LINK(copy))).toBeNull();

    // The source is untouched.
    expect(await stored(`events/${source}`)).toMatchObject({ title: 'Spring Summit', state: 'live', refresh: 'reload-1' });
    expect(await stored(`${`events/${source}`}/chats/c1/messages/m1`)).not.toBeNull();
  });

  it('copies only the collections chosen, clearing the event’s links to those left out', async () => {
    const copy = await duplicate(owner.browser, { title: 'Chats only', slug: 'chats-only', collections: ['chats'] });
    expect(await stored(`events/${copy}`)).toMatchObject({ frontPage: '', headerMenu: '', footerMenu: '', status: 'created' });
    expect((await list(`events/${copy}/chats`)).map((chat) => chat.data.title)).toEqual(['Lobby']);
    for (const name of ['streams', 'polls', 'menus', 'pages']) expect(await list(`events/${copy}/${name}`), name).toEqual([]);
    expect(await zoomsOf(copy)).toEqual([]);
  });

  it('refuses a caller who cannot read the event, in the same words whether or not it exists, writing nothing', async () => {
    for (const eventId of [source, 'no-such-event']) {
      const res = await call(stranger.browser, 'duplicateEvent', { eventId, title: 'Stolen', slug: 'stolen', language: 'en', collections: ALL });
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual({ code: 'permission-denied', message: duplicationMessages.sourceUnreadable });
    }
    expect(await call(server.session(), 'duplicateEvent', { eventId: source, title: 'Stolen', slug: 'stolen', language: 'en', collections: ALL })).toMatchObject({
      status: 401,
    });
    expect(await eventsWithSlug('stolen')).toEqual([]);
    expect(await stored(SLUG_CLAIM('stolen'))).toBeNull();
  });

  it('refuses a viewer of an organisation’s event: only the organisation’s owners create events in it', async () => {
    const res = await call(viewer.browser, 'duplicateEvent', { eventId: source, title: 'Mine now', slug: 'mine-now', language: 'en', collections: ALL });
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({ code: 'permission-denied', message: eventCallMessages.organizationOwnersOnly });
    expect(await eventsWithSlug('mine-now')).toEqual([]);
    expect(await stored(SLUG_CLAIM('mine-now'))).toBeNull();
  });

  it('makes the caller the owner of the copy of an event without an organisation, even as its viewer', async () => {
    const own = await create(solo.browser, { title: 'Solo Show', slug: 'solo-show' });
    await server.running.engine.commit([
      { type: 'set', path: `resourceAccess/${own}/permissions/${viewer.uid}`, data: { permission: 'viewer' } },
      { type: 'set', path: `events/${own}/chats/c1`, data: { title: 'Solo chat', online: true } },
    ]);
    const res = await call(viewer.browser, 'duplicateEvent', { eventId: own, title: 'Solo Encore', slug: 'solo-encore', language: 'swe', collections: ALL });
    expect(res.status, res.text).toBe(200);
    const copy = res.json.result.eventId as string;
    expect(await stored(`events/${copy}`)).toMatchObject({ title: 'Solo Encore', status: 'created', createdBy: viewer.uid, language: 'swe' });
    expect(await stored(`events/${copy}`)).not.toHaveProperty('organization');
    expect(await stored(`resourceAccess/${copy}`)).toMatchObject({ type: 'event', users: [viewer.uid], events: [copy] });
    expect(await stored(`resourceAccess/${copy}/permissions/${viewer.uid}`)).toMatchObject({ permission: 'owner' });
    expect(await stored(`resourceAccess/${copy}/permissions/${solo.uid}`)).toBeNull();
    expect((await list(`events/${copy}/chats`)).map((chat) => chat.data)).toEqual([{ title: 'Solo chat', online: false }]);
  });

  it('refuses a taken slug and bad titles with the rules’ messages, writing nothing', async () => {
    const zoomsBefore = (await list('zoomMeetings')).length;
    const taken = await call(owner.browser, 'duplicateEvent', { eventId: source, title: 'Again', slug: 'spring-summit', language: 'en', collections: ALL });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toEqual({ code: 'already-exists', message: SLUG_TAKEN });
    expect((await eventsWithSlug('spring-summit')).map((event) => event.id)).toEqual([source]);
    expect(await stored(SLUG_CLAIM('spring-summit'))).toEqual({ eventId: source });

    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(10_000), slug: 'long-title' }, eventRuleMessages.titleTooLong],
      [{ title: 'ab', slug: 'short-title' }, eventRuleMessages.titleTooShort],
      [{ title: 'Fine title', slug: 'a/b' }, eventRuleMessages.slugCharacters],
    ];
    for (const [input, message] of cases) {
      const res = await call(owner.browser, 'duplicateEvent', { eventId: source, language: 'en', collections: ALL, ...input });
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: 'invalid-argument', message });
      expect(await eventsWithSlug(input.slug as string)).toEqual([]);
    }
    expect((await list('zoomMeetings')).length).toBe(zoomsBefore);
  });

  it('writes large collections in batches, and takes everything back when a batch fails', async () => {
    const big = await create(solo.browser, { title: 'Big one', slug: 'big-one' });
    const pages = Array.from({ length: 460 }, (_, i): WriteOp => ({ type: 'set', path: `events/${big}/pages/p${i}`, data: { title: `Page ${i}` } }));
    await commitInChunks(pages);

    const docs = engineDocs(server.running.engine);
    let transactions = 0;
    let seenBeforeFailure: { status: unknown; pages: number } | null = null;
    const failing: AdminDocs = {
      ...docs,
      async runTransaction(fn) {
        // The claim with the event, the first 450 pages, then the last 10: that one fails.
        if (++transactions === 3) {
          const [half] = await eventsWithSlug('big-copy');
          seenBeforeFailure = { status: half.data.status, pages: (await list(`events/${half.id}/pages`)).length };
          throw new Error('disk full');
        }
        return docs.runTransaction(fn);
      },
    };
    const ctx = directContext(solo.uid, failing, server.url);
    const input = { eventId: big, title: 'Big copy', slug: 'big-copy', language: 'en' as const, collections: ['pages' as const] };
    await expect(duplicateEvent.run(input, ctx)).rejects.toThrow('disk full');
    expect(seenBeforeFailure).toEqual({ status: 'event-created', pages: 450 });
    expect(await eventsWithSlug('big-copy')).toEqual([]);
    expect(await stored(SLUG_CLAIM('big-copy'))).toBeNull();
    const leftovers = await server.running.engine.list({ path: 'pages', group: true, where: [{ field: 'title', op: '==', value: 'Page 0' }] });
    expect(leftovers.map((doc) => doc.path)).toEqual([`events/${big}/pages/p0`]);

    const copy = await duplicate(solo.browser, { eventId: big, title: 'Big copy', slug: 'big-copy', collections: ['pages'] });
    expect(await list(`events/${copy}/pages`)).toHaveLength(460);
    expect(await stored(`events/${copy}`)).toMatchObject({ status: 'created' });
  });
});
