import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '@tests/postgres/test-database';
import type { WriteOp } from '../db/engine';
import { startHarness, waitUntil, type Frame, type Harness, type TestClient } from '../realtime/test-harness';

let h: Harness;
let alice: TestClient;
let collection = 0;
/** A collection alice may query: her organisation's event's pages. */
const events = 'events/live/pages';

const ids = (docs: { id: string }[]) => docs.map((d) => d.id);
const changes = (frame: Frame) => frame.changes.map((c: Frame) => [c.type, c.doc.id, c.oldIndex, c.newIndex]);
const commit = (...ops: WriteOp[]) => h.engine.commit(ops);
const event = (id: string, data: Record<string, unknown>): WriteOp => ({ type: 'set', path: `${events}/${id}`, data: { organization: 'org1', ...data } });

beforeAll(async () => {
  h = await startHarness({ databaseUrl: await testDatabaseUrl() });
  await commit(
    { type: 'set', path: 'users/alice', data: { uid: 'alice', email: 'alice@example.com', username: 'al' } },
    { type: 'set', path: 'resourceAccess/org1/permissions/alice', data: { permission: 'owner' } },
    { type: 'set', path: 'events/live', data: { organization: 'org1' } },
    { type: 'set', path: 'events/away', data: { organization: 'org9' } },
  );
  alice = await h.connect('alice');
  // Presence mirrors onto users/alice; let that write land before listeners count frames.
  await waitUntil(async () => (await h.engine.get('users/alice'))?.data.state === 'online');
});
afterAll(() => h.close());
// Each test tags its documents with a fresh prefix so that queries stay independent.
beforeEach(() => {
  collection++;
});

async function nextQueryFrame(client: TestClient, sub: number, from: number): Promise<Frame> {
  return client.waitFor((f) => f.t === 'query' && f.sub === sub, from);
}

describe('document listeners', () => {
  it('sends the snapshot after the res, then one frame per change, and nothing for a no-op write', async () => {
    const { id, res, first } = await alice.subscribe({ doc: 'users/alice' });
    expect(res.ok).toBe(true);
    expect(alice.frames.indexOf(res)).toBeLessThan(alice.frames.indexOf(first!));
    expect(first!.doc).toMatchObject({ id: 'alice', exists: true, data: { username: 'al' } });
    const from = alice.frames.length;
    await alice.request({ op: 'write', ops: [{ type: 'update', path: 'users/alice', data: { username: 'al2' } }] });
    await alice.request({ op: 'write', ops: [{ type: 'update', path: 'users/alice', data: { username: 'al2' } }] });
    await alice.request({ op: 'write', ops: [{ type: 'update', path: 'users/alice', data: { username: 'al3' } }] });
    const frames = await alice.subFramesAfter(id, from, 2);
    expect(frames.map((f) => f.doc.data.username)).toEqual(['al2', 'al3']);
    expect(frames[1].doc.version).toBeGreaterThan(frames[0].doc.version);
    await alice.request({ op: 'get', path: 'users/alice' });
    expect(alice.subFrames(id, from)).toHaveLength(2);
    expect((await alice.request({ op: 'unsub', id })).ok).toBe(true);
    await commit({ type: 'update', path: 'users/alice', data: { username: 'al4' } });
    await alice.request({ op: 'get', path: 'users/alice' });
    expect(alice.subFrames(id, from)).toHaveLength(2);
  });

  it('follows a document from missing to created to deleted', async () => {
    const { id, first } = await alice.subscribe({ doc: 'events/late' });
    expect(first).toBeNull();
    await commit({ type: 'set', path: 'resourceAccess/late/permissions/alice', data: { permission: 'viewer' } });
    const sub = await alice.subscribe({ doc: 'events/late' });
    expect(sub.first!.doc).toEqual({ id: 'late', path: 'events/late', exists: false, data: null, version: 0 });
    const from = alice.frames.length;
    await commit({ type: 'set', path: 'events/late', data: { title: 'Late' } });
    await commit({ type: 'delete', path: 'events/late' });
    const frames = await alice.subFramesAfter(sub.id, from, 2);
    expect(frames.map((f) => [f.doc.exists, f.doc.data?.title])).toEqual([
      [true, 'Late'],
      [false, undefined],
    ]);
    expect(id).not.toBe(sub.id);
  });

  it('fans out one change to many listeners of the same document', async () => {
    const clients = await Promise.all(Array.from({ length: 50 }, () => h.connect('alice')));
    const subs = await Promise.all(clients.map((c) => c.subscribe({ doc: 'users/alice' })));
    const marks = clients.map((c) => c.frames.length);
    await commit({ type: 'update', path: 'users/alice', data: { firstName: 'Fan' } });
    const got = await Promise.all(clients.map((c, i) => c.subFramesAfter(subs[i].id, marks[i], 1)));
    expect(got.every(([f]) => f.doc.data.firstName === 'Fan')).toBe(true);
    for (const c of clients) c.close();
  });

  it('ends the subscription with permission-denied when access is removed', async () => {
    await commit(
      { type: 'set', path: 'resourceAccess/solo/permissions/alice', data: { permission: 'viewer' } },
      { type: 'set', path: 'events/solo', data: { title: 'Solo' } },
    );
    const { id } = await alice.subscribe({ doc: 'events/solo' });
    const from = alice.frames.length;
    await commit({ type: 'delete', path: 'resourceAccess/solo/permissions/alice' });
    const [frame] = await alice.subFramesAfter(id, from, 1);
    expect(frame).toEqual({ t: 'suberr', sub: id, error: { code: 'permission-denied', message: "You don't have access to this resource" } });
    await commit({ type: 'update', path: 'events/solo', data: { title: 'Later' } });
    await alice.request({ op: 'get', path: 'users/alice' });
    expect(alice.subFrames(id, from)).toHaveLength(1);
  });

  it('ends the subscription when a change moves the document out of reach', async () => {
    await commit({ type: 'set', path: 'events/moving', data: { organization: 'org1' } });
    const { id } = await alice.subscribe({ doc: 'events/moving' });
    const from = alice.frames.length;
    await commit({ type: 'update', path: 'events/moving', data: { organization: 'org2' } });
    const [frame] = await alice.subFramesAfter(id, from, 1);
    expect(frame.t).toBe('suberr');
  });
});

describe('query listeners', () => {
  it('sends the initial snapshot in order, then exact Firestore changes for add, modify, reorder and remove', async () => {
    const prefix = `q${collection}`;
    await commit(event(`${prefix}a`, { tag: prefix, n: 1 }), event(`${prefix}b`, { tag: prefix, n: 2 }), event(`${prefix}c`, { tag: prefix, n: 3 }));
    const query = { path: events, where: [{ field: 'tag', op: '==', value: prefix }], orderBy: [{ field: 'n', direction: 'asc' }] };
    const { id, first } = await alice.subscribe({ query });
    expect(first).toMatchObject({ t: 'query', sub: id, initial: true });
    expect(ids(first!.docs)).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);

    let from = alice.frames.length;
    await commit(event(`${prefix}d`, { tag: prefix, n: 0 }));
    expect(changes(await nextQueryFrame(alice, id, from))).toEqual([['added', `${prefix}d`, -1, 0]]);

    from = alice.frames.length;
    await commit({ type: 'update', path: `${events}/${prefix}a`, data: { n: 10 } });
    expect(changes(await nextQueryFrame(alice, id, from))).toEqual([['modified', `${prefix}a`, 1, 3]]);

    from = alice.frames.length;
    await commit({ type: 'update', path: `${events}/${prefix}b`, data: { label: 'x' } });
    expect(changes(await nextQueryFrame(alice, id, from))).toEqual([['modified', `${prefix}b`, 1, 1]]);

    from = alice.frames.length;
    await commit(
      { type: 'update', path: `${events}/${prefix}c`, data: { tag: 'other' } },
      { type: 'delete', path: `${events}/${prefix}d` },
      event(`${prefix}e`, { tag: prefix, n: 5 }),
    );
    const frame = await nextQueryFrame(alice, id, from);
    expect(changes(frame)).toEqual([
      ['removed', `${prefix}d`, 0, -1],
      ['removed', `${prefix}c`, 1, -1],
      ['added', `${prefix}e`, -1, 1],
    ]);
    expect(frame.changes[1].doc.data.tag).toBe(prefix);

    from = alice.frames.length;
    await commit(event(`${prefix}zz`, { tag: 'unrelated', n: 1 }));
    await commit({ type: 'update', path: `${events}/${prefix}a`, data: { n: 10 } });
    await commit({ type: 'update', path: `${events}/${prefix}e`, data: { n: 6 } });
    const last = await nextQueryFrame(alice, id, from);
    expect(changes(last)).toEqual([['modified', `${prefix}e`, 1, 1]]);
    expect(alice.subFrames(id, from)).toHaveLength(1);
  });

  it('shifts a limit window as documents enter and leave it', async () => {
    const prefix = `w${collection}`;
    await commit(...[1, 2, 3, 4].map((n) => event(`${prefix}${n}`, { tag: prefix, n })));
    const query = { path: events, where: [{ field: 'tag', op: '==', value: prefix }], orderBy: [{ field: 'n', direction: 'asc' }], limit: 2 };
    const { id, first } = await alice.subscribe({ query });
    expect(ids(first!.docs)).toEqual([`${prefix}1`, `${prefix}2`]);

    let from = alice.frames.length;
    await commit({ type: 'delete', path: `${events}/${prefix}1` });
    expect(changes(await nextQueryFrame(alice, id, from))).toEqual([
      ['removed', `${prefix}1`, 0, -1],
      ['added', `${prefix}3`, -1, 1],
    ]);

    from = alice.frames.length;
    await commit(event(`${prefix}0`, { tag: prefix, n: 0 }));
    expect(changes(await nextQueryFrame(alice, id, from))).toEqual([
      ['removed', `${prefix}3`, 1, -1],
      ['added', `${prefix}0`, -1, 0],
    ]);

    from = alice.frames.length;
    await commit({ type: 'update', path: `${events}/${prefix}4`, data: { n: 9 } });
    await commit({ type: 'update', path: `${events}/${prefix}2`, data: { n: 1 } });
    expect(changes(await nextQueryFrame(alice, id, from))).toEqual([['modified', `${prefix}2`, 1, 1]]);
    expect(alice.subFrames(id, from)).toHaveLength(1);
  });

  it('keeps limitToLast windows in query order', async () => {
    const prefix = `l${collection}`;
    await commit(...[1, 2, 3].map((n) => event(`${prefix}${n}`, { tag: prefix, n })));
    const query = { path: events, where: [{ field: 'tag', op: '==', value: prefix }], orderBy: [{ field: 'n', direction: 'asc' }], limitToLast: 2 };
    const { id, first } = await alice.subscribe({ query });
    expect(ids(first!.docs)).toEqual([`${prefix}2`, `${prefix}3`]);
    const from = alice.frames.length;
    await commit(event(`${prefix}4`, { tag: prefix, n: 4 }));
    expect(changes(await nextQueryFrame(alice, id, from))).toEqual([
      ['removed', `${prefix}2`, 0, -1],
      ['added', `${prefix}4`, -1, 1],
    ]);
  });

  it('refuses a query outside the caller’s roles whether or not anything matches, and ends a live one when its event moves out of reach', async () => {
    const prefix = `p${collection}`;
    await commit({ type: 'set', path: `events/away/pages/${prefix}x`, data: { tag: prefix } });
    for (const tag of [prefix, `${prefix}-nothing`]) {
      const denied = await alice.subscribe({ query: { path: 'events/away/pages', where: [{ field: 'tag', op: '==', value: tag }] } });
      expect(denied.res.error).toEqual({ code: 'permission-denied', message: "You don't have access to this resource" });
    }
    await commit({ type: 'set', path: 'events/moved', data: { organization: 'org1' } }, { type: 'set', path: `events/moved/pages/${prefix}1`, data: { tag: prefix } });
    const { id } = await alice.subscribe({ query: { path: 'events/moved/pages', where: [{ field: 'tag', op: '==', value: prefix }] } });
    const from = alice.frames.length;
    await commit({ type: 'update', path: 'events/moved', data: { organization: 'org9' } });
    await commit({ type: 'set', path: `events/moved/pages/${prefix}2`, data: { tag: prefix } });
    const [frame] = await alice.subFramesAfter(id, from, 1);
    expect(frame).toMatchObject({ t: 'suberr', sub: id, error: { code: 'permission-denied' } });
  });

  it('refuses collection-group queries, even over documents the caller may read', async () => {
    const query = { path: 'permissions', group: true, where: [{ field: 'permission', op: '==', value: 'owner' }] };
    const group = await alice.subscribe({ query });
    expect(group.res.error).toEqual({ code: 'permission-denied', message: "You don't have access to this resource" });
  });

  it('lets a client subscribe again after reconnecting and see the current state', async () => {
    const prefix = `r${collection}`;
    await commit(event(`${prefix}1`, { tag: prefix, n: 1 }));
    const query = { path: events, where: [{ field: 'tag', op: '==', value: prefix }], orderBy: [{ field: 'n', direction: 'asc' }] };
    const first = await h.connect('alice');
    const before = await first.subscribe({ query });
    expect(ids(before.first!.docs)).toEqual([`${prefix}1`]);
    first.socket.terminate();
    await commit(event(`${prefix}2`, { tag: prefix, n: 2 }), { type: 'update', path: `${events}/${prefix}1`, data: { n: 3 } });
    const second = await h.connect('alice');
    const after = await second.subscribe({ query });
    expect(ids(after.first!.docs)).toEqual([`${prefix}2`, `${prefix}1`]);
    const from = second.frames.length;
    await commit(event(`${prefix}3`, { tag: prefix, n: 0 }));
    expect(changes(await nextQueryFrame(second, after.id, from))).toEqual([['added', `${prefix}3`, -1, 0]]);
  });

  it('rejects a second subscription with an id already in use on the connection', async () => {
    const { id } = await alice.subscribe({ doc: 'users/alice' });
    const again = await alice.request({ op: 'sub', id, target: { doc: 'users/alice' } });
    expect(again.error.code).toBe('invalid-argument');
  });
});
