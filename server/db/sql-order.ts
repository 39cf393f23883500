/**
 * A query's order, cursors and limit in SQL, so that a page of a large collection reads its page
 * rather than every match. Firestore's order over the values SQL can compare exactly (null <
 * booleans < numbers < timestamps < strings in UTF-8 bytes) is a type rank, then a numeric key
 * (false/true as 0/1, numbers, a timestamp's milliseconds) and a text key in collation C, then
 * the id (within one collection, path order is id order).
 *
 * Where SQL cannot follow that order, JS does, as before:
 * - arrays and maps as order values (Firestore compares them element by element, key by key):
 *   documents holding one in an order field are read apart, all of them, for JS to place;
 * - has_nul rows (strings with U+0000, -0: codec.ts), read apart the same way;
 * - a cursor value that is an array, a map or a string with U+0000, a __name__ cursor outside the
 *   queried collection, a collection-group query, a plan that is not exact, or no limit: no SQL
 *   order at all (the engine reads every candidate).
 * The rows read apart are few in practice, and JS sorts, bounds and limits the union.
 */
import type { DocValue } from '@domain/documents/values';
import type { CompiledBound, CompiledQuery } from './query-compile';
import { fieldExpr, type SqlParams, type SqlPlan } from './sql-plan';

export type SqlOrder = {
  /** Order fields hold values SQL compares (the rows read apart fail it). */
  sortable: string;
  /** The start and end cursors, 'true' when there are none. */
  bounds: string;
  orderBy: string;
  limit: number;
};

/** One order clause in SQL: the document id, or a field's rank and keys. */
type Key = { descending: boolean } & ({ id: true } | { id: false; x: string });

const RANK: Record<string, number> = { null: 0, boolean: 1, number: 2, timestamp: 3, string: 4 };

const rankOf = (x: string) =>
  `(CASE jsonb_typeof(${x}) WHEN 'null' THEN 0 WHEN 'boolean' THEN 1 WHEN 'number' THEN 2 WHEN 'string' THEN 4 ELSE ${RANK.timestamp} END)`;
const numberOf = (x: string) =>
  `(CASE jsonb_typeof(${x}) WHEN 'number' THEN (${x})::numeric WHEN 'boolean' THEN (CASE WHEN (${x})::boolean THEN 1 ELSE 0 END) ` +
  `WHEN 'object' THEN (${x} ->> '__date__')::numeric END)`;
const textOf = (x: string) => `(CASE WHEN jsonb_typeof(${x}) = 'string' THEN ${x} #>> '{}' END) COLLATE "C"`;
const sortableValue = (x: string) => `(jsonb_typeof(${x}) IN ('null', 'boolean', 'number', 'string') OR (jsonb_typeof(${x}) = 'object' AND ${x} ? '__date__'))`;

/** A cursor value as a rank and one key, or null when SQL cannot compare it. */
function cursorKey(v: DocValue): { rank: number; number?: string; text?: string } | null {
  if (v === null) return { rank: RANK.null };
  if (typeof v === 'boolean') return { rank: RANK.boolean, number: v ? '1' : '0' };
  if (typeof v === 'number') return { rank: RANK.number, number: String(v) };
  if (v instanceof Date) return { rank: RANK.timestamp, number: String(v.getTime()) };
  if (typeof v === 'string' && !v.includes('\u0000')) return { rank: RANK.string, text: v };
  return null;
}

/** SQL saying how a row's value compares with a cursor's: `after` in the clause's direction, `equal`. */
type Comparison = { after: string; before: string; equal: string };

/** Whether SQL can compare every cursor value (asked before any parameter is added to the plan). */
function comparableCursors(q: CompiledQuery): boolean {
  return [q.start, q.end].every(
    (bound) =>
      !bound ||
      bound.values.every((v, i) => (q.orderBy[i].field.segments === null ? (v as string).slice(0, (v as string).lastIndexOf('/')) === q.path : cursorKey(v) !== null)),
  );
}

function compareWith(key: Key, v: DocValue, q: CompiledQuery, p: SqlParams): Comparison {
  const [gt, lt] = key.descending ? ['<', '>'] : ['>', '<'];
  if (key.id) {
    const path = v as string;
    const id = `${p.add(path.slice(q.path.length + 1))}::text COLLATE "C"`;
    return { after: `id COLLATE "C" ${gt} ${id}`, before: `id COLLATE "C" ${lt} ${id}`, equal: `id = ${id}` };
  }
  const k = cursorKey(v)!;
  const rank = rankOf(key.x);
  const valueKey = k.text !== undefined ? [textOf(key.x), `${p.add(k.text)}::text COLLATE "C"`] : k.number !== undefined ? [numberOf(key.x), `${p.add(k.number)}::numeric`] : null;
  const sameRank = `${rank} = ${k.rank}`;
  const within = (op: string) => (valueKey ? ` OR (${sameRank} AND ${valueKey[0]} ${op} ${valueKey[1]})` : '');
  return {
    after: `(${rank} ${gt} ${k.rank}${within(gt)})`,
    before: `(${rank} ${lt} ${k.rank}${within(lt)})`,
    equal: valueKey ? `(${sameRank} AND ${valueKey[0]} = ${valueKey[1]})` : `(${sameRank})`,
  };
}

/** Rows on the cursor's side: lexicographic over the cursor's values, in the query's own order. */
function boundSql(keys: Key[], bound: CompiledBound, side: 'start' | 'end', q: CompiledQuery, p: SqlParams): string {
  const comparisons = bound.values.map((v, i) => compareWith(keys[i], v, q, p));
  const beyond = comparisons.map((c, i) => [...comparisons.slice(0, i).map((e) => e.equal), side === 'start' ? c.after : c.before].join(' AND '));
  if (bound.inclusive) beyond.push(comparisons.map((c) => c.equal).join(' AND '));
  return `(${beyond.map((b) => `(${b})`).join(' OR ')})`;
}

export function planOrder(q: CompiledQuery, plan: SqlPlan): SqlOrder | null {
  const limit = q.limit ?? q.limitToLast;
  if (!plan.exact || q.group || limit === undefined || !comparableCursors(q)) return null;
  const p = plan.params;
  const keys: Key[] = q.orderBy.map((o) => (o.field.segments === null ? { id: true, descending: o.descending } : { id: false, x: fieldExpr(o.field.segments, p), descending: o.descending }));
  const bounds = [
    ...(q.start ? [boundSql(keys, q.start, 'start', q, p)] : []),
    ...(q.end ? [boundSql(keys, q.end, 'end', q, p)] : []),
  ];
  // limitToLast takes the last rows in query order: read them in the reverse direction.
  const reverse = q.limitToLast !== undefined;
  const orderBy = keys.flatMap((k) => {
    const direction = k.descending !== reverse ? 'DESC' : 'ASC';
    return k.id ? [`id COLLATE "C" ${direction}`] : [rankOf(k.x), numberOf(k.x), textOf(k.x)].map((e) => `${e} ${direction}`);
  });
  const fields = keys.flatMap((k) => (k.id ? [] : [sortableValue(k.x)]));
  return {
    sortable: fields.length === 0 ? 'true' : fields.join(' AND '),
    bounds: bounds.length === 0 ? 'true' : bounds.join(' AND '),
    orderBy: orderBy.join(', '),
    limit,
  };
}
