import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@domain/documents/values';
import { startHarness, waitUntil, type Harness, type TestClient } from './test-harness';

let h: Harness;
let alice: TestClient;

beforeAll(async () => {
  h = await startHarness();
  await h.engine.commit([
    { type: 'set', path: 'users/alice', data: { uid: 'alice', email: 'alice@example.com', events: [], type: 'platform', userType: 'platform', username: 'al' } },
    { type: 'set', path: 'users/bob', data: { uid: 'bob', email: 'bob@example.com', username: 'bob' } },
    { type: 'set', path: 'resourceAccess/org1/permissions/alice', data: { permission: 'owner' } },
    { type: 'set', path: 'events/ev1', data: { title: 'One', organization: 'org1', n: 1 } },
    { type: 'set', path: 'events/ev2', data: { title: 'Two', organization: 'org1', n: 2 } },
  ]);
  alice = await h.connect('alice');
  // Presence mirrors onto users/alice; let that write land before versions are compared.
  await waitUntil(async () => (await h.engine.get('users/alice'))?.data.state === 'online');
});
afterAll(() => h.close());

describe('requests', () => {
  it('greets with the signed-in uid, or null when signed out', async () => {
    expect(alice.frames[0]).toEqual({ t: 'hello', uid: 'alice' });
    const anonymous = await h.connect();
    expect(anonymous.frames[0]).toEqual({ t: 'hello', uid: null });
    const res = await anonymous.request({ op: 'get', path: 'users/alice' });
    expect(res.error.code).toBe('permission-denied');
  });

  it('gets a readable document with its version, and a missing own one as not existing', async () => {
    const res = await alice.request({ op: 'get', path: 'users/alice' });
    expect(res).toMatchObject({ t: 'res', ok: true, result: { id: 'alice', path: 'users/alice', exists: true, data: { username: 'al' } } });
    expect(res.result.version).toBeGreaterThan(0);
    const missing = await (await h.connect('carol')).request({ op: 'get', path: 'users/carol' });
    expect(missing.result).toEqual({ id: 'carol', path: 'users/carol', exists: false, data: null, version: 0 });
  });

  it('refuses documents the caller may not read', async () => {
    const res = await alice.request({ op: 'get', path: 'users/bob' });
    expect(res).toMatchObject({ ok: false, error: { code: 'permission-denied', message: "You don't have access to this resource" } });
  });

  it('lists a query the caller may make, in query order, and refuses one that could return what they may not read', async () => {
    await h.engine.commit([
      { type: 'set', path: 'events/ev1/pages/p1', data: { n: 1 } },
      { type: 'set', path: 'events/ev1/pages/p2', data: { n: 2 } },
    ]);
    const res = await alice.request({ op: 'list', query: { path: 'events/ev1/pages', orderBy: [{ field: 'n', direction: 'desc' }] } });
    expect(res.result.map((d: { id: string }) => d.id)).toEqual(['p2', 'p1']);
    const mine = await alice.request({ op: 'list', query: { path: 'users', where: [{ field: 'uid', op: '==', value: 'alice' }] } });
    expect(mine.result.map((d: { id: string }) => d.id)).toEqual(['alice']);
    const probe = await alice.request({ op: 'list', query: { path: 'users', where: [{ field: 'email', op: '==', value: 'nobody@example.com' }] } });
    expect(probe.error.code).toBe('permission-denied');
    // A collection keyed by event id is not listed, even where every event in it is readable.
    expect((await alice.request({ op: 'list', query: { path: 'events' } })).error.code).toBe('permission-denied');
    const bob = await h.connect('bob');
    expect((await bob.request({ op: 'list', query: { path: 'events/ev1/pages' } })).error.code).toBe('permission-denied');
  });

  it('aggregates queries the caller may make', async () => {
    const res = await alice.request({ op: 'aggregate', query: { path: 'events/ev1/pages' }, spec: { count: true, sum: ['n'] } });
    expect(res.result).toEqual({ count: 2, sum: { n: 3 } });
    const bob = await h.connect('bob');
    expect((await bob.request({ op: 'aggregate', query: { path: 'events/ev1/pages' }, spec: { count: true } })).error.code).toBe('permission-denied');
  });

  it('writes the own profile with sentinels and dates, and reads them back', async () => {
    const res = await alice.request({
      op: 'write',
      ops: [{ type: 'update', path: 'users/alice', data: { firstName: 'Alice', thumbnail: 'https://example.com/a.jpg' } }],
    });
    expect(res).toEqual({ t: 'res', id: res.id, ok: true, result: null });
    const doc = await alice.request({ op: 'get', path: 'users/alice' });
    expect(doc.result.data).toMatchObject({ firstName: 'Alice', thumbnail: 'https://example.com/a.jpg' });
    expect(doc.result.data).not.toHaveProperty('__proto__', 1);
  });

  it('refuses writes the policy does not allow, and writes nothing of such a batch', async () => {
    const tooLong = await alice.request({ op: 'write', ops: [{ type: 'update', path: 'users/alice', data: { username: 'x'.repeat(13) } }] });
    expect(tooLong.error.code).toBe('permission-denied');
    const mixed = await alice.request({
      op: 'write',
      ops: [
        { type: 'update', path: 'users/alice', data: { lastName: 'Never' } },
        { type: 'update', path: 'resourceAccess/org1/permissions/alice', data: { permission: 'viewer' } },
      ],
    });
    expect(mixed.error.code).toBe('permission-denied');
    expect((await alice.request({ op: 'get', path: 'users/alice' })).result.data.lastName).toBeUndefined();
    expect((await h.engine.get('resourceAccess/org1/permissions/alice'))!.data.permission).toBe('owner');
    const presence = await alice.request({ op: 'write', ops: [{ type: 'update', path: 'users/alice', data: { state: 'offline' } }] });
    expect(presence.error.code).toBe('permission-denied');
    const del = await alice.request({ op: 'write', ops: [{ type: 'delete', path: 'users/alice' }] });
    expect(del.error.code).toBe('permission-denied');
  });

  it('does not reveal whether other users’ documents exist through write errors', async () => {
    const res = await alice.request({ op: 'write', ops: [{ type: 'update', path: 'users/nobody', data: { username: 'x' } }] });
    expect(res.error.code).toBe('permission-denied');
    const own = await (await h.connect('dave')).request({ op: 'write', ops: [{ type: 'update', path: 'users/dave', data: { username: 'x' } }] });
    expect(own.error.code).toBe('not-found');
  });

  it('applies plain writes under an event while the event itself changes, without failing any', async () => {
    const tabs = await Promise.all(Array.from({ length: 20 }, () => h.connect('alice')));
    const writes = tabs.map((tab, i) =>
      i % 2 === 0
        ? tab.request({ op: 'write', ops: [{ type: 'update', path: 'events/ev2', data: { refresh: `r${i}` } }] })
        : tab.request({ op: 'write', ops: [{ type: 'set', path: `events/ev2/chats/c1/mutes/s${i}`, data: { createdBy: `n${i}` } }] }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.error?.code ?? 'ok')).toEqual(Array(20).fill('ok'));
    const stored = (await h.engine.get('events/ev2'))!.data;
    // A client may change only an event's state and refresh token (the permission matrix); the last refresh stays.
    expect(Array.from({ length: 10 }, (_, i) => `r${i * 2}`)).toContain(stored.refresh);
    for (let i = 1; i < 20; i += 2) expect((await h.engine.get(`events/ev2/chats/c1/mutes/s${i}`))!.data).toEqual({ createdBy: `n${i}` });
  });

  it('commits a transaction whose reads are unchanged and aborts one whose reads changed', async () => {
    const read = await alice.request({ op: 'get', path: 'users/alice' });
    const ok = await alice.request({ op: 'commit', reads: [{ path: 'users/alice', version: read.result.version }], ops: [{ type: 'update', path: 'users/alice', data: { username: 'tx1' } }] });
    expect(ok.ok).toBe(true);
    const stale = await alice.request({ op: 'commit', reads: [{ path: 'users/alice', version: read.result.version }], ops: [{ type: 'update', path: 'users/alice', data: { username: 'tx2' } }] });
    expect(stale.error.code).toBe('aborted');
    expect((await h.engine.get('users/alice'))!.data.username).toBe('tx1');
    const probe = await alice.request({ op: 'commit', reads: [{ path: 'users/bob', version: 0 }], ops: [] });
    expect(probe.error.code).toBe('permission-denied');
  });

  it('answers bad requests with invalid-argument and keeps the connection working', async () => {
    const cases: Record<string, unknown>[] = [
      { op: 'get', path: 'users' },
      { op: 'get', path: 'users//x' },
      { op: 'get', path: 42 },
      { op: 'list', query: { path: 'users/alice' } },
      { op: 'list', query: { path: 'events', where: [{ field: 'n', op: 'like', value: 1 }] } },
      { op: 'list', query: { path: 'events', where: [{ field: 'n', op: 'in', value: 1 }] } },
      { op: 'write', ops: [] },
      { op: 'write', ops: [{ type: 'update', path: 'users/alice', data: { __bad__: 1 } }] },
      { op: 'write', ops: [{ type: 'upsert', path: 'users/alice', data: {} }] },
      { op: 'sub', target: { doc: 'users' } },
      { op: 'teleport' },
    ];
    for (const frame of cases) {
      const res = await alice.request(frame);
      expect(res, JSON.stringify(frame)).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      expect(res.error.message.length).toBeGreaterThan(0);
    }
    const big = await alice.request({ op: 'write', ops: [{ type: 'update', path: 'users/alice', data: { thumbnail: 'x'.repeat(MAX_DOCUMENT_BYTES) } }] });
    expect(big.ok).toBe(false);
    expect(['invalid-argument', 'permission-denied']).toContain(big.error.code);
    const proto = await alice.request({ op: 'write', ops: [{ type: 'update', path: 'users/alice', data: JSON.parse('{"__proto__": {"x": 1}}') }] });
    expect(proto.error.code).toBe('invalid-argument');
    expect((await alice.request({ op: 'get', path: 'users/alice' })).ok).toBe(true);
  });

  it('answers frames without a readable id with an error frame', async () => {
    const from = alice.frames.length;
    alice.sendRaw('{not json');
    alice.sendRaw('[1,2,3]');
    alice.sendRaw(JSON.stringify({ op: 'get', path: 'users/alice' }));
    alice.sendRaw(Buffer.from([1, 2, 3]));
    await alice.waitFor(() => alice.frames.length - from >= 4, from);
    expect(alice.frames.slice(from).map((f) => [f.t, f.error.code])).toEqual(Array(4).fill(['error', 'invalid-argument']));
    expect((await alice.request({ op: 'get', path: 'users/alice' })).ok).toBe(true);
  });

  it('refuses upgrades on other paths and from other origins', async () => {
    const WebSocket = (await import('ws')).default;
    const other = new WebSocket(h.url.replace('/ws', '/other'));
    await expect(new Promise((resolve, reject) => (other.once('open', resolve), other.once('error', reject)))).rejects.toThrow();
    const foreign = new WebSocket(h.url, { headers: { origin: 'http://evil.example' } });
    await expect(new Promise((resolve, reject) => (foreign.once('open', resolve), foreign.once('error', reject)))).rejects.toThrow(/403/);
  });
});
