/**
 * Ordered pages read in SQL (sql-order.ts): a limited query, with or without cursors, reads its
 * page from the database rather than every match, and answers exactly as the engine's JS
 * judgement of every match does (the same query without a limit, which reads them all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuerySpec } from '@domain/documents/query';
import type { DocValue } from '@domain/documents/values';
import { testDatabaseUrl } from '@tests/postgres/test-database';
import { openDriver } from './create-engine';
import { PgDocumentEngine } from './document-engine';
import type { WriteOp } from './engine';
import { migrate } from './migrations';
import type { SqlDriver } from './sql-driver';

const read = { rows: 0 };
let engine: PgDocumentEngine;
let driver: SqlDriver;

/** Every value class, with ties; arrays, maps and has_nul values are what SQL leaves to JS. */
const VALUES: DocValue[] = [
  null, null, false, true, true, -5, 0, 0, 1.5, 2, 1e21, -1e-7, 3, 3,
  new Date('2020-01-01T00:00:00Z'), new Date('2021-06-01T00:00:00Z'), new Date('2021-06-01T00:00:00Z'),
  '', 'A', 'a', 'a', 'ab', 'b', '\uFB00', '😀', 'Ä', 'z z',
  [1], ['a'], { a: 1 }, 'a\u0000b', -0,
];
const UNORDERED_IN_SQL = 5;
// Ids whose order differs from the values', some sharing a prefix.
const ids = VALUES.map((_, i) => `d${String((i * 7) % VALUES.length).padStart(2, '0')}${i % 3 === 0 ? '-' : ''}`);

function docs(): WriteOp[] {
  return VALUES.map((v, i) => ({ type: 'set', path: `ordered/${ids[i]}`, data: { v, w: i % 4, keep: i % 9 !== 4 } }));
}

beforeAll(async () => {
  driver = await openDriver({ databaseUrl: await testDatabaseUrl() });
  await migrate(driver);
  const counted = Object.assign(Object.create(driver) as SqlDriver, {
    async query<T>(sql: string, params?: unknown[]) {
      const answer = await driver.query<T>(sql, params);
      if (sql.includes('FROM documents')) read.rows += answer.rows.length;
      return answer;
    },
  });
  engine = new PgDocumentEngine(counted, (error) => {
    throw error;
  });
  await engine.commit(docs());
});

afterAll(async () => {
  await engine.close();
});

async function idsOf(query: QuerySpec): Promise<{ ids: string[]; read: number }> {
  read.rows = 0;
  const found = await engine.list(query);
  return { ids: found.map((d) => d.id), read: read.rows };
}

/** A cursor SQL can compare: no array, map or string holding U+0000. */
const comparable = (values: DocValue[]) => values.every((v) => v === null || v instanceof Date || typeof v !== 'object' && !(typeof v === 'string' && v.includes('\u0000')));

const ORDERS: QuerySpec['orderBy'][] = [
  [{ field: 'v', direction: 'asc' }],
  [{ field: 'v', direction: 'desc' }],
  [{ field: 'w', direction: 'asc' }, { field: 'v', direction: 'desc' }],
  [{ field: 'v', direction: 'desc' }, { field: 'w', direction: 'asc' }, { field: '__name__', direction: 'asc' }],
];
const PAGE = 3;

describe('ordered pages read in SQL', () => {
  it('reads a page of the first or last matches in Firestore order, over every type, rather than every match', async () => {
    for (const orderBy of ORDERS) {
      for (const where of [[], [{ field: 'keep', op: '==', value: true }]] as QuerySpec['where'][]) {
        const query: QuerySpec = { path: 'ordered', where, orderBy };
        const all = (await idsOf(query)).ids;
        expect(all.length).toBeGreaterThan(20);
        for (const limit of [1, PAGE, all.length, all.length + 1]) {
          const first = await idsOf({ ...query, limit });
          expect(first.ids, JSON.stringify({ orderBy, where, limit })).toEqual(all.slice(0, limit));
          expect(first.read).toBeLessThanOrEqual(limit + UNORDERED_IN_SQL);
          const last = await idsOf({ ...query, limitToLast: limit });
          expect(last.ids, JSON.stringify({ orderBy, where, limitToLast: limit })).toEqual(all.slice(Math.max(0, all.length - limit)));
          expect(last.read).toBeLessThanOrEqual(limit + UNORDERED_IN_SQL);
        }
      }
    }
  });

  it('starts and ends a page at cursors of every type, inclusive or not, as the full read does', async () => {
    for (const orderBy of ORDERS) {
      const query: QuerySpec = { path: 'ordered', orderBy };
      const all = await engine.list(query);
      // Every other document's values as the cursor, so each value class is a cursor both inclusive and not across the orders.
      for (let i = ORDERS.indexOf(orderBy) % 2; i < all.length; i += 2) {
        const doc = all[i];
        const values = orderBy!.map((o) => (o.field === '__name__' ? doc.id : (doc.data[o.field] as DocValue))).slice(0, 1 + (i % orderBy!.length));
        const inclusive = i % 4 < 2;
        for (const bounds of [{ start: { values, inclusive } }, { end: { values, inclusive } }, { start: { values: values.slice(0, 1), inclusive: !inclusive }, end: { values, inclusive } }]) {
          const label = JSON.stringify({ orderBy, bounds });
          const expected = (await idsOf({ ...query, ...bounds })).ids;
          const page = await idsOf({ ...query, ...bounds, limit: PAGE });
          expect(page.ids, label).toEqual(expected.slice(0, PAGE));
          const last = await idsOf({ ...query, ...bounds, limitToLast: PAGE });
          expect(last.ids, label).toEqual(expected.slice(Math.max(0, expected.length - PAGE)));
          if (comparable(values)) expect(Math.max(page.read, last.read), label).toBeLessThanOrEqual(PAGE + UNORDERED_IN_SQL);
        }
      }
    }
  });
});
