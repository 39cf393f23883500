/**
 * Issue 31: the visits, sessions, unique visitors, page views and watch time the public site and
 * the viewer pages report, as the server counts them: from its own record of each visitor (30 idle
 * minutes make a new session), bounded per heartbeat and rate-limited, refused to viewers a
 * protected site does not let in, and counted into the registered viewer's participant record
 * with their chat messages, questions and poll votes. The console counts a viewer once however
 * many times they reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_COLLECTION, PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { SESSION_IDLE_MS } from '@domain/events/visitor-analytics';
import { PAGES } from '@domain/pages/page';
import { CHATS } from '@domain/chats/chat';
import type { Encoder } from '../encoder/port';
import { directContext } from '../testing/direct-context';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { protectedEvent, type ProtectedEvent } from '../testing/protected-site';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';
import { engineDocs } from './engine-services';
import { transcoderUptime } from './transcoder-handlers';
import { createRecordWatch } from './viewer-handlers';
import { createRecordVisit } from './visit-handlers';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let ev: ProtectedEvent;
let pageId: string;
let pass: string;


const visitor = (n: number) => `visitor-${String(n).padStart(12, '0')}`;
const anonymous = (address: string) => ({ ...directContext('nobody', engineDocs(server.running.engine), server.url), auth: null, clientAddress: address });

async function records(type: string, where: Record<string, unknown> = {}) {
  const all = await server.running.engine.list({ path: ANALYTICS_COLLECTION(ev.eventId), where: [{ field: 'type', op: '==', value: type }] });
  return all.filter((doc) => Object.entries(where).every(([field, value]) => doc.data[field] === value));
}
const participant = async (id = ev.participantId) => (await server.running.engine.get(`${PARTICIPANTS_COLLECTION(ev.eventId)}/${id}`))!.data;

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  owner = await server.signedUp('olivia@example.com');
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner']]));
  ev = await protectedEvent(server, owner.browser, 'org1', 'analytics', 'registration');
  pageId = (await server.running.engine.list({ path: PAGES(ev.eventId) }))[0].id;
  ({ pass } = await ok(server.session(), 'registerForEvent', { eventId: ev.eventId, answers: { firstName: 'Grace', email: 'grace@example.com' } }));
});
afterAll(() => server.dispose());

describe('a page load', () => {
  it('is a unique visitor and a session the first time, a visit after, and a new session only after 30 idle minutes', async () => {
    let now = new Date('2026-11-29T09:00:00Z');
    const visit = createRecordVisit({ now: () => now });
    const load = () => visit.run({ eventId: ev.eventId, visitorId: visitor(1), pageId, pass }, anonymous('10.1.0.1'));
    expect(await load()).toEqual({ unique: true, session: true });
    expect(await load()).toEqual({ unique: false, session: false });
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
    expect(await load()).toEqual({ unique: false, session: false });
    // Idle time runs from the last sighting, not from the session's start.
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
    expect(await load()).toEqual({ unique: false, session: false });
    now = new Date(now.getTime() + SESSION_IDLE_MS);
    expect(await load()).toEqual({ unique: false, session: true });
    // Another browser of the same person is another unique visitor.
    expect(await visit.run({ eventId: ev.eventId, visitorId: visitor(2), pass }, anonymous('10.1.0.1'))).toEqual({ unique: true, session: true });

    expect(await records('visit', { pageId })).toHaveLength(5);
    expect(await records('session')).toHaveLength(3);
    expect(await records('unique')).toHaveLength(2);
    // Every record names the registered viewer, as their Logs tab reads them.
    for (const type of ['visit', 'session', 'unique']) for (const doc of await records(type)) expect(doc.data).toMatchObject({ participantId: ev.participantId, createdAt: expect.any(Date) });
    expect(await participant()).toMatchObject({ stats: { visits: 6, sessions: 3 }, state: 'online', lastSeenAt: now, last_changed: now, engagement: expect.any(Number) });
    expect((await participant()).engagement).toBeGreaterThan(0);
  });

  it('is refused to a viewer the registration-only site does not let in, and records nothing', async () => {
    const before = (await records('visit')).length;
    const res = await call(server.session(), 'recordVisit', { eventId: ev.eventId, visitorId: visitor(3), pageId });
    expect(res.status).toBe(403);
    expect((await call(server.session(), 'recordVisit', { eventId: ev.eventId, visitorId: visitor(3), pass: 'made-up' })).status).toBe(403);
    expect(await records('visit')).toHaveLength(before);
    // A made-up page or visitor id is bad input.
    expect((await call(server.session(), 'recordVisit', { eventId: ev.eventId, visitorId: visitor(3), pageId: 'nope', pass })).status).toBe(400);
    expect((await call(server.session(), 'recordVisit', { eventId: ev.eventId, visitorId: 'short', pass })).status).toBe(400);
  });

  it('is rate-limited per visitor and per address', async () => {
    const visit = createRecordVisit({ perVisitor: { limit: 3, windowMs: 60_000 }, perAddress: { limit: 5, windowMs: 60_000 } });
    const load = (n: number, address: string) => visit.run({ eventId: ev.eventId, visitorId: visitor(n), pass }, anonymous(address));
    for (let i = 0; i < 3; i++) await load(10, '10.2.0.1');
    await expect(load(10, '10.2.0.2')).rejects.toMatchObject({ code: 'resource-exhausted' });
    await load(11, '10.2.0.1');
    await load(11, '10.2.0.1');
    await expect(load(12, '10.2.0.1')).rejects.toMatchObject({ code: 'resource-exhausted' });
    await load(12, '10.2.0.3');
  });
});

describe('watching', () => {
  it('adds no more than the time that passed per heartbeat, to the event, the stream and the participant', async () => {
    const viewer = server.session();
    const { tokenId } = await ok(viewer, 'startWatching', { eventId: ev.eventId, streamId: ev.streamId, pass, visitorId: visitor(20) });
    expect((await records('watchTime')).find((doc) => doc.id === tokenId)?.data).toMatchObject({ participantId: ev.participantId, time: 0 });
    const before = (await participant()).stats as { watchSeconds: number };
    const later = createRecordWatch({ now: () => new Date(Date.now() + 40_000) });
    const { time } = await later.run({ eventId: ev.eventId, tokenId, seconds: 3600 }, anonymous('10.3.0.1'));
    // 40 s passed (as the server's clock tells) and 5 s of slack: a claim of an hour adds 45 s.
    expect(time).toBeGreaterThanOrEqual(45);
    expect(time).toBeLessThan(46);
    expect((await records('watchTime')).find((doc) => doc.id === tokenId)?.data.time).toBe(time);
    expect(((await participant()).stats as { watchSeconds: number }).watchSeconds).toBeCloseTo(before.watchSeconds + time, 3);
  });

  it('refuses a player that reports more often than every few seconds', async () => {
    const { tokenId } = await ok(server.session(), 'startWatching', { eventId: ev.eventId, streamId: ev.streamId, pass, visitorId: visitor(21) });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(server.session(), 'recordWatch', { eventId: ev.eventId, tokenId, seconds: 0 })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('counts a viewer once in the console however many times they reload', async () => {
    const metrics: Pick<Encoder, 'metrics'> = { metrics: async () => ({ connected: true, bitsInKbps: 800, uptimeSeconds: 60 }) };
    const producer = directContext(owner.uid, engineDocs(server.running.engine), server.url);
    const ctx = { ...producer, services: { ...producer.services, encoder: metrics as Encoder } };
    const uniqueViews = async () => (await transcoderUptime.run({ eventId: ev.eventId, streamId: ev.streamId }, ctx)).uniqueViews;
    // The tests above started watching three times, always as the one registered viewer.
    expect(await uniqueViews()).toBe(1);
    for (let i = 0; i < 2; i++) await ok(server.session(), 'startWatching', { eventId: ev.eventId, streamId: ev.streamId, pass, visitorId: visitor(30) });
    expect(await uniqueViews()).toBe(1);
  });
});

describe('a registered viewer in the chat and the poll', () => {
  it('counts their messages, questions and votes into their stats', async () => {
    const viewer = server.session();
    await server.running.engine.commit([
      { type: 'set', path: `${CHATS(ev.eventId)}/qa`, data: { title: 'Ask', online: true, signIn: false, autoApprove: false, presenterChat: true } },
    ]);
    const before = (await participant()).stats as Record<string, number>;
    await ok(viewer, 'postChatMessage', { eventId: ev.eventId, chatId: ev.chatId, text: 'Hello all', pass });
    await ok(viewer, 'postChatMessage', { eventId: ev.eventId, chatId: 'qa', text: 'When are the slides shared?', pass });
    await ok(viewer, 'votePoll', { eventId: ev.eventId, pollId: ev.pollId, optionId: 'o1', pass });
    expect((await participant()).stats).toMatchObject({
      chatMessages: (before.chatMessages ?? 0) + 1,
      questions: (before.questions ?? 0) + 1,
      pollVotes: (before.pollVotes ?? 0) + 1,
    });
  });
});
