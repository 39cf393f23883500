/**
 * Translates a compiled query's filters into SQL over the documents table, so the database
 * narrows the candidates before JS applies the exact semantics. Each filter becomes either an
 * exact predicate (same answer as query-eval) or a superset. When all are exact the engine may
 * count and sum in SQL. Rows flagged has_nul (holding a string with U+0000 or a -0, stored
 * tagged) are always judged in JS, because SQL cannot compare those values; predicates here only
 * need to be right for the other rows.
 */
import type { DocValue } from '@domain/documents/values';
import { encodeValueJson } from './codec';
import type { CompiledFilter, CompiledQuery } from './query-compile';
import { RANGE_OPS } from './query-compile';

export class SqlParams {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export type SqlPlan = {
  /** Selects the queried collection (or group), using parameter $1 only. */
  scope: string;
  /** Conjunction of the filters, exact or a superset; 'true' when nothing could be pushed. */
  predicate: string;
  exact: boolean;
  params: SqlParams;
};

type Piece = { sql: string; exact: boolean };

const SUPERSET: Piece = { sql: 'true', exact: false };

function isContainable(v: DocValue): boolean {
  if (typeof v === 'string') return !v.includes('\u0000');
  return v === null || typeof v === 'boolean' || typeof v === 'number' || v instanceof Date;
}

/** `data -> 'a' -> 'b'`: text keys never index into arrays, unlike `#>`, matching field paths. */
export function fieldExpr(segments: string[], p: SqlParams): string {
  return segments.reduce((expr, s) => `${expr} -> ${p.add(s)}::text`, 'data');
}

/** {"a": {"b": value}} for jsonb containment (which a GIN index can serve). */
function nested(segments: string[], json: string): string {
  return segments.reduceRight((inner, s) => `{${JSON.stringify(s)}:${inner}}`, json);
}

function equals(segments: string[], v: DocValue, p: SqlParams): string {
  if (isContainable(v)) return `data @> ${p.add(nested(segments, encodeValueJson(v)))}::jsonb`;
  return `(${fieldExpr(segments, p)}) = ${p.add(encodeValueJson(v))}::jsonb`;
}

/** A null element never matches, as in Firestore (which answers `array-contains null` with nothing). */
function arrayContains(segments: string[], v: DocValue, p: SqlParams): string {
  if (Array.isArray(v) || v === null) return 'false';
  if (isContainable(v)) return `data @> ${p.add(nested(segments, `[${encodeValueJson(v)}]`))}::jsonb`;
  const x = fieldExpr(segments, p);
  return `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${x}) = 'array' THEN ${x} ELSE '[]'::jsonb END) AS e(v) WHERE e.v = ${p.add(encodeValueJson(v))}::jsonb)`;
}

function range(segments: string[], op: string, v: DocValue, p: SqlParams): Piece {
  const x = fieldExpr(segments, p);
  const when = (test: string, cmp: string): Piece => ({ sql: `(CASE WHEN ${test} THEN ${cmp} ELSE false END)`, exact: true });
  if (typeof v === 'number') return when(`jsonb_typeof(${x}) = 'number'`, `(${x})::numeric ${op} ${p.add(String(v))}::numeric`);
  if (typeof v === 'boolean') return when(`jsonb_typeof(${x}) = 'boolean'`, `${x} ${op} ${p.add(String(v))}::jsonb`);
  if (v instanceof Date) {
    return when(`jsonb_typeof(${x}) = 'object' AND ${x} ? '__date__'`, `(${x} ->> '__date__')::numeric ${op} ${p.add(String(v.getTime()))}::numeric`);
  }
  if (typeof v === 'string' && !v.includes('\u0000')) {
    return when(`jsonb_typeof(${x}) = 'string'`, `(${x} #>> '{}') COLLATE "C" ${op} ${p.add(v)}::text COLLATE "C"`);
  }
  if (Array.isArray(v)) return { sql: `jsonb_typeof(${x}) = 'array'`, exact: false };
  return { sql: `(${x}) IS NOT NULL`, exact: false };
}

/** The elements of an 'in' or 'array-contains-any' list that can match: Firestore's null never does. */
function nonNull(list: DocValue): DocValue[] {
  return (list as DocValue[]).filter((v) => v !== null);
}

function anyOf(pieces: string[]): string {
  return pieces.length === 0 ? 'false' : `(${pieces.join(' OR ')})`;
}

function notNull(x: string): string {
  return `jsonb_typeof(${x}) IS NOT NULL AND jsonb_typeof(${x}) <> 'null'`;
}

function keyFilter(q: CompiledQuery, f: CompiledFilter, p: SqlParams): Piece {
  const list = f.value as string[];
  // No document path holds U+0000, and SQL text cannot: JS judges such a key.
  if ((Array.isArray(f.value) ? list : [f.value as string]).some((key) => key.includes('\u0000'))) return SUPERSET;
  switch (f.op) {
    case '==':
      return { sql: `path = ${p.add(f.value)}`, exact: true };
    case '!=':
      return { sql: `path <> ${p.add(f.value)}`, exact: true };
    case 'in':
      return { sql: `path = ANY(${p.add(list)}::text[])`, exact: true };
    case 'not-in':
      return { sql: `NOT (path = ANY(${p.add(list)}::text[]))`, exact: true };
  }
  // Within one collection, path order is the order of the ids in UTF-8 bytes (collation C).
  const bound = f.value as string;
  const boundParent = bound.slice(0, bound.lastIndexOf('/'));
  if (q.group || boundParent !== q.path || !RANGE_OPS.includes(f.op)) return SUPERSET;
  return { sql: `id COLLATE "C" ${f.op} ${p.add(bound.slice(boundParent.length + 1))}::text COLLATE "C"`, exact: true };
}

function filterPiece(q: CompiledQuery, f: CompiledFilter, p: SqlParams): Piece {
  const segments = f.field.segments;
  if (segments === null) return keyFilter(q, f, p);
  switch (f.op) {
    case '==':
      return { sql: equals(segments, f.value, p), exact: true };
    case 'in':
      return { sql: anyOf(nonNull(f.value).map((v) => equals(segments, v, p))), exact: true };
    case 'array-contains':
      return { sql: arrayContains(segments, f.value, p), exact: true };
    case 'array-contains-any':
      return { sql: anyOf(nonNull(f.value).map((v) => arrayContains(segments, v, p))), exact: true };
    case '!=': {
      const x = fieldExpr(segments, p);
      return { sql: `(CASE WHEN ${notNull(x)} THEN ${x} <> ${p.add(encodeValueJson(f.value))}::jsonb ELSE false END)`, exact: true };
    }
    case 'not-in': {
      const list = f.value as DocValue[];
      if (list.includes(null)) return { sql: 'false', exact: true };
      const x = fieldExpr(segments, p);
      const values = list.map((v) => `${p.add(encodeValueJson(v))}::jsonb`).join(', ');
      return { sql: `(CASE WHEN ${notNull(x)} THEN ${x} NOT IN (${values}) ELSE false END)`, exact: true };
    }
    default:
      return range(segments, f.op, f.value, p);
  }
}

export function planSql(q: CompiledQuery): SqlPlan {
  const params = new SqlParams();
  const scope = q.group ? `collection_id = ${params.add(q.path)}` : `parent = ${params.add(q.path)}`;
  const pieces = q.filters.map((f) => filterPiece(q, f, params));
  for (const o of q.orderBy) {
    if (o.field.segments !== null) pieces.push({ sql: `(${fieldExpr(o.field.segments, params)}) IS NOT NULL`, exact: true });
  }
  const useful = pieces.filter((piece) => piece.sql !== 'true');
  return {
    scope,
    predicate: useful.length === 0 ? 'true' : useful.map((piece) => piece.sql).join(' AND '),
    exact: pieces.every((piece) => piece.exact),
    params,
  };
}
