/**
 * The participants table's calls over HTTP against a real server (issue 31; spec 002 sections 2,
 * 3 and 4): pages through more than a thousand participants by every sort, the search, "Show
 * disabled", the View modal's record and activity, deleting, and who may do each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteOp } from '@server/db/engine';
import { ANALYTICS_COLLECTION, PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { newParticipantListing, PARTICIPANT_MAX_SKIP, participantMessages, type ParticipantSort } from '@domain/participants/participant-listing';
import { engagementScore, statsOf } from '@domain/participants/participant-record';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let stranger: { browser: HttpSession; uid: string };
let eventId: string;

const COUNT = 1_203;
const DISABLED = new Set([7, 500, 1_000]);
const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;

type Row = { id: string; name: string; email: string; state: string | null; lastSeenAt: number | null; watchSeconds: number; visits: number; engagement: number };

/** Every page of a listing, as the table's Next button and the export read them. */
async function allPages(input: Record<string, unknown>, browser = owner.browser): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await ok(browser, 'listParticipants', { eventId, ...input, ...(cursor ? { cursor } : {}) });
    rows.push(...page.participants);
    cursor = page.next ?? undefined;
    pages += 1;
  } while (cursor);
  return { rows, pages };
}

/** Participant n: names that sort otherwise than their numbers, activity that differs, some seen. */
function participant(n: number) {
  const first = ['Ada', 'Grace', 'Linus', 'Barbara', 'Ken'][n % 5];
  const record = { firstName: `${first}${String((n * 7919) % COUNT).padStart(4, '0')}`, lastName: n === 42 ? 'Lovelace' : 'Tester', email: `p${n}@example.com` };
  const stats = { ...statsOf({}), watchSeconds: (n * 37) % 5_000, visits: n % 9 };
  return {
    ...record,
    ...newParticipantListing(record),
    stats,
    engagement: engagementScore(stats),
    state: n % 3 === 0 ? 'imported' : n % 3 === 1 ? 'online' : 'offline',
    lastSeenAt: n % 4 === 0 ? null : new Date(Date.UTC(2026, 10, 1) + n * 60_000),
    disabled: DISABLED.has(n),
    createdAt: new Date(Date.UTC(2026, 9, 1)),
  };
}

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  [owner, viewer, stranger] = await Promise.all(['olivia', 'vera', 'sam'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner'], [viewer, 'viewer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Audience', slug: 'audience', language: 'en', organizationId: 'org1' })).eventId;
  const writes: WriteOp[] = Array.from({ length: COUNT }, (_, n) => ({ type: 'set', path: `${PARTICIPANTS_COLLECTION(eventId)}/p${n}`, data: participant(n) }));
  for (let i = 0; i < writes.length; i += 400) await server.running.engine.commit(writes.slice(i, i + 400));
}, 60_000);
afterAll(() => server.dispose());

const SORTED_BY: Record<ParticipantSort, (row: Row) => string | number> = {
  name: (row) => row.name.toLowerCase(),
  email: (row) => row.email,
  state: (row) => row.state ?? '',
  lastSeen: (row) => row.lastSeenAt ?? -1,
  watchTime: (row) => row.watchSeconds,
  visits: (row) => row.visits,
  engagement: (row) => row.engagement,
};

describe('listParticipants', () => {
  it('pages through every participant not disabled, each once, in the order of every sort both ways', async () => {
    for (const sort of Object.keys(SORTED_BY) as ParticipantSort[]) {
      for (const direction of ['asc', 'desc'] as const) {
        const { rows, pages } = await allPages({ sort, direction, pageSize: 500 });
        expect(pages, `${sort} ${direction}`).toBe(3);
        expect(new Set(rows.map((row) => row.id)).size).toBe(COUNT - DISABLED.size);
        const keys = rows.map(SORTED_BY[sort]);
        const ordered = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys, `${sort} ${direction}`).toEqual(direction === 'asc' ? ordered : ordered.reverse());
      }
    }
  }, 120_000);

  it('reads a participant’s fields as stored, missing activity as none', async () => {
    const first = await ok(owner.browser, 'listParticipants', { eventId, sort: 'email', pageSize: 1 });
    expect(first.participants).toEqual([
      expect.objectContaining({ id: 'p0', email: 'p0@example.com', state: 'imported', lastSeenAt: null, watchSeconds: 0, visits: 0, disabled: false, answers: expect.objectContaining({ lastName: 'Tester' }) }),
    ]);
    expect(first.next).toEqual(expect.any(String));
  });

  it('finds people by the start of a name or an email word, in any case, and combines the search with a sort', async () => {
    const byName = await ok(owner.browser, 'listParticipants', { eventId, search: '  LOVEL ' });
    expect(byName.participants.map((row: Row) => row.id)).toEqual(['p42']);
    const byEmail = await ok(owner.browser, 'listParticipants', { eventId, search: 'p120@exa' });
    expect(byEmail.participants.map((row: Row) => row.id)).toEqual(['p120']);
    const { rows } = await allPages({ search: 'grace', sort: 'watchTime', direction: 'desc', pageSize: 100 });
    expect(rows).toHaveLength(Array.from({ length: COUNT }, (_, n) => n).filter((n) => n % 5 === 1 && !DISABLED.has(n)).length);
    expect(rows.every((row) => row.name.startsWith('Grace'))).toBe(true);
    expect(rows.map((row) => row.watchSeconds)).toEqual(rows.map((row) => row.watchSeconds).sort((a, b) => b - a));
    expect((await ok(owner.browser, 'listParticipants', { eventId, search: 'nobody-here' })).participants).toEqual([]);
  });

  it('hides disabled participants unless asked to show them', async () => {
    const hidden = await allPages({ pageSize: 500 });
    expect(hidden.rows.some((row) => DISABLED.has(Number(row.id.slice(1))))).toBe(false);
    const shown = await allPages({ pageSize: 500, showDisabled: true });
    expect(shown.rows).toHaveLength(COUNT);
    expect(shown.rows.filter((row) => DISABLED.has(Number(row.id.slice(1)))).map((row) => row.id).sort()).toEqual(['p1000', 'p500', 'p7']);
  });

  it('refuses strangers, page sizes past the bound and cursors it did not make', async () => {
    const refused = await call(stranger.browser, 'listParticipants', { eventId });
    expect(refused.json.error).toEqual({ code: 'permission-denied', message: participantMessages.readers });
    expect((await call(owner.browser, 'listParticipants', { eventId, pageSize: 501 })).status).toBe(400);
    const forged = await call(owner.browser, 'listParticipants', { eventId, cursor: Buffer.from('{"a":1}').toString('base64url') });
    expect(forged.json.error).toEqual({ code: 'invalid-argument', message: participantMessages.badCursor });
    // A viewer of the event reads the participants, as the matrix's users row lets them.
    expect((await ok(viewer.browser, 'listParticipants', { eventId, pageSize: 5 })).participants).toHaveLength(5);
  });
});

describe('listParticipants: the total and page numbers', () => {
  const visible = COUNT - DISABLED.size;
  const ids = (rows: Row[]) => rows.map((row) => row.id);

  it('counts the participants the table pages through, for the search and Show disabled too', async () => {
    expect((await ok(owner.browser, 'listParticipants', { eventId, pageSize: 10 })).total).toBe(visible);
    expect((await ok(owner.browser, 'listParticipants', { eventId, pageSize: 10, showDisabled: true })).total).toBe(COUNT);
    const graces = Array.from({ length: COUNT }, (_, n) => n).filter((n) => n % 5 === 1 && !DISABLED.has(n)).length;
    expect((await ok(owner.browser, 'listParticipants', { eventId, search: 'grace', sort: 'visits' })).total).toBe(graces);
    expect((await ok(owner.browser, 'listParticipants', { eventId, search: 'nobody-here' })).total).toBe(0);
    // The export reads every page and asks for no count.
    expect((await ok(owner.browser, 'listParticipants', { eventId, total: false })).total).toBeNull();
  });

  it('reaches a page number from a page it knows or from either end, with the cursors of its edges', async () => {
    const all = ids((await allPages({ sort: 'lastSeen', direction: 'desc', pageSize: 500 })).rows);
    const at = (input: Record<string, unknown>) => ok(owner.browser, 'listParticipants', { eventId, sort: 'lastSeen', direction: 'desc', pageSize: 100, ...input });
    const first = await at({});
    expect(ids(first.participants)).toEqual(all.slice(0, 100));
    expect(first.previous).toBeNull();
    // Page 6 from page 1's edge, page 3 from the start, the last page (12) and page 10 from the end.
    const sixth = await at({ cursor: first.next, skip: 400 });
    expect(ids(sixth.participants)).toEqual(all.slice(500, 600));
    expect(ids((await at({ skip: 200 })).participants)).toEqual(all.slice(200, 300));
    const last = await at({ backwards: true });
    expect(ids(last.participants)).toEqual(all.slice(1_100));
    expect(last.next).toBeNull();
    expect(ids((await at({ backwards: true, skip: 200 })).participants)).toEqual(all.slice(900, 1_000));
    // Back from page 6's first row, and on from its last: pages 5 and 7.
    const fifth = await at({ cursor: sixth.previous, backwards: true });
    expect(ids(fifth.participants)).toEqual(all.slice(400, 500));
    expect([fifth.previous, fifth.next]).toEqual([expect.any(String), expect.any(String)]);
    expect(ids((await at({ cursor: sixth.next })).participants)).toEqual(all.slice(600, 700));
  });

  it('skips no further than its bound in one call', async () => {
    const far = await call(owner.browser, 'listParticipants', { eventId, skip: PARTICIPANT_MAX_SKIP + 1 });
    expect(far.status).toBe(400);
    expect((await ok(owner.browser, 'listParticipants', { eventId, skip: PARTICIPANT_MAX_SKIP, pageSize: 1 })).participants).toHaveLength(0);
  });
});

describe('participantDetail and deleteParticipant', () => {
  it('gives the record and that participant’s activity only, newest first', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 10, minute));
    await server.running.engine.commit([
      { type: 'set', path: `${ANALYTICS_COLLECTION(eventId)}/a1`, data: { type: 'visit', participantId: 'p42', createdAt: at(1) } },
      { type: 'set', path: `${ANALYTICS_COLLECTION(eventId)}/a2`, data: { type: 'watchTime', participantId: 'p42', createdAt: at(5), time: 125 } },
      { type: 'set', path: `${ANALYTICS_COLLECTION(eventId)}/a3`, data: { type: 'session', participantId: 'p42', createdAt: at(0) } },
      { type: 'set', path: `${ANALYTICS_COLLECTION(eventId)}/a4`, data: { type: 'visit', participantId: 'p43', createdAt: at(2) } },
      { type: 'set', path: `${ANALYTICS_COLLECTION(eventId)}/a5`, data: { type: 'visit', createdAt: at(3) } },
    ]);
    const detail = await ok(viewer.browser, 'participantDetail', { eventId, participantId: 'p42' });
    expect(detail.participant).toMatchObject({ id: 'p42', name: expect.stringMatching(/ Lovelace$/), email: 'p42@example.com' });
    expect(detail.record).toMatchObject({ lastName: 'Lovelace', createdAt: '2026-10-01T00:00:00.000Z', stats: { visits: 42 % 9 } });
    expect(detail.logs).toEqual([
      { id: 'a2', type: 'watchTime', createdAt: at(5).getTime(), time: 125 },
      { id: 'a1', type: 'visit', createdAt: at(1).getTime(), time: null },
      { id: 'a3', type: 'session', createdAt: at(0).getTime(), time: null },
    ]);
    expect(detail.nextLogs).toBeNull();
    expect((await call(stranger.browser, 'participantDetail', { eventId, participantId: 'p42' })).status).toBe(403);
    expect((await call(owner.browser, 'participantDetail', { eventId, participantId: 'nope' })).json.error).toEqual({ code: 'not-found', message: participantMessages.noParticipant });
  });

  it('deletes for owners as the spec does: disabled, deletedUser, hidden from the table; viewers and strangers cannot', async () => {
    const path = `${PARTICIPANTS_COLLECTION(eventId)}/p43`;
    for (const browser of [viewer.browser, stranger.browser]) expect((await call(browser, 'deleteParticipant', { eventId, participantId: 'p43' })).status).toBe(403);
    expect(await stored(path)).toMatchObject({ disabled: false });
    await ok(owner.browser, 'deleteParticipant', { eventId, participantId: 'p43' });
    expect(await stored(path)).toMatchObject({ disabled: true, state: 'deletedUser', last_changed: expect.any(Date), email: 'p43@example.com' });
    expect((await ok(owner.browser, 'listParticipants', { eventId, search: 'p43@' })).participants).toEqual([]);
    expect((await ok(owner.browser, 'listParticipants', { eventId, search: 'p43@', showDisabled: true })).participants).toEqual([
      expect.objectContaining({ id: 'p43', state: 'deletedUser', disabled: true }),
    ]);
    expect((await call(owner.browser, 'deleteParticipant', { eventId, participantId: 'missing' })).status).toBe(404);
  });
});

describe('registration', () => {
  it('writes a registrant the table can sort and search: offline, unseen, no activity', async () => {
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { registerReq: true } });
    await ok(server.session(), 'registerForEvent', { eventId, answers: { email: ' New.Comer@Example.com ' } });
    const found = await ok(owner.browser, 'listParticipants', { eventId, search: 'comer' });
    expect(found.participants).toEqual([expect.objectContaining({ email: 'new.comer@example.com', state: 'offline', lastSeenAt: null, engagement: 0, visits: 0 })]);
    const path = `${PARTICIPANTS_COLLECTION(eventId)}/${found.participants[0].id}`;
    // Seen online by the visitor analytics, then registering again: still online, activity kept.
    await server.running.engine.commit([{ type: 'update', path, data: { state: 'online', stats: { ...statsOf({}), visits: 3 } } }]);
    await ok(server.session(), 'registerForEvent', { eventId, answers: { email: 'new.comer@example.com' } });
    expect(await stored(path)).toMatchObject({ state: 'online', stats: { visits: 3 }, last_changed: expect.any(Date) });
  });
});
