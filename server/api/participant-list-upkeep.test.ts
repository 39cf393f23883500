/**
 * What keeps the participants table true of its participants (issue 31), over HTTP against a real
 * server: participants stored before the listing fields existed get them (at the embedded
 * server's start-up, and on an event's first listing, which is how the Cloud Function brings them
 * up), and the State sort agrees with the state the table shows once a heartbeat is old.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteField } from '@domain/documents/values';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { ONLINE_WINDOW_MS } from '@domain/events/visitor-analytics';
import { LISTING_VERSION, LISTING_VERSION_FIELD, newParticipantListing } from '@domain/participants/participant-listing';
import { engagementScore, statsOf } from '@domain/participants/participant-record';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };

type Row = { id: string; name: string; state: string | null };

async function ok(name: string, input: unknown) {
  const res = await owner.browser.post(`/api/call/${name}`, input);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return res.json.result;
}
const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const newEvent = async (slug: string): Promise<string> => (await ok('createEvent', { title: slug, slug, language: 'en', organizationId: 'org1' })).eventId;
const list = async (eventId: string, input: Record<string, unknown> = {}) => ok('listParticipants', { eventId, ...input });

/** Participants as an older EventDesk stored them: a name, an email, maybe a state and some activity, no listing fields. */
const OLD = {
  grace: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@old.example', state: 'offline', stats: { visits: 4, watchSeconds: 90 } },
  alan: { firstName: 'Alan', lastName: 'Turing', email: 'alan@old.example' },
};
const current = () => {
  const record = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@new.example' };
  return { ...record, ...newParticipantListing(record), state: 'imported', disabled: false };
};

/** An event of an older EventDesk: its participants lack the listing fields, and the event the marker creation now sets. */
async function storeOld(eventId: string): Promise<void> {
  const path = PARTICIPANTS_COLLECTION(eventId);
  await server.running.engine.commit([
    { type: 'update', path: `events/${eventId}`, data: { [LISTING_VERSION_FIELD]: deleteField() } },
    { type: 'set', path: `${path}/grace`, data: OLD.grace },
    { type: 'set', path: `${path}/alan`, data: OLD.alan },
    { type: 'set', path: `${path}/ada`, data: current() },
  ]);
}

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  owner = await server.signedUp('olivia@example.com');
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner']]));
}, 60_000);
afterAll(() => server.dispose());

describe('participants stored before the listing fields', () => {
  it('get them when the embedded server starts, and then show, sort, count and match a search', async () => {
    const eventId = await newEvent('before-restart');
    await storeOld(eventId);
    await server.restart();
    const grace = await stored(`${PARTICIPANTS_COLLECTION(eventId)}/grace`);
    expect(grace).toMatchObject({ sortName: 'grace hopper', searchKeys: expect.arrayContaining(['hop', 'grace@old.example']), disabled: false, lastSeenAt: null });
    expect(grace).toMatchObject({ state: 'offline', stats: { visits: 4, watchSeconds: 90 }, engagement: engagementScore(statsOf(OLD.grace.stats)) });
    expect(await stored(`${PARTICIPANTS_COLLECTION(eventId)}/alan`)).toMatchObject({ state: 'offline', email: 'alan@old.example', engagement: 0, stats: statsOf({}) });
    expect(await stored(`events/${eventId}`)).toMatchObject({ [LISTING_VERSION_FIELD]: LISTING_VERSION });

    const page = await list(eventId);
    expect(page.participants.map((row: Row) => row.name)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(page.total).toBe(3);
    expect((await list(eventId, { search: 'hopp' })).participants.map((row: Row) => row.id)).toEqual(['grace']);
    expect((await list(eventId, { sort: 'visits', direction: 'desc' })).participants.map((row: Row) => row.id)).toEqual(['grace', 'alan', 'ada']);
  }, 60_000);

  it('get them on the first listing of an event (as the Cloud Function brings them up), and keep the fields they had', async () => {
    const eventId = await newEvent('after-start');
    await storeOld(eventId);
    const page = await list(eventId, { sort: 'email' });
    expect(page.participants.map((row: Row) => row.id)).toEqual(['ada', 'alan', 'grace']);
    expect(page.total).toBe(3);
    expect(await stored(`${PARTICIPANTS_COLLECTION(eventId)}/ada`)).toEqual(expect.objectContaining(current()));
    expect(await stored(`events/${eventId}`)).toMatchObject({ [LISTING_VERSION_FIELD]: LISTING_VERSION });
  });
});

describe('the State sort', () => {
  it('puts a participant whose last heartbeat is old with the offline ones, as the table shows them', async () => {
    const eventId = await newEvent('states');
    const now = Date.now();
    const person = (firstName: string, state: string, lastSeenAt: Date | null) => {
      const record = { firstName, lastName: 'Tester', email: `${firstName.toLowerCase()}@example.com` };
      return { ...record, ...newParticipantListing(record), state, lastSeenAt, disabled: false };
    };
    const path = PARTICIPANTS_COLLECTION(eventId);
    await server.running.engine.commit([
      { type: 'set', path: `${path}/a1`, data: person('Watching', 'online', new Date(now)) },
      // Online as last written, but its last heartbeat is older than the online window: it left.
      { type: 'set', path: `${path}/a2`, data: person('Left', 'online', new Date(now - ONLINE_WINDOW_MS - 60_000)) },
      { type: 'set', path: `${path}/a3`, data: person('Still', 'online', new Date(now)) },
      { type: 'set', path: `${path}/b1`, data: person('Away', 'offline', new Date(now - 3_600_000)) },
      { type: 'set', path: `${path}/c1`, data: person('Invited', 'imported', null) },
    ]);
    const states = async (direction: 'asc' | 'desc') =>
      (await list(eventId, { sort: 'state', direction })).participants.map((row: Row) => `${row.id} ${row.state}`);
    expect(await states('asc')).toEqual(['c1 imported', 'a2 offline', 'b1 offline', 'a1 online', 'a3 online']);
    expect(await states('desc')).toEqual(['a3 online', 'a1 online', 'b1 offline', 'a2 offline', 'c1 imported']);
    expect(await stored(`${path}/a2`)).toMatchObject({ state: 'offline' });
    expect(await stored(`${path}/a1`)).toMatchObject({ state: 'online' });
  });
});
