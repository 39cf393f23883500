/**
 * Every part of a request is bounded before it reaches the database, through the real server:
 * one unauthenticated WebSocket message with a deep field path once made PGlite abort ("table
 * index is out of bounds") and left every later sign-in failing while health said ok (issue 10,
 * finding 1). Each bound answers `invalid-argument` with a message naming it, to a signed-out
 * caller too, and the server keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FIELD_DEPTH } from '@domain/documents/field-path';
import { MAX_QUERY_FILTERS, MAX_QUERY_ORDERS, MAX_QUERY_VALUE_BYTES } from '@domain/documents/query';
import { MAX_BATCH_WRITES, MAX_DISJUNCTION_VALUES, MAX_DOCUMENT_FIELDS, MAX_NOT_IN_VALUES } from '@domain/documents/values';
import { MAX_READ_FRAME_BYTES } from '@domain/protocol/messages';
import { TempServer } from '../testing/temp-server';
import type { TestClient } from './test-harness';

const server = new TempServer();
let visitor: TestClient;
let uid = '';
let member: TestClient;

beforeAll(async () => {
  await server.start();
  const signedUp = await server.signedUp('bounds@example.com');
  uid = signedUp.uid;
  member = await signedUp.browser.socket();
  visitor = await server.session().socket();
});
afterAll(async () => {
  visitor.close();
  member.close();
  await server.dispose();
});

const deepPath = (segments: number) => Array.from({ length: segments }, () => 'a').join('.');

async function expectRefused(client: TestClient, frame: Record<string, unknown>, message: RegExp): Promise<void> {
  const res = await client.request(frame);
  expect(res.ok).toBe(false);
  expect(res.error.code).toBe('invalid-argument');
  expect(res.error.message).toMatch(message);
}

/** The server still signs people up and in, writes and reads, and says it is healthy. */
async function expectServing(): Promise<void> {
  const email = `after-${Math.random().toString(36).slice(2)}@example.com`;
  const { browser, uid: fresh } = await server.signedUp(email);
  const client = await browser.socket();
  const write = await client.request({ op: 'write', ops: [{ type: 'update', path: `users/${fresh}`, data: { username: 'still ok' } }] });
  expect(write).toMatchObject({ ok: true });
  expect((await client.request({ op: 'get', path: `users/${fresh}` })).result.data.username).toBe('still ok');
  client.close();
  const health = await browser.request('/api/health');
  expect(health.status).toBe(200);
  expect(health.json.status).toBe('ok');
  expect(server.logs.filter((line) => /database|unexpected/.test(line))).toEqual([]);
}

describe('finding 1: one message that disabled the database', () => {
  it('refuses a signed-out live query ordered by a path hundreds of segments deep, and keeps serving', async () => {
    const orderBy = [{ field: deepPath(700), direction: 'asc' }];
    const { res } = await visitor.subscribe({ query: { path: 'events', orderBy } });
    expect(res).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(res.error.message).toMatch(new RegExp(`700 segments; fields nest at most ${MAX_FIELD_DEPTH} levels`));
    await expectRefused(visitor, { op: 'list', query: { path: 'events', orderBy } }, /700 segments/);
    await expectServing();
  });

  it('refuses the same path in a where clause at once instead of pinning a core', async () => {
    for (const op of ['<', '!=', 'not-in', 'array-contains-any']) {
      const value = op === 'not-in' || op === 'array-contains-any' ? ['x'] : 'x';
      await expectRefused(visitor, { op: 'list', query: { path: 'events', where: [{ field: deepPath(700), op, value }] } }, /700 segments/);
    }
    await expectRefused(visitor, { op: 'aggregate', query: { path: 'events' }, spec: { sum: [deepPath(21)] } }, /21 segments/);
    await expectServing();
  });
});

describe('the bounds of a query, before the policy or the database sees it', () => {
  const query = (q: Record<string, unknown>) => ({ op: 'list', query: { path: 'events', ...q } });
  const filters = (n: number) => Array.from({ length: n }, (_, i) => ({ field: `f${i}`, op: '==', value: i }));

  it('takes at most the documented number of filters and orders', async () => {
    await expectRefused(visitor, query({ where: filters(MAX_QUERY_FILTERS + 1) }), new RegExp(`${MAX_QUERY_FILTERS}`));
    const orders = Array.from({ length: MAX_QUERY_ORDERS + 1 }, (_, i) => ({ field: `f${i}`, direction: 'asc' }));
    await expectRefused(visitor, query({ orderBy: orders }), new RegExp(`${MAX_QUERY_ORDERS}`));
  });

  it('takes at most 30 values in `in` and `array-contains-any`, 10 in `not-in`', async () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => i);
    await expectRefused(visitor, query({ where: [{ field: 'f', op: 'in', value: values(MAX_DISJUNCTION_VALUES + 1) }] }), /1 to 30 values/);
    await expectRefused(visitor, query({ where: [{ field: 'f', op: 'array-contains-any', value: values(MAX_DISJUNCTION_VALUES + 1) }] }), /1 to 30 values/);
    await expectRefused(visitor, query({ where: [{ field: 'f', op: 'not-in', value: values(MAX_NOT_IN_VALUES + 1) }] }), /1 to 10 values/);
  });

  it('bounds the bytes of filter values, field paths, collection paths and whole read frames', async () => {
    const big = 'x'.repeat(MAX_QUERY_VALUE_BYTES);
    await expectRefused(visitor, query({ where: [{ field: 'f', op: '==', value: big }] }), /at most 65536 bytes/);
    await expectRefused(visitor, query({ where: [{ field: 'x'.repeat(1501), op: '==', value: 1 }] }), /where\.0\.field/);
    await expectRefused(visitor, { op: 'list', query: { path: `a/${'b/c/'.repeat(1100)}d` } }, /path/);
    await expectRefused(visitor, { op: 'get', path: 'y'.repeat(MAX_READ_FRAME_BYTES) }, new RegExp(`at most ${MAX_READ_FRAME_BYTES} bytes`));
  });
});

describe('the bounds of a write', () => {
  const own = () => `users/${uid}`;

  it('refuses documents nested too deep, with too many fields, too large, and batches over 500', async () => {
    const nested = JSON.parse(`${'{"a":'.repeat(MAX_FIELD_DEPTH + 1)}1${'}'.repeat(MAX_FIELD_DEPTH + 1)}`);
    await expectRefused(member, { op: 'write', ops: [{ type: 'set', path: own(), data: nested, merge: true }] }, /deeper than 20/);
    const fields = Object.fromEntries(Array.from({ length: MAX_DOCUMENT_FIELDS + 1 }, (_, i) => [`f${i}`, true]));
    await expectRefused(member, { op: 'write', ops: [{ type: 'set', path: own(), data: { thumbnail: fields }, merge: true }] }, /20000/);
    await expectRefused(member, { op: 'write', ops: [{ type: 'set', path: own(), data: { thumbnail: 'x'.repeat(1_100_000) }, merge: true }] }, /1 MiB/);
    const ops = Array.from({ length: MAX_BATCH_WRITES + 1 }, () => ({ type: 'update', path: own(), data: { username: 'x' } }));
    await expectRefused(member, { op: 'write', ops }, /ops/);
    await expectRefused(member, { op: 'write', ops: [{ type: 'update', path: own(), data: { [deepPath(21)]: 1 } }] }, /21 segments/);
    await expectServing();
  });
});
