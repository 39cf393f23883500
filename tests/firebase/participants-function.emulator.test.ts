/**
 * The participants table's calls through the `api` Cloud Function on the emulators (issue 31):
 * the same pages, sorts, search, "Show disabled", View modal activity and delete as the embedded
 * server, over the Admin SDK's queries, cursors, offsets and count aggregations; and the upkeep
 * before a listing: a participant stored before the listing fields gets them, an expired online
 * is stored offline.
 */
import { deleteField, doc, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_VERSION_FIELD, newParticipantListing } from '@domain/participants/participant-listing';
import { engagementScore, statsOf } from '@domain/participants/participant-record';
import { newAccount, type EmulatorAccount } from './auth-accounts';
import { emulators } from './emulators';
import { callFunction } from './function-call';
import { firestoreClient } from './firestore-clients';

type Row = { id: string; engagement: number; state: string; disabled: boolean };

let admin: { db: Firestore; dispose(): Promise<void> };
let owner: EmulatorAccount;
let stranger: EmulatorAccount;
let eventId: string;
const COUNT = 23;
/** Besides the COUNT: one stored before the listing fields, one whose 'online' has expired. */
const EXTRA = 2;

const call = (name: string, input: unknown, idToken = owner.idToken) => callFunction(name, input, idToken);

async function ok(name: string, input: unknown): Promise<Record<string, unknown>> {
  const answer = await call(name, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result!;
}

async function allPages(input: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    const page = await ok('listParticipants', { eventId, pageSize: 7, ...input, ...(cursor ? { cursor } : {}) });
    rows.push(...(page.participants as Row[]));
    cursor = (page.next as string | null) ?? undefined;
  } while (cursor);
  return rows;
}

beforeAll(async () => {
  setLogLevel('silent');
  admin = firestoreClient(emulators().project, 'participants admin', { mockUserToken: 'owner' });
  [owner, stranger] = await Promise.all([newAccount('participants-owner'), newAccount('participants-stranger')]);
  const slug = `participants-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  eventId = (await ok('createEvent', { title: 'Participants', slug, language: 'en', organizationId: null })).eventId as string;
  for (let n = 0; n < COUNT; n++) {
    const record = { firstName: n === 5 ? 'Ada' : `Person${n}`, lastName: 'Tester', email: `p${n}@example.com` };
    const stats = { ...statsOf({}), watchSeconds: (n * 611) % 4_000, visits: n % 6 };
    await setDoc(doc(admin.db, `events/${eventId}/users/p${n}`), {
      ...record,
      ...newParticipantListing(record),
      stats,
      engagement: engagementScore(stats),
      state: n % 2 ? 'offline' : 'imported',
      disabled: n === 3,
      lastSeenAt: n % 3 ? new Date(Date.UTC(2026, 10, 1, 0, n)) : null,
    });
  }
  // A participant of an older EventDesk, stored before the listing fields: its event lacks the marker creation now sets.
  await updateDoc(doc(admin.db, `events/${eventId}`), { [LISTING_VERSION_FIELD]: deleteField() });
  await setDoc(doc(admin.db, `events/${eventId}/users/old1`), { firstName: 'Olden', lastName: 'Days', email: 'olden@example.com' });
  const left = { firstName: 'Left', lastName: 'Early', email: 'left@example.com' };
  await setDoc(doc(admin.db, `events/${eventId}/users/left1`), { ...left, ...newParticipantListing(left), state: 'online', disabled: false, lastSeenAt: new Date(Date.now() - 600_000) });
  await setDoc(doc(admin.db, `events/${eventId}/analytics/a1`), { type: 'watchTime', participantId: 'p5', createdAt: new Date(Date.UTC(2026, 10, 2)), time: 90 });
  await setDoc(doc(admin.db, `events/${eventId}/analytics/a2`), { type: 'visit', participantId: 'p6', createdAt: new Date(Date.UTC(2026, 10, 2)) });
}, 180_000);

afterAll(() => admin.dispose());

describe('the participants calls on the api function', () => {
  it('pages by a sort with cursors, hides the disabled, and searches', async () => {
    const byEngagement = await allPages({ sort: 'engagement', direction: 'desc' });
    expect(new Set(byEngagement.map((row) => row.id)).size).toBe(COUNT - 1 + EXTRA);
    expect(byEngagement.map((row) => row.engagement)).toEqual(byEngagement.map((row) => row.engagement).sort((a, b) => b - a));
    const byLastSeen = await allPages({ sort: 'lastSeen', showDisabled: true });
    expect(byLastSeen).toHaveLength(COUNT + EXTRA);
    expect((await ok('listParticipants', { eventId, search: 'ADA' })).participants).toEqual([expect.objectContaining({ id: 'p5' })]);
  });

  it('brings up a participant stored before the listing fields and sorts an expired online with the offline', async () => {
    expect((await ok('listParticipants', { eventId, search: 'olden' })).participants).toEqual([expect.objectContaining({ id: 'old1', name: 'Olden Days', state: 'offline' })]);
    const states = (await allPages({ sort: 'state' })).map((row) => row.state);
    expect(states).toEqual([...states].sort());
    expect((await ok('listParticipants', { eventId, search: 'left' })).participants).toEqual([expect.objectContaining({ id: 'left1', state: 'offline' })]);
  });

  it('counts the filter and reaches a page from a known one or from either end', async () => {
    const ids = (page: Record<string, unknown>) => (page.participants as Row[]).map((row) => row.id);
    const all = (await allPages({ sort: 'email' })).map((row) => row.id);
    const at = (input: Record<string, unknown>) => ok('listParticipants', { eventId, sort: 'email', pageSize: 5, ...input });
    const first = await at({});
    expect(first.total).toBe(COUNT - 1 + EXTRA);
    const third = await at({ cursor: first.next, skip: 5 });
    expect(ids(third)).toEqual(all.slice(10, 15));
    expect(ids(await at({ cursor: third.previous, backwards: true }))).toEqual(all.slice(5, 10));
    expect(ids(await at({ backwards: true, pageSize: 4 }))).toEqual(all.slice(20));
    expect(ids(await at({ backwards: true, skip: 4 }))).toEqual(all.slice(15, 20));
    expect((await at({ search: 'person1' })).total).toBe(11);
  });

  it('gives the View modal its activity, deletes for the owner, and refuses a stranger', async () => {
    const detail = await ok('participantDetail', { eventId, participantId: 'p5' });
    expect(detail.logs).toEqual([{ id: 'a1', type: 'watchTime', createdAt: Date.UTC(2026, 10, 2), time: 90 }]);
    expect((await call('listParticipants', { eventId }, stranger.idToken)).status).toBe(403);
    expect((await call('deleteParticipant', { eventId, participantId: 'p5' }, stranger.idToken)).status).toBe(403);
    await ok('deleteParticipant', { eventId, participantId: 'p5' });
    expect((await ok('listParticipants', { eventId, search: 'ada' })).participants).toEqual([]);
    expect((await ok('listParticipants', { eventId, search: 'ada', showDisabled: true })).participants).toEqual([
      expect.objectContaining({ id: 'p5', state: 'deletedUser', disabled: true }),
    ]);
  });
});
