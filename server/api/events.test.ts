/**
 * The event calls over HTTP against a real server: who may create an event and what creation
 * writes, the title and slug rules, unique slugs under concurrent creation, the slug check, and
 * deleting an event with everything it holds (owners only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_LINK } from '@domain/chats/chat';
import { LISTING_VERSION, LISTING_VERSION_FIELD } from '@domain/participants/participant-listing';
import { SLUG_CLAIM, SLUG_TAKEN, deriveSlug, eventCallMessages, eventRuleMessages } from '@domain/events/event-rules';
import type { WriteOp } from '../db/engine';
import { engineDocs } from './engine-services';
import { createEvent } from './event-handlers';
import { directContext } from '../testing/direct-context';
import type { AdminDocs } from './services';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { makeHugePng } from '../media/testing/media-fixtures';
import { TempServer } from '../testing/temp-server';
import { callApi as call } from '../testing/api-calls';

/** A file stored under an event (spec 002 section 7: `{eventId}/{processId}`). */
const eventFile = (eventId: string) => `${eventId}/background`;

const ORG = 'org1';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let stranger: { browser: HttpSession; uid: string };
let solo: { browser: HttpSession; uid: string };

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const eventsWithSlug = (slug: string) => server.running.engine.list({ path: 'events', where: [{ field: 'slug', op: '==', value: slug }] });

async function create(browser: HttpSession, input: Record<string, unknown>): Promise<string> {
  const res = await call(browser, 'createEvent', { language: 'en', organizationId: null, ...input });
  expect(res.status, res.text).toBe(200);
  return res.json.result.eventId as string;
}

async function slugAvailable(slug: string, eventId?: string): Promise<boolean> {
  const res = await call(solo.browser, 'checkEventSlug', eventId ? { slug, eventId } : { slug });
  expect(res.status, res.text).toBe(200);
  return res.json.result.available as boolean;
}

async function commitInChunks(ops: WriteOp[]): Promise<void> {
  for (let start = 0; start < ops.length; start += 400) await server.running.engine.commit(ops.slice(start, start + 400));
}

/** One document in every kind of place an event holds content; returns their paths. */
async function fillEvent(eventId: string, messages = 2): Promise<string[]> {
  const base = `events/${eventId}`;
  const paths = [
    `${base}/chats/c1`,
    ...Array.from({ length: messages }, (_, i) => `${base}/chats/c1/messages/m${i}`),
    `${base}/chats/c1/mutes/anon:abc`,
    `${base}/streams/s1`,
    `${base}/streams/s1/logs/l1`,
    `${base}/streams/s1/settings/rtmp`,
    `${base}/pages/p1`,
    `${base}/pages/p1/versions/v1`,
    `${base}/menus/main`,
    `${base}/tokens/t1`,
    `${base}/polls/q1`,
    `${base}/agenda/a1`,
    `notes/${eventId}`,
    MODERATION_LINK(eventId),
  ];
  const records: [string, Record<string, unknown>][] = [
    [`mediaStorage/m-${eventId}`, { resourceID: eventId }],
    [`presenterLinks/p-${eventId}`, { eventID: eventId }],
    [`zoomMeetings/z-${eventId}`, { resource: eventId }],
    [`scheduledReminders/r-${eventId}`, { payload: { resource: eventId } }],
    [`emailList/e-${eventId}`, { resource: eventId }],
    [`smsReminders/s-${eventId}`, { resource: eventId }],
  ];
  await commitInChunks([
    ...paths.map((path): WriteOp => ({ type: 'set', path, data: { createdAt: new Date(), text: 'x' } })),
    ...records.map(([path, data]): WriteOp => ({ type: 'set', path, data: { ...data, createdAt: new Date() } })),
  ]);
  return [...paths, ...records.map(([path]) => path)];
}

beforeAll(async () => {
  server = new TempServer({ seed: true });
  await server.start();
  [owner, producer, viewer, stranger, solo] = await Promise.all(
    ['olivia', 'percy', 'vera', 'sam', 'solo'].map((name) => server.signedUp(`${name}@example.com`)),
  );
  await server.running.engine.commit(organizationWrites(ORG, 'Acme Events', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
});
afterAll(() => server.dispose());

describe('createEvent', () => {
  it('makes the creator of an event without an organisation its owner, and finishes it as "created"', async () => {
    const eventId = await create(solo.browser, { title: '  Summer Gala  ', slug: 'summer-gala', language: 'swe' });
    expect(await stored(`events/${eventId}`)).toMatchObject({
      title: 'Summer Gala',
      slug: 'summer-gala',
      status: 'created',
      state: 'prelive',
      date: null,
      tags: [],
      language: 'swe',
      createdBy: solo.uid,
      permission: { permission: 'owner' },
      // Marked at creation: its first participants listing has nothing stored before the listing fields to bring up.
      [LISTING_VERSION_FIELD]: LISTING_VERSION,
    });
    expect((await stored(`events/${eventId}`))!.createdAt).toBeInstanceOf(Date);
    expect(await stored(`resourceAccess/${eventId}`)).toMatchObject({ type: 'event', name: 'Summer Gala', users: [solo.uid], events: [eventId] });
    expect(await stored(`resourceAccess/${eventId}/permissions/${solo.uid}`)).toMatchObject({ permission: 'owner', createdBy: solo.uid });
    expect(await stored(SLUG_CLAIM('summer-gala'))).toEqual({ eventId });

    const socket = await solo.browser.socket();
    const read = await socket.request({ op: 'get', path: `events/${eventId}` });
    expect(read.ok).toBe(true);
    const listed = await socket.request({ op: 'list', query: { path: 'resourceAccess', where: [{ field: 'users', op: 'array-contains', value: solo.uid }] } });
    expect(listed.result.map((doc: { id: string }) => doc.id)).toContain(eventId);
    socket.close();
  });

  it('puts an event in an organisation when its owner creates it', async () => {
    const eventId = await create(owner.browser, { title: 'Acme Summit', slug: 'acme-summit', organizationId: ORG });
    expect(await stored(`events/${eventId}`)).toMatchObject({
      status: 'created',
      organization: ORG,
      permission: { permission: 'owner', organization: ORG },
      createdBy: owner.uid,
    });
    expect((await stored(`resourceAccess/${ORG}`))!.events).toContain(eventId);
    expect(await stored(`resourceAccess/${eventId}`)).toBeNull();

    const socket = await producer.browser.socket();
    expect((await socket.request({ op: 'get', path: `events/${eventId}` })).ok).toBe(true);
    socket.close();
  });

  it('refuses a producer of the organisation and a stranger to it, writing nothing', async () => {
    for (const { browser } of [producer, stranger]) {
      const res = await call(browser, 'createEvent', { title: 'Sneaky', slug: 'sneaky', language: 'en', organizationId: ORG });
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual({ code: 'permission-denied', message: eventCallMessages.organizationOwnersOnly });
    }
    expect(await call(stranger.browser, 'createEvent', { title: 'Sneaky', slug: 'sneaky', language: 'en', organizationId: 'no-such-org' })).toMatchObject({ status: 403 });
    expect(await call(server.session(), 'createEvent', { title: 'Sneaky', slug: 'sneaky', language: 'en', organizationId: null })).toMatchObject({ status: 401 });
    expect(await eventsWithSlug('sneaky')).toEqual([]);
    expect(await stored(SLUG_CLAIM('sneaky'))).toBeNull();
  });

  it('answers bad titles and slugs with the rules’ messages and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'ab', slug: 'fine-slug' }, eventRuleMessages.titleTooShort],
      [{ title: '   ', slug: 'fine-slug' }, eventRuleMessages.titleTooShort],
      [{ title: 'x'.repeat(10_000), slug: 'fine-slug' }, eventRuleMessages.titleTooLong],
      [{ title: 'Fine title', slug: '' }, eventRuleMessages.slugTooShort],
      [{ title: 'Fine title', slug: 'ab' }, eventRuleMessages.slugTooShort],
      [{ title: 'Fine title', slug: 'a'.repeat(101) }, eventRuleMessages.slugTooLong],
      [{ title: 'Fine title', slug: 'a/b-c' }, eventRuleMessages.slugCharacters],
      [{ title: 'Fine title', slug: 'what?now' }, eventRuleMessages.slugCharacters],
      [{ title: 'Fine title', slug: 'part#2' }, eventRuleMessages.slugCharacters],
      [{ title: 'Fine title', slug: 'two words' }, eventRuleMessages.slugCharacters],
      [{ title: 'Fine title', slug: '---' }, eventRuleMessages.slugEdges],
      [{ title: '!!! ???', slug: deriveSlug('!!! ???') }, eventRuleMessages.slugTooShort],
      [{ title: '🎉🎉🎉', slug: deriveSlug('🎉🎉🎉') }, eventRuleMessages.slugTooShort],
    ];
    for (const [input, message] of cases) {
      const res = await call(solo.browser, 'createEvent', { language: 'en', organizationId: null, ...input });
      expect(res.json.error, JSON.stringify(input).slice(0, 80)).toEqual({ code: 'invalid-argument', message });
      expect(res.status).toBe(400);
    }
    for (const input of [{ title: 'Fine title', slug: 'fine-slug', language: 'se', organizationId: null }, { title: 'Fine title', slug: 'fine-slug', language: 'en' }]) {
      expect((await call(solo.browser, 'createEvent', input)).json.error.code).toBe('invalid-argument');
    }
    expect(await eventsWithSlug('fine-slug')).toEqual([]);
    expect(await stored(SLUG_CLAIM('fine-slug'))).toBeNull();
  });

  it('accepts a title of emoji once a slug is typed', async () => {
    const eventId = await create(solo.browser, { title: '🎉🎉🎉', slug: 'party' });
    expect(await stored(`events/${eventId}`)).toMatchObject({ title: '🎉🎉🎉', slug: 'party', status: 'created' });
  });

  it('refuses a slug that is taken, by a claim or by an event written before claims', async () => {
    await create(solo.browser, { title: 'First', slug: 'only-once' });
    const again = await call(owner.browser, 'createEvent', { title: 'Second', slug: 'only-once', language: 'en', organizationId: ORG });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: 'already-exists', message: SLUG_TAKEN });
    expect(await eventsWithSlug('only-once')).toHaveLength(1);

    await server.running.engine.commit([{ type: 'set', path: 'events/legacy', data: { title: 'Old one', slug: 'old-one', status: 'created' } }]);
    expect((await call(solo.browser, 'createEvent', { title: 'New', slug: 'old-one', language: 'en', organizationId: null })).json.error.message).toBe(SLUG_TAKEN);
    expect((await call(solo.browser, 'createEvent', { title: 'Demo again', slug: 'demo-event', language: 'en', organizationId: null })).json.error.message).toBe(SLUG_TAKEN);
  });

  it('lets exactly one of several simultaneous creations with the same slug through, leaving nothing of the others', async () => {
    for (const round of [1, 2, 3]) {
      const slug = `same-time-${round}`;
      const creators = [solo, owner, stranger, producer, viewer];
      const title = `Race ${round}`;
      const answers = await Promise.all(creators.map(({ browser }) => call(browser, 'createEvent', { title, slug, language: 'en', organizationId: null })));
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners).toHaveLength(1);
      for (const loser of answers.filter((answer) => answer.status !== 200)) {
        expect(loser.status).toBe(409);
        expect(loser.json.error).toEqual({ code: 'already-exists', message: SLUG_TAKEN });
      }
      const winner = winners[0].json.result.eventId as string;
      expect((await eventsWithSlug(slug)).map((event) => event.id)).toEqual([winner]);
      expect(await stored(SLUG_CLAIM(slug))).toEqual({ eventId: winner });
      const access = await server.running.engine.list({ path: 'resourceAccess', where: [{ field: 'name', op: '==', value: title }] });
      expect(access.map((doc) => doc.id)).toEqual([winner]);
    }
  });

  it('takes the event and its claim back when the second step fails, and passes the error on', async () => {
    const docs = engineDocs(server.running.engine);
    let transactions = 0;
    let statusInBetween: unknown;
    const failing: AdminDocs = {
      ...docs,
      async runTransaction(fn) {
        if (++transactions === 2) {
          statusInBetween = (await eventsWithSlug('half-made'))[0]?.data.status;
          throw new Error('disk full');
        }
        return docs.runTransaction(fn);
      },
    };
    const ctx = directContext(solo.uid, failing, server.url);
    await expect(createEvent.run({ title: 'Half made', slug: 'half-made', language: 'en', organizationId: null }, ctx)).rejects.toThrow('disk full');
    expect(statusInBetween).toBe('event-created');
    expect(await eventsWithSlug('half-made')).toEqual([]);
    expect(await stored(SLUG_CLAIM('half-made'))).toBeNull();
    expect(await slugAvailable('half-made')).toBe(true);
  });

  it('keeps the slug claim out of every client’s reach', async () => {
    const socket = await owner.browser.socket();
    expect((await socket.request({ op: 'get', path: SLUG_CLAIM('summer-gala') })).error.code).toBe('permission-denied');
    const forged = await socket.request({ op: 'write', ops: [{ type: 'delete', path: SLUG_CLAIM('summer-gala') }] });
    expect(forged.error.code).toBe('permission-denied');
    socket.close();
    expect(await stored(SLUG_CLAIM('summer-gala'))).not.toBeNull();
  });
});

describe('checkEventSlug', () => {
  it('says whether a slug is free, counting an event’s own slug as free for it', async () => {
    const eventId = await create(solo.browser, { title: 'Checked', slug: 'checked-slug' });
    expect(await slugAvailable('never-used-slug')).toBe(true);
    expect(await slugAvailable('checked-slug')).toBe(false);
    expect(await slugAvailable('checked-slug', eventId)).toBe(true);
    expect(await slugAvailable('checked-slug', 'another-event')).toBe(false);
    expect(await slugAvailable('demo-event')).toBe(false);
    expect(await slugAvailable('old-one')).toBe(false);
    expect(await slugAvailable('old-one', 'legacy')).toBe(true);
  });

  it('answers a slug the rules refuse with the rule’s message, and signed-out callers with 401', async () => {
    expect((await call(solo.browser, 'checkEventSlug', { slug: 'ab' })).json.error).toEqual({ code: 'invalid-argument', message: eventRuleMessages.slugTooShort });
    expect((await call(solo.browser, 'checkEventSlug', { slug: 'a/b/c' })).json.error.message).toBe(eventRuleMessages.slugCharacters);
    expect((await call(server.session(), 'checkEventSlug', { slug: 'anything' })).status).toBe(401);
  });
});

describe('deleteEvent', () => {
  it('refuses viewers, producers and strangers, and changes nothing', async () => {
    const eventId = await create(owner.browser, { title: 'Kept', slug: 'kept-event', organizationId: ORG });
    const content = await fillEvent(eventId);
    for (const { browser } of [viewer, producer, stranger]) {
      const res = await call(browser, 'deleteEvent', { eventId });
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual({ code: 'permission-denied', message: eventCallMessages.eventOwnersOnly });
    }
    for (const path of [`events/${eventId}`, SLUG_CLAIM('kept-event'), ...content]) expect(await stored(path), path).not.toBeNull();
    expect((await stored(`resourceAccess/${ORG}`))!.events).toContain(eventId);
  });

  it('lets an organisation’s owner delete its event with everything it holds; the slug is free again', async () => {
    const eventId = await create(owner.browser, { title: 'Doomed', slug: 'doomed-event', organizationId: ORG });
    const neighbour = await create(owner.browser, { title: 'Neighbour', slug: 'neighbour-event', organizationId: ORG });
    const content = await fillEvent(eventId);
    const neighbourContent = await fillEvent(neighbour);
    const res = await call(owner.browser, 'deleteEvent', { eventId });
    expect(res.json.result).toEqual({ deleted: content.length + 2 });
    for (const path of [`events/${eventId}`, SLUG_CLAIM('doomed-event'), ...content]) expect(await stored(path), path).toBeNull();
    for (const path of [`events/${neighbour}`, ...neighbourContent]) expect(await stored(path), path).not.toBeNull();
    expect((await stored(`resourceAccess/${ORG}`))!.events).not.toContain(eventId);
    expect(await stored(`resourceAccess/${ORG}/permissions/${owner.uid}`)).toEqual({ permission: 'owner' });

    expect(await slugAvailable('doomed-event')).toBe(true);
    await create(solo.browser, { title: 'Reborn', slug: 'doomed-event' });
    expect((await call(owner.browser, 'deleteEvent', { eventId })).json.error).toEqual({ code: 'permission-denied', message: eventCallMessages.eventOwnersOnly });
  });

  it('lets an event’s own owner delete it with its access records, in batches past 450 documents', async () => {
    const eventId = await create(solo.browser, { title: 'Big one', slug: 'big-one' });
    const content = await fillEvent(eventId, 1000);
    const access = [`resourceAccess/${eventId}/permissions/${stranger.uid}`, `resourceAccess/${eventId}/storage/folder1`];
    await server.running.engine.commit(access.map((path) => ({ type: 'set', path, data: { permission: 'viewer' } })));
    const file = `/files/${eventFile(eventId)}`;
    const upload = await solo.browser.request(file, { method: 'PUT', body: makeHugePng(8, 8), headers: { 'content-type': 'image/png' } });
    expect(upload.status, upload.text).toBe(200);
    // Looked up as the file's owner would: still there until the event goes.
    expect((await solo.browser.request(`/api/files/url?path=${encodeURIComponent(eventFile(eventId))}`)).status).toBe(200);
    const res = await call(solo.browser, 'deleteEvent', { eventId });
    expect(res.json.result).toEqual({ deleted: content.length + 6 });
    const { rows } = await server.running.engine.internal.query('SELECT path FROM file_objects WHERE path = $1', [eventFile(eventId)]);
    expect(rows).toEqual([]);
    for (const path of [`events/${eventId}`, `resourceAccess/${eventId}`, `resourceAccess/${eventId}/permissions/${solo.uid}`, ...access]) {
      expect(await stored(path), path).toBeNull();
    }
    expect(await server.running.engine.list({ path: `events/${eventId}/chats/c1/messages` })).toEqual([]);
    expect(await slugAvailable('big-one')).toBe(true);
  });

  it('never takes an organisation for an event', async () => {
    const res = await call(owner.browser, 'deleteEvent', { eventId: ORG });
    expect(res.json.error).toEqual({ code: 'not-found', message: eventCallMessages.noSuchEvent });
    expect(await stored(`resourceAccess/${ORG}`)).not.toBeNull();
    expect(await stored(`resourceAccess/${ORG}/permissions/${owner.uid}`)).not.toBeNull();
  });
});
