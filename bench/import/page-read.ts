/**
 * bench:import's page of the participants table: the first page of 50 ordered by name then id
 * (listParticipants' query, `disabled == false`), and the page after it from its cursor, over the
 * participants a floor just wrote. Counts the documents the engine read out of SQL (what JS then
 * decoded and judged) beside the time, the median of a few reads.
 */
import { DOCUMENT_ID_FIELD, type QuerySpec } from '@domain/documents/query';
import { PgDocumentEngine } from '@server/db/document-engine';
import type { SqlDriver } from '@server/db/sql-driver';

export const PAGE_SIZE = 50;
const READS = 5;

/** `driver` with every documents-table row it answers counted. */
function counting(driver: SqlDriver, counter: { rows: number }): SqlDriver {
  return Object.assign(Object.create(driver) as SqlDriver, {
    async query<T>(sql: string, params?: unknown[]) {
      const answer = await driver.query<T>(sql, params);
      if (sql.includes('FROM documents')) counter.rows += answer.rows.length;
      return answer;
    },
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measurePageRead(driver: SqlDriver, collection: string) {
  const counter = { rows: 0 };
  const engine = new PgDocumentEngine(counting(driver, counter), (error) => console.error(error));
  const query: QuerySpec = {
    path: collection,
    where: [{ field: 'disabled', op: '==', value: false }],
    orderBy: [
      { field: 'sortName', direction: 'asc' },
      { field: DOCUMENT_ID_FIELD, direction: 'asc' },
    ],
    limit: PAGE_SIZE + 1,
  };
  const measure = async (spec: QuerySpec) => {
    const times: number[] = [];
    let read = 0;
    for (let i = 0; i < READS; i += 1) {
      counter.rows = 0;
      const started = performance.now();
      await engine.list(spec);
      times.push(performance.now() - started);
      read = counter.rows;
    }
    return { documentsRead: read, ms: Math.round(median(times)) };
  };
  const first = await measure(query);
  const last = (await engine.list({ ...query, limit: PAGE_SIZE })).at(-1)!;
  const next = await measure({ ...query, start: { values: [last.data.sortName as string, last.id], inclusive: false } });
  return { first, next };
}
