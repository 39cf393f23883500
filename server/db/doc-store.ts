/**
 * The SQL that reads and writes the documents table (created by migrations.ts). One row per
 * document; `parent` and `collection_id` serve collection and collection-group queries, the GIN
 * index serves jsonb containment (equality and array-contains filters).
 */
import { lastSegment, parentCollection } from '@domain/documents/paths';
import { decodeDoc, encodeDoc } from './codec';
import type { StoredDoc } from './engine';
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
 * plan's predicate, optionally ordered by id and limited (only valid for exact plans).
 */
export async function readCandidates(sql: Sql, plan: SqlPlan, order?: { descending: boolean; limit: number }): Promise<StoredDoc[]> {
  const p = plan.params.values;
  if (!order) {
    const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM documents WHERE ${plan.scope} AND (has_nul OR (${plan.predicate}))`, p);
    return rows.map(toDoc);
  }
  const direction = order.descending ? 'DESC' : 'ASC';
  const limited = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM documents WHERE ${plan.scope} AND NOT has_nul AND (${plan.predicate}) ORDER BY id COLLATE "C" ${direction} LIMIT ${order.limit}`,
    p,
  );
  return [...limited.rows.map(toDoc), ...(await readNulRows(sql, plan))];
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

export async function writeDoc(sql: Sql, doc: StoredDoc): Promise<void> {
  const { json, tagged } = encodeDoc(doc.data);
  const parent = parentCollection(doc.path);
  await sql.query(
    `INSERT INTO documents (path, parent, collection_id, id, data, has_nul, version, create_time, update_time)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)
     ON CONFLICT (path) DO UPDATE SET data = EXCLUDED.data, has_nul = EXCLUDED.has_nul, version = EXCLUDED.version,
       create_time = EXCLUDED.create_time, update_time = EXCLUDED.update_time`,
    [doc.path, parent, lastSegment(parent), doc.id, json, tagged, doc.version, doc.createTime, doc.updateTime],
  );
}

export async function deleteDoc(sql: Sql, path: string): Promise<void> {
  await sql.query('DELETE FROM documents WHERE path = $1', [path]);
}

export async function nextVersion(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ v: number }>(`SELECT nextval('document_versions')::bigint AS v`);
  return Number(rows[0].v);
}
