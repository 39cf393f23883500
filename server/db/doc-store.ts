/**
 * The SQL that reads and writes the documents table (created by migrations.ts). One row per
 * document; `parent` and `collection_id` serve collection and collection-group queries, the GIN
 * index serves jsonb containment (equality and array-contains filters).
 */
import { lastSegment, parentCollection } from '@domain/documents/paths';
import { decodeDoc, encodeDoc } from './codec';
import type { StoredDoc } from './engine';
import type { SqlOrder } from './sql-order';
import type { SqlPlan } from './sql-plan';

export type Sql = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };

type Row = { path: string; id: string; data: unknown; version: number; create_time: Date; update_time: Date };

const COLUMNS = 'path, id, data, version, create_time, update_time';

function toDoc(row: Row): StoredDoc {
  return {
    path: row.path,
    id: row.id,
    data: decodeDoc(row.data),
    version: Number(row.version),
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export async function readDocs(sql: Sql, paths: string[]): Promise<Map<string, StoredDoc>> {
  if (paths.length === 0) return new Map();
  const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM documents WHERE path = ANY($1::text[])`, [paths]);
  return new Map(rows.map((r) => [r.path, toDoc(r)]));
}

/** Rows with NUL strings are judged in JS only (see sql-plan.ts). The scope uses only $1. */
async function readNulRows(sql: Sql, plan: SqlPlan): Promise<StoredDoc[]> {
  const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM documents WHERE ${plan.scope} AND has_nul`, plan.params.values.slice(0, 1));
  return rows.map(toDoc);
}

/**
 * Candidate documents for a query: every has_nul row of the scope plus the rows passing the
 * plan's predicate. With an order (sql-order.ts), the rows SQL can order come ordered, bounded by
 * the cursors and limited, and beside them every row it cannot order; JS orders the union.
 */
export async function readCandidates(sql: Sql, plan: SqlPlan, order?: SqlOrder): Promise<StoredDoc[]> {
  const p = plan.params.values;
  if (!order) {
    const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM documents WHERE ${plan.scope} AND (has_nul OR (${plan.predicate}))`, p);
    return rows.map(toDoc);
  }
  const { rows } = await sql.query<Row>(
    `(SELECT ${COLUMNS} FROM documents WHERE ${plan.scope} AND NOT has_nul AND (${plan.predicate}) AND ${order.sortable} AND ${order.bounds}
      ORDER BY ${order.orderBy} LIMIT ${order.limit})
     UNION ALL
     (SELECT ${COLUMNS} FROM documents WHERE ${plan.scope} AND (has_nul OR ((${plan.predicate}) AND NOT (${order.sortable}))))`,
    p,
  );
  return rows.map(toDoc);
}

/**
 * Count (capped by `limit`) or count and numeric sums, in SQL over the rows an exact plan
 * selects; has_nul rows are returned for the caller to judge in JS.
 */
export async function aggregateInSql(
  sql: Sql,
  plan: SqlPlan,
  request: { limit: number } | { sumFields: string[][] },
): Promise<{ count: number; sums: number[]; nulRows: StoredDoc[] }> {
  const p = plan.params;
  const from = `FROM documents WHERE ${plan.scope} AND NOT has_nul AND (${plan.predicate})`;
  const sumFields = 'sumFields' in request ? request.sumFields : [];
  const sums = sumFields.map((segments, i) => {
    const x = segments.reduce((expr, s) => `${expr} -> ${p.add(s)}::text`, 'data');
    return `sum(CASE WHEN jsonb_typeof(${x}) = 'number' THEN (${x})::numeric END)::text AS s${i}`;
  });
  const text =
    'limit' in request
      ? `SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${request.limit}) AS limited`
      : `SELECT ${['count(*)::int AS n', ...sums].join(', ')} ${from}`;
  const { rows } = await sql.query<Record<string, unknown>>(text, p.values);
  return {
    count: rows[0].n as number,
    sums: sumFields.map((_, i) => Number(rows[0][`s${i}`] ?? 0)),
    nulRows: await readNulRows(sql, plan),
  };
}

/** Rows one INSERT carries: 9 parameters each, well inside PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 500;

/**
 * Writes the documents, many per statement: a statement costs far more than a row in the embedded
 * database, and a commit of many documents (a batch of votes) is then a few statements. Each path
 * appears once (a commit's changes are one per path).
 */
export async function writeDocs(sql: Sql, docs: readonly StoredDoc[]): Promise<void> {
  for (let start = 0; start < docs.length; start += ROWS_PER_INSERT) {
    const chunk = docs.slice(start, start + ROWS_PER_INSERT);
    const values: unknown[] = [];
    const rows = chunk.map((doc) => {
      const { json, tagged } = encodeDoc(doc.data);
      const parent = parentCollection(doc.path);
      const at = values.length;
      values.push(doc.path, parent, lastSegment(parent), doc.id, json, tagged, doc.version, doc.createTime, doc.updateTime);
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}::jsonb, $${at + 6}, $${at + 7}, $${at + 8}, $${at + 9})`;
    });
    await sql.query(
      `INSERT INTO documents (path, parent, collection_id, id, data, has_nul, version, create_time, update_time)
       VALUES ${rows.join(', ')}
       ON CONFLICT (path) DO UPDATE SET data = EXCLUDED.data, has_nul = EXCLUDED.has_nul, version = EXCLUDED.version,
         create_time = EXCLUDED.create_time, update_time = EXCLUDED.update_time`,
      values,
    );
  }
}

export async function deleteDoc(sql: Sql, path: string): Promise<void> {
  await sql.query('DELETE FROM documents WHERE path = $1', [path]);
}

export async function nextVersion(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ v: number }>(`SELECT nextval('document_versions')::bigint AS v`);
  return Number(rows[0].v);
}
