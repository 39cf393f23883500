/**
 * A property of the realtime endpoint, tried with random query shapes (seeded: FUZZ_SEED replays
 * one): a caller without a role never learns whether a protected document exists. Every query
 * (list, count, subscription) is run with the protected documents present and again with them
 * removed; each answer must be the same, and none may carry protected data. The shapes range over
 * collections and collection groups, 0 to 25 filters on plain and protected fields with the
 * protected values themselves among the operands, orders, cursors, limits and field paths up to
 * 40 segments deep. Afterwards the server still signs in, writes and reports itself healthy.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { QuerySpec } from '@domain/documents/query';
import { WHERE_OPERATORS } from '@domain/documents/query';
import type { WriteOp } from '../db/engine';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { prng, type Rng } from '../testing/prng';
import type { Frame, TestClient } from './test-harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const QUERIES = 400;
const EVENT = 'fuzz-event';
const SECRETS = ['m0d-t0k3n-a81f3c', 'live_key-77b2', 'pres-t0k-19ce', 'A pending question', 'Private notes', 'invitee@example.com'];

/** What only the owner may read: removed and restored between the two passes. */
const PROTECTED: WriteOp[] = [
  { type: 'set', path: `moderationLinks/${EVENT}`, data: { token: SECRETS[0] } },
  { type: 'set', path: `events/${EVENT}/streams/s1/settings/rtmp`, data: { streamKey: SECRETS[1], n: 1 } },
  { type: 'set', path: 'presenterLinks/p1', data: { eventID: EVENT, token: SECRETS[2], n: 2 } },
  { type: 'set', path: `events/${EVENT}/chats/c1/messages/pending`, data: { text: SECRETS[3], type: null, n: 3 } },
  { type: 'set', path: `notes/${EVENT}`, data: { notes: SECRETS[4], n: 4 } },
  { type: 'set', path: 'invites/i1', data: { resource: 'fuzz-org', email: SECRETS[5], n: 5 } },
  { type: 'set', path: `events/${EVENT}/analytics/a1`, data: { type: 'visit', n: 6 } },
];

const COLLECTIONS = [
  'moderationLinks',
  `events/${EVENT}/streams/s1/settings`,
  'presenterLinks',
  `events/${EVENT}/chats/c1/messages`,
  'notes',
  'invites',
  `events/${EVENT}/analytics`,
  'events',
  `events/${EVENT}/chats`,
  'users',
];
const GROUPS = ['settings', 'messages', 'chats', 'analytics', 'permissions'];
const FIELDS = ['token', 'streamKey', 'text', 'notes', 'email', 'type', 'n', 'eventID', 'resource', 'uid', '__name__'];

function fieldPath(rng: Rng): string {
  if (rng.next() < 0.85) return rng.pick(FIELDS);
  return Array.from({ length: 2 + rng.int(39) }, () => rng.pick(['a', 'token', 'x'])).join('.');
}

function operand(rng: Rng): unknown {
  const secret = rng.pick(SECRETS);
  switch (rng.int(6)) {
    case 0:
      return secret;
    case 1:
      return secret.slice(0, 1 + rng.int(secret.length));
    case 2:
      return rng.int(10);
    case 3:
      return rng.pick([null, true, 'accepted', 'presenter', EVENT, 'fuzz-org']);
    default:
      return `${secret}${rng.pick(['', 'x', '~'])}`;
  }
}

function randomQuery(rng: Rng): QuerySpec {
  const group = rng.next() < 0.15;
  const query: QuerySpec = { path: group ? rng.pick(GROUPS) : rng.pick(COLLECTIONS) };
  if (group) query.group = true;
  const filters = rng.pick([0, 1, 1, 2, 2, 3, 4, 25]);
  if (filters > 0) {
    query.where = Array.from({ length: filters }, () => {
      const op = rng.pick(WHERE_OPERATORS);
      const list = op === 'in' || op === 'not-in' || op === 'array-contains-any';
      const value = list ? Array.from({ length: 1 + rng.int(rng.next() < 0.1 ? 40 : 4) }, () => operand(rng)) : operand(rng);
      return { field: fieldPath(rng), op, value: value as never };
    });
  }
  if (rng.next() < 0.4) query.orderBy = Array.from({ length: 1 + rng.int(rng.next() < 0.1 ? 12 : 2) }, () => ({ field: fieldPath(rng), direction: rng.pick(['asc', 'desc'] as const) }));
  if (rng.next() < 0.3) query.limit = 1 + rng.int(3);
  if (rng.next() < 0.15) query.start = { values: [operand(rng) as never], inclusive: rng.next() < 0.5 };
  return query;
}

/** The answers a caller sees for one query: the list, the count and a subscription's first answer. */
async function answers(client: TestClient, query: QuerySpec): Promise<unknown[]> {
  const strip = (res: Frame) => (res.ok ? { ok: true, result: res.result } : { ok: false, error: res.error });
  const list = await client.request({ op: 'list', query });
  const count = await client.request({ op: 'aggregate', query, spec: { count: true } });
  const live = await client.subscribe({ query });
  if (live.res.ok) await client.request({ op: 'unsub', id: live.id });
  return [strip(list), strip(count), { ...strip(live.res), snapshot: live.first?.docs ?? null }];
}

const server = new TempServer();
let stranger: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  await server.start();
  const owner = await server.signedUp('fuzz-owner@example.com');
  await server.running.engine.commit([
    ...organizationWrites('fuzz-org', 'Fuzz', [[{ uid: owner.uid }, 'owner']], [EVENT]),
    { type: 'set', path: `events/${EVENT}`, data: { title: 'Fuzz', organization: 'fuzz-org' } },
    { type: 'set', path: `events/${EVENT}/chats/c1`, data: { title: 'Chat' } },
    { type: 'set', path: `events/${EVENT}/chats/c1/messages/public`, data: { text: 'Hello all', type: 'accepted', n: 0 } },
  ]);
  stranger = await (await server.signedUp('fuzz-stranger@example.com')).browser.socket();
  visitor = await server.session().socket();
});
afterAll(async () => {
  stranger.close();
  visitor.close();
  await server.dispose();
});

it('never tells a caller without a role whether a protected document exists, whatever the query', async () => {
  const rng = prng(SEED);
  const cases = Array.from({ length: QUERIES }, () => ({ query: randomQuery(rng), client: rng.next() < 0.5 ? stranger : visitor }));
  const present: unknown[][] = [];
  await server.running.engine.commit(PROTECTED);
  for (const { query, client } of cases) present.push(await answers(client, query));
  await server.running.engine.commit(PROTECTED.map((op) => ({ type: 'delete' as const, path: op.path })));
  const tally = { queries: cases.length, answers: 0, allowed: 0, refused: 0, invalid: 0, internal: 0, leaks: 0 };
  for (const [i, { query, client }] of cases.entries()) {
    const absent = await answers(client, query);
    const context = `seed ${SEED}, query ${i}: ${JSON.stringify(query).slice(0, 400)}`;
    expect(absent, context).toEqual(present[i]);
    for (const answer of present[i] as { ok: boolean; error?: { code: string } }[]) {
      tally.answers++;
      if (answer.ok) tally.allowed++;
      else if (answer.error!.code === 'invalid-argument') tally.invalid++;
      else if (answer.error!.code === 'internal') tally.internal++;
      else tally.refused++;
      if (answer.ok && SECRETS.some((secret) => JSON.stringify(answer).includes(secret))) tally.leaks++;
    }
  }
  console.log(`query fuzz (seed ${SEED}): ${JSON.stringify(tally)}`);
  expect(tally.leaks).toBe(0);
  expect(tally.internal).toBe(0);
  expect(tally.refused).toBeGreaterThan(0);
  expect(tally.allowed).toBeGreaterThan(0);
  expect(tally.invalid).toBeGreaterThan(0);

  const { browser, uid } = await server.signedUp('fuzz-after@example.com');
  const client = await browser.socket();
  expect(await client.request({ op: 'write', ops: [{ type: 'update', path: `users/${uid}`, data: { username: 'after' } }] })).toMatchObject({ ok: true });
  client.close();
  expect((await server.session().post('/api/auth/signin', { email: 'fuzz-after@example.com', password: 'correct horse' })).status).toBe(200);
  expect((await browser.request('/api/health')).json.status).toBe('ok');
  expect(server.logs.filter((line) => /unexpected|database/.test(line))).toEqual([]);
});
