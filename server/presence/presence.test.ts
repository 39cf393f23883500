import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, waitUntil, type Harness } from '../realtime/test-harness';

/** A short heartbeat so a silent peer is noticed quickly; live test clients answer every ping. */
const HEARTBEAT_MS = 100;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ heartbeatMs: HEARTBEAT_MS });
});
afterAll(() => h.close());

async function withProfile(uid: string): Promise<void> {
  await h.engine.commit([{ type: 'set', path: `users/${uid}`, data: { uid, email: `${uid}@example.com`, username: uid } }]);
}

const openSockets = () => new Promise<number>((resolve) => h.server.getConnections((_error, count) => resolve(count)));

async function stateOf(uid: string): Promise<unknown> {
  return (await h.engine.get(`status/${uid}`))?.data.state;
}

describe('presence', () => {
  it('marks a user online with last_changed on connect, on status/{uid} and mirrored onto the profile', async () => {
    await withProfile('ann');
    const before = Date.now();
    const tab = await h.connect('ann');
    await waitUntil(async () => (await stateOf('ann')) === 'online');
    const status = (await h.engine.get('status/ann'))!.data;
    expect(status.state).toBe('online');
    expect(status.last_changed).toBeInstanceOf(Date);
    expect((status.last_changed as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const profile = (await h.engine.get('users/ann'))!.data;
    expect(profile).toMatchObject({ state: 'online', last_changed: status.last_changed, username: 'ann' });
    const own = await tab.request({ op: 'get', path: 'status/ann' });
    expect(own.result.data).toMatchObject({ state: 'online' });
  });

  it('marks a user offline when the socket closes, with a later last_changed', async () => {
    await withProfile('ben');
    const tab = await h.connect('ben');
    await waitUntil(async () => (await stateOf('ben')) === 'online');
    const onlineAt = (await h.engine.get('status/ben'))!.data.last_changed as Date;
    tab.close();
    await waitUntil(async () => (await stateOf('ben')) === 'offline');
    const offlineAt = (await h.engine.get('status/ben'))!.data.last_changed as Date;
    expect(offlineAt.getTime()).toBeGreaterThanOrEqual(onlineAt.getTime());
    expect((await h.engine.get('users/ben'))!.data).toMatchObject({ state: 'offline', last_changed: offlineAt });
  });

  it('marks a user offline when the connection is cut without a close frame', async () => {
    await withProfile('cat');
    const tab = await h.connect('cat');
    await waitUntil(async () => (await stateOf('cat')) === 'online');
    tab.socket.terminate();
    await waitUntil(async () => (await stateOf('cat')) === 'offline');
    expect((await h.engine.get('users/cat'))!.data.state).toBe('offline');
  });

  it('marks a user offline when the peer goes silent, through the heartbeat', async () => {
    await withProfile('dan');
    const silent = await h.connect('dan', { autoPong: false });
    await waitUntil(async () => (await stateOf('dan')) === 'online');
    expect((await silent.closed).code).toBe(1006);
    await waitUntil(async () => (await stateOf('dan')) === 'offline');
  });

  it('keeps a user online while another tab is open, and offline only after the last one closes', async () => {
    await withProfile('eve');
    const first = await h.connect('eve');
    const second = await h.connect('eve');
    await waitUntil(async () => (await stateOf('eve')) === 'online');
    const onlineSince = (await h.engine.get('status/eve'))!.data.last_changed;

    const open = await openSockets();
    first.close();
    await waitUntil(async () => (await openSockets()) === open - 1);
    await h.realtime.settled();
    const status = (await h.engine.get('status/eve'))!.data;
    expect(status).toEqual({ state: 'online', last_changed: onlineSince });
    expect((await h.engine.get('users/eve'))!.data.state).toBe('online');
    expect((await second.request({ op: 'get', path: 'users/eve' })).ok).toBe(true);

    second.close();
    await waitUntil(async () => (await stateOf('eve')) === 'offline');
    expect((await h.engine.get('users/eve'))!.data.state).toBe('offline');
  });

  it('records presence for a user without a profile and does not create one', async () => {
    const tab = await h.connect('fay');
    await waitUntil(async () => (await stateOf('fay')) === 'online');
    tab.close();
    await waitUntil(async () => (await stateOf('fay')) === 'offline');
    expect(await h.engine.get('users/fay')).toBeNull();
  });

  it('does not let users write presence themselves', async () => {
    await withProfile('gus');
    const tab = await h.connect('gus');
    await waitUntil(async () => (await stateOf('gus')) === 'online');
    const forged = await tab.request({ op: 'write', ops: [{ type: 'set', path: 'status/gus', data: { state: 'offline' } }] });
    expect(forged.error.code).toBe('permission-denied');
    const mirrored = await tab.request({ op: 'write', ops: [{ type: 'update', path: 'users/gus', data: { last_changed: { __date__: 0 } } }] });
    expect(mirrored.error.code).toBe('permission-denied');
    const anonymous = await h.connect();
    expect((await anonymous.request({ op: 'get', path: 'status/gus' })).error.code).toBe('permission-denied');
    expect(await stateOf('gus')).toBe('online');
  });

  it('marks offline on start whoever a stopped server left online', async () => {
    await h.engine.commit([
      { type: 'set', path: 'users/hal', data: { uid: 'hal', email: 'hal@example.com', state: 'online' } },
      { type: 'set', path: 'status/hal', data: { state: 'online', last_changed: new Date(0) } },
    ]);
    const restarted = await startHarness({ engine: h.engine });
    try {
      await restarted.realtime.settled();
      expect(await stateOf('hal')).toBe('offline');
      expect((await h.engine.get('users/hal'))!.data.state).toBe('offline');
      expect(((await h.engine.get('status/hal'))!.data.last_changed as Date).getTime()).toBeGreaterThan(0);
    } finally {
      await restarted.close();
    }
  });
});
