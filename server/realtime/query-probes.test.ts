/**
 * Issue 10, finding 2, through the real server: a list, count or subscription used to answer
 * `permission-denied` when a matching document was unreadable and `[]` when none matched, so a
 * signed-in stranger could binary-search a moderation-link token (246 queries), stream keys,
 * presenter-link tokens, pending message texts, notes and invitees' addresses. A query is now
 * judged by what it asks: whether the probe matches or not, the answer is the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuerySpec, WhereClause } from '@domain/documents/query';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import type { Frame, TestClient } from './test-harness';

const server = new TempServer();
const EVENT = 'probe-event';
const SECRETS = {
  moderationToken: 'm0d3r4t10n-t0k3n-5f1c2a9e7b3d4c6a',
  streamKey: 'live_7c9e2b1a-stream-key',
  presenterToken: 'pr3s3nt3r-t0k3n-9b8a7c6d5e4f',
  pendingText: 'A question nobody approved yet',
  notes: 'Private producer notes',
  invitee: 'invited.person@example.com',
};
let stranger: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  await server.start();
  const owner = await server.signedUp('probe-owner@example.com');
  await server.running.engine.commit([
    ...organizationWrites('probe-org', 'Probe org', [[{ uid: owner.uid }, 'owner']], [EVENT]),
    { type: 'set', path: `events/${EVENT}`, data: { title: 'Probe', organization: 'probe-org' } },
    { type: 'set', path: `moderationLinks/${EVENT}`, data: { token: SECRETS.moderationToken } },
    { type: 'set', path: `events/${EVENT}/streams/s1/settings/rtmp`, data: { streamKey: SECRETS.streamKey } },
    { type: 'set', path: 'presenterLinks/l1', data: { eventID: EVENT, token: SECRETS.presenterToken } },
    { type: 'set', path: `events/${EVENT}/chats/c1`, data: { title: 'Chat' } },
    { type: 'set', path: `events/${EVENT}/chats/c1/messages/m1`, data: { text: SECRETS.pendingText, type: null } },
    { type: 'set', path: `notes/${EVENT}`, data: { notes: SECRETS.notes } },
    { type: 'set', path: 'invites/i1', data: { resource: 'probe-org', email: SECRETS.invitee, permission: 'producer' } },
  ]);
  stranger = await (await server.signedUp('stranger@example.com')).browser.socket();
  visitor = await server.session().socket();
});
afterAll(async () => {
  stranger.close();
  visitor.close();
  await server.dispose();
});

/** Everything a caller observes of one query: the list, the count and a live subscription's first answer. */
async function observe(client: TestClient, query: QuerySpec): Promise<unknown[]> {
  const strip = (res: Frame) => (res.ok ? { ok: true, result: res.result } : { ok: false, error: res.error });
  const list = await client.request({ op: 'list', query });
  const count = await client.request({ op: 'aggregate', query, spec: { count: true } });
  const live = await client.subscribe({ query });
  if (live.res.ok) await client.request({ op: 'unsub', id: live.id });
  const snapshot = live.first ? live.first.docs.map((d: Frame) => d.path) : null;
  return [strip(list), strip(count), { ...strip(live.res), snapshot }];
}

type Probe = { name: string; query: (value: string) => QuerySpec; secret: string };

const where = (field: string, op: WhereClause['op'], value: unknown): WhereClause[] => [{ field, op, value: value as WhereClause['value'] }];
const PROBES: Probe[] = [
  { name: 'a moderation-link token', secret: SECRETS.moderationToken, query: (v) => ({ path: 'moderationLinks', where: where('token', '==', v) }) },
  { name: 'a moderation-link token, by range', secret: SECRETS.moderationToken, query: (v) => ({ path: 'moderationLinks', where: where('token', '>=', v), limit: 1 }) },
  { name: 'a stream key', secret: SECRETS.streamKey, query: (v) => ({ path: `events/${EVENT}/streams/s1/settings`, where: where('streamKey', '==', v) }) },
  { name: 'a presenter-link token', secret: SECRETS.presenterToken, query: (v) => ({ path: 'presenterLinks', where: where('token', '==', v) }) },
  {
    name: 'a presenter-link token of a named event',
    secret: SECRETS.presenterToken,
    query: (v) => ({ path: 'presenterLinks', where: [...where('eventID', '==', EVENT), ...where('token', '==', v)] }),
  },
  { name: 'a pending message text', secret: SECRETS.pendingText, query: (v) => ({ path: `events/${EVENT}/chats/c1/messages`, where: where('text', '==', v) }) },
  { name: 'a pending message text across events', secret: SECRETS.pendingText, query: (v) => ({ path: 'messages', group: true, where: where('text', '==', v) }) },
  { name: 'notes', secret: SECRETS.notes, query: (v) => ({ path: 'notes', where: where('notes', '==', v) }) },
  { name: 'an invitee’s address', secret: SECRETS.invitee, query: (v) => ({ path: 'invites', where: where('email', '==', v) }) },
  { name: 'an invitee’s address in an organisation', secret: SECRETS.invitee, query: (v) => ({ path: 'invites', where: [...where('resource', '==', 'probe-org'), ...where('email', '==', v)] }) },
];

describe('a query answers the same whether or not a protected document matches', () => {
  for (const probe of PROBES) {
    it(`refuses a stranger probing ${probe.name}, match or not`, async () => {
      for (const client of [stranger, visitor]) {
        const hit = await observe(client, probe.query(probe.secret));
        const miss = await observe(client, probe.query(`${probe.secret}-not-it`));
        expect(hit).toEqual(miss);
        expect(hit.map((answer) => (answer as { error?: { code: string } }).error?.code)).toEqual(Array(3).fill('permission-denied'));
      }
    });
  }

  it('lets anyone read a chat’s public messages, where a pending text matches or not', async () => {
    const publicOnly = (v: string): QuerySpec => ({ path: `events/${EVENT}/chats/c1/messages`, where: [...where('type', 'in', ['accepted', 'presenter']), ...where('text', '==', v)] });
    for (const client of [stranger, visitor]) {
      const hit = await observe(client, publicOnly(SECRETS.pendingText));
      expect(hit).toEqual(await observe(client, publicOnly('something else')));
      expect(hit[0]).toEqual({ ok: true, result: [] });
    }
  });

  it('does not list every event’s chats to strangers through a collection group', async () => {
    for (const client of [stranger, visitor]) {
      const [list] = await observe(client, { path: 'chats', group: true });
      expect(list).toMatchObject({ ok: false, error: { code: 'permission-denied' } });
    }
  });
});
