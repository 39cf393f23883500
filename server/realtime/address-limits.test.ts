/**
 * One address cannot hold the realtime endpoint (issue 25): 60 connections of 1,000
 * subscriptions each slowed an owner's update from 6 ms to 1.5 s. Connections and subscriptions
 * are counted per address and refused past their bound with a reason, while other addresses go
 * on being served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADDRESS_LIMITS, networkOf, TOO_MANY_CONNECTIONS_CLOSE_CODE } from './address-limits';
import { startHarness, type Frame, type Harness, type TestClient } from './test-harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const ONE = '203.0.113.7';
const OTHER = '2001:db8:1:2::9';

/** A raw connection from `address`: its first frame, and how it closed if it did. */
function connectFrom(address: string): Promise<{ first: Frame; closed: Promise<{ code: number; reason: string }>; socket: WebSocket }> {
  const socket = new WebSocket(harness.url, { headers: { 'x-test-uid': 'u1', 'x-test-address': address } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('message', (data) => resolve({ first: JSON.parse(data.toString()) as Frame, closed, socket }));
  });
}

describe('connections per address', () => {
  it(`refuses the ${ADDRESS_LIMITS.connectionsPerAddress + 1}st from one address with a reason, and serves another address`, async () => {
    const held: TestClient[] = [];
    for (let i = 0; i < ADDRESS_LIMITS.connectionsPerAddress; i++) held.push(await harness.connect('u1', { address: ONE }));
    const refused = await connectFrom(ONE);
    expect(refused.first).toEqual({ t: 'error', error: { code: 'resource-exhausted', message: `At most ${ADDRESS_LIMITS.connectionsPerAddress} live connections from one address.` } });
    expect((await refused.closed).code).toBe(TOO_MANY_CONNECTIONS_CLOSE_CODE);

    const other = await connectFrom(OTHER);
    expect(other.first).toMatchObject({ t: 'hello' });
    other.socket.close();

    // A connection that ends makes room for the next.
    const leaving = held.pop()!;
    leaving.close();
    await leaving.closed;
    const next = await connectFrom(ONE);
    expect(next.first).toMatchObject({ t: 'hello' });
    next.socket.close();
    for (const client of held) client.close();
    await Promise.all(held.map((client) => client.closed));
  });
});

describe('subscriptions per connection and per address', () => {
  const fill = (client: TestClient, count: number) => Promise.all(Array.from({ length: count }, () => client.request({ op: 'sub', target: { doc: 'users/u1' } })));

  it('refuses subscriptions past either bound with the bound named, and keeps the rest working', async () => {
    const { subscriptionsPerConnection: perConnection, subscriptionsPerAddress: perAddress } = ADDRESS_LIMITS;
    const first = await harness.connect('u1', { address: ONE });
    expect((await fill(first, perConnection)).every((res) => res.ok)).toBe(true);
    const over = await first.request({ op: 'sub', target: { doc: 'users/u1' } });
    expect(over).toMatchObject({ ok: false, error: { code: 'resource-exhausted', message: `At most ${perConnection} subscriptions per connection.` } });

    const more: TestClient[] = [];
    for (let held = perConnection; held < perAddress; held += perConnection) {
      const client = await harness.connect('u1', { address: ONE });
      more.push(client);
      expect((await fill(client, perConnection)).every((res) => res.ok)).toBe(true);
    }
    const late = await harness.connect('u1', { address: ONE });
    const refused = await late.request({ op: 'sub', target: { doc: 'users/u1' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'resource-exhausted', message: `At most ${perAddress} subscriptions from one address.` } });

    // The subscriptions held still get their updates; another address subscribes.
    const from = first.frames.length;
    await harness.engine.commit([{ type: 'set', path: 'users/u1', data: { username: 'changed' } }]);
    await first.waitFor((f) => f.t === 'doc' && f.doc?.data?.username === 'changed', from);
    const elsewhere = await connectFrom(OTHER);
    elsewhere.socket.send(JSON.stringify({ op: 'sub', id: 1, target: { doc: 'users/u1' } }));
    const answer = await new Promise<Frame>((resolve) => elsewhere.socket.on('message', (data) => resolve(JSON.parse(data.toString()) as Frame)));
    expect(answer).toMatchObject({ t: 'res', id: 1 });
    expect(answer.error?.code).not.toBe('resource-exhausted');
    elsewhere.socket.close();

    // A connection that ends gives its subscriptions back.
    first.close();
    await first.closed;
    expect(await late.request({ op: 'sub', target: { doc: 'users/u1' } })).toMatchObject({ ok: true });
    for (const client of [late, ...more]) client.close();
  }, 120_000);
});

describe('the network an address counts for', () => {
  it('is the IPv4 address, also IPv4-mapped, or the /64 of an IPv6 address', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    // This machine is not counted (server/http/client-address.ts: no proxy in front).
    expect([networkOf('127.0.0.1'), networkOf('::1'), networkOf('::ffff:127.0.0.1')]).toEqual([null, null, null]);
  });
});
