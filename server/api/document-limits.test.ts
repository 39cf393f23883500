/**
 * Limits counted in documents (the Cloud Functions' counter) over a real engine: counters made
 * apart, as two instances make theirs, share every count, with the semantics of the in-memory
 * windows (sliding-window.ts): all or nothing, the ceiling only for busy callers, refunds, and room
 * again once the window has passed.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../db/create-engine';
import type { DocumentEngine } from '../db/engine';
import type { WindowSpec } from '../limits/limit-counter';
import { createDocumentLimits, LIMIT_COUNTS, shardLimit, shardsOf } from './document-limits';
import { engineDocs } from './engine-services';
import { serverSecretPath } from './server-secrets';

let engine: DocumentEngine;
let clock = 1_000_000;
const now = () => clock;
/** A seeded generator (mulberry32), so that the shards two counters choose are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const instances = () => [createDocumentLimits(engineDocs(engine), now, seeded(1)), createDocumentLimits(engineDocs(engine), now, seeded(2))] as const;
let run = 0;
const spec = (limit: number): WindowSpec => ({ name: `test-${++run}`, limit, windowMs: 60_000 });

beforeAll(async () => {
  engine = await createEngine({});
});
afterAll(async () => {
  await engine.close();
});

describe('limits counted in documents', () => {
  it('shares one count between counters, and has room again once the window has passed', async () => {
    const [a, b] = instances();
    const window = spec(3);
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push((await [a, b][i % 2].takeAll([{ window, key: '10.0.0.1' }])).ok);
    expect(taken).toEqual([true, true, true, false]);
    expect(await a.takeAll([{ window, key: '10.0.0.2' }])).toMatchObject({ ok: true });
    clock += 60_000;
    expect(await b.takeAll([{ window, key: '10.0.0.1' }])).toMatchObject({ ok: true });
  });

  it('takes from every count or from none, and a refund gives back only its own use', async () => {
    const [a, b] = instances();
    const small = spec(1);
    const large = spec(5);
    expect(await a.takeAll([{ window: small, key: 'k' }])).toMatchObject({ ok: true });
    expect(await b.takeAll([{ window: large, key: 'k' }, { window: small, key: 'k' }])).toEqual({ ok: false, retryAfterMs: 60_000 });
    // The refused call took nothing from the large limit: its five uses are all still there.
    const uses = [];
    for (let i = 0; i < 5; i++) uses.push(await [a, b][i % 2].takeAll([{ window: large, key: 'k' }]));
    expect(uses.map((u) => u.ok)).toEqual([true, true, true, true, true]);
    if (!uses[2].ok) throw new Error('taken above');
    await uses[2].refund();
    await uses[2].refund();
    expect((await a.takeAll([{ window: large, key: 'k' }])).ok).toBe(true);
    expect((await b.takeAll([{ window: large, key: 'k' }])).ok).toBe(false);
  });

  it('counts a caller against the shared ceiling only past a tenth of its own limit', async () => {
    const [a, b] = instances();
    const own = spec(10);
    const ceiling = spec(2);
    const take = (counter: typeof a, address: string) => counter.takeWithCeiling([{ window: own, key: address }], { window: ceiling, key: 'event' });
    // The first try of each address leaves the ceiling alone; the second and third fill it.
    for (const address of ['1', '2', '3']) expect((await take(a, address)).ok).toBe(true);
    expect((await take(b, '1')).ok).toBe(true);
    expect((await take(a, '2')).ok).toBe(true);
    expect(await take(b, '3')).toMatchObject({ ok: false });
    // A new address is still heard, the full ceiling notwithstanding.
    expect((await take(b, '4')).ok).toBe(true);
  });

  it('makes a wait that grows with the uses from own counts in growing windows', async () => {
    const [a, b] = instances();
    const short: WindowSpec = { name: `test-${++run}`, limit: 2, windowMs: 10_000 };
    const long: WindowSpec = { name: `test-${++run}`, limit: 4, windowMs: 100_000 };
    const ceiling = spec(100);
    const take = (counter: typeof a, key: string) => counter.takeWithCeiling([{ window: short, key }, { window: long, key }], { window: ceiling, key: 'event' });
    const start = clock;
    for (const counter of [a, b]) expect((await take(counter, 'viewer')).ok).toBe(true);
    expect(await take(a, 'viewer')).toEqual({ ok: false, retryAfterMs: 10_000 });
    clock += 10_000;
    for (const counter of [b, a]) expect((await take(counter, 'viewer')).ok).toBe(true);
    // The long window is full now: the wait runs until its first use leaves it.
    expect(await take(b, 'viewer')).toEqual({ ok: false, retryAfterMs: start + 100_000 - clock });
    expect((await take(a, 'another viewer')).ok).toBe(true);
  });

  it('splits a limit past one write a second into shards whose counts never pass the limit together', async () => {
    const chat: WindowSpec = { name: `test-${++run}`, limit: 300, windowMs: 10_000 };
    expect(shardsOf(chat)).toBe(30);
    expect(Array.from({ length: 30 }, (_, i) => shardLimit(chat, i)).reduce((a, b) => a + b)).toBe(300);
    const uneven: WindowSpec = { name: `test-${++run}`, limit: 61, windowMs: 20_000 };
    expect(Array.from({ length: shardsOf(uneven) }, (_, i) => shardLimit(uneven, i)).sort()).toEqual([15, 15, 15, 16]);
    // Limits of at most one use a second keep their one document.
    expect(shardsOf({ name: 'slow', limit: 10, windowMs: 10_000 })).toBe(1);

    const before = new Set((await engine.list({ path: LIMIT_COUNTS })).map((doc) => doc.id));
    const [a, b] = instances();
    const answers = [];
    for (let i = 0; i < 330; i++) answers.push(await [a, b][i % 2].takeAll([{ window: chat, key: 'event' }]));
    const taken = answers.filter((answer) => answer.ok).length;
    const firstRefusal = answers.findIndex((answer) => !answer.ok);
    expect(taken).toBeLessThanOrEqual(300);
    // Two choices spread the uses: the first refusal comes past nine tenths of the limit, and almost every use is taken.
    expect(firstRefusal).toBeGreaterThanOrEqual(270);
    expect(taken).toBeGreaterThanOrEqual(290);
    for (const answer of answers.filter((a) => !a.ok)) expect(answer).toEqual({ ok: false, retryAfterMs: 10_000 });

    const shards = (await engine.list({ path: LIMIT_COUNTS })).filter((doc) => !before.has(doc.id));
    expect(shards).toHaveLength(30);
    expect(shards.map((doc) => (doc.data.times as number[]).length).reduce((x, y) => x + y)).toBe(taken);
    for (const doc of shards) {
      expect((doc.data.times as number[]).length).toBeLessThanOrEqual(10);
      expect(doc.data.expiresAt).toEqual(new Date(clock + chat.windowMs));
    }
    clock += chat.windowMs;
    expect((await b.takeAll([{ window: chat, key: 'event' }])).ok).toBe(true);
  });

  it('names a count by a keyed hash that nobody without the server’s secret can compute from an address', async () => {
    const window = spec(2);
    const key = '203.0.113.9';
    const [a, b] = instances();
    const before = new Set((await engine.list({ path: LIMIT_COUNTS })).map((doc) => doc.id));
    expect((await a.takeAll([{ window, key }])).ok).toBe(true);
    const [count] = (await engine.list({ path: LIMIT_COUNTS })).filter((doc) => !before.has(doc.id));
    // Hashing every IPv4 address with SHA-256 does not find it; the HMAC under the stored secret does.
    expect(count.id).not.toBe(createHash('sha256').update(`${window.name}\n${key}`).digest('hex'));
    const secret = (await engine.get(serverSecretPath('limitCounts')))?.data.value;
    expect(secret).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
    expect(count.id).toBe(createHmac('sha256', secret as string).update(`${window.name}\n${key}`).digest('hex'));
    // A counter made apart (another instance) reads the same secret, so it names the same count.
    expect((await b.takeAll([{ window, key }])).ok).toBe(true);
    expect(await a.takeAll([{ window, key }])).toEqual({ ok: false, retryAfterMs: 60_000 });
    expect((await engine.get(count.path))?.data.times).toHaveLength(2);
  });
});
