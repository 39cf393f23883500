/**
 * Runs one query on a side (Firestore or an engine path) and compares what two sides observed:
 * the same documents in the same order with the same values (-0 apart from 0, times to the
 * millisecond), the same count, or a rejection on both sides.
 */
import type { QuerySpec } from '@domain/documents/query';
import type { DocData, DocValue } from '@domain/documents/values';

export type Outcome = { ok: true; docs?: { id: string; data: DocData }[]; count?: number } | { ok: false; code: string; message: string };

export type Side = {
  list(spec: QuerySpec): Promise<{ id: string; data: DocData }[]>;
  count(spec: QuerySpec): Promise<number>;
};

/** Longer than any answer takes; a side that never answers is a finding, not a hung test. */
const ANSWER_WITHIN_MS = 30_000;

export async function observe(side: Side, spec: QuerySpec, count: boolean): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`), { code: 'no answer' })), ANSWER_WITHIN_MS);
  });
  try {
    const answer = count ? side.count(spec).then((n): Outcome => ({ ok: true, count: n })) : side.list(spec).then((docs): Outcome => ({ ok: true, docs }));
    return await Promise.race([answer, unanswered]);
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code !== 'string') throw error;
    return { ok: false, code, message: String(message) };
  } finally {
    clearTimeout(timer);
  }
}

function sameValue(a: DocValue, b: DocValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameValue(a[k], b[k]));
  }
  return a === b;
}

export type Verdict = 'same' | 'both rejected' | 'rejected by Firestore only' | 'rejected by the engine only' | 'different results';

export function compare(firestore: Outcome, engine: Outcome): Verdict {
  if (!firestore.ok && !engine.ok) return 'both rejected';
  if (!firestore.ok) return 'rejected by Firestore only';
  if (!engine.ok) return 'rejected by the engine only';
  if (firestore.count !== undefined) return firestore.count === engine.count ? 'same' : 'different results';
  const [a, b] = [firestore.docs!, engine.docs!];
  const same = a.length === b.length && a.every((d, i) => d.id === b[i].id && sameValue(d.data, b[i].data));
  return same ? 'same' : 'different results';
}

/** Where two answers part: the first document whose id or values differ. */
export function firstDifference(firestore: Outcome, local: Outcome): string {
  if (!firestore.ok || !local.ok || firestore.docs === undefined || local.docs === undefined) return '';
  const [a, b] = [firestore.docs, local.docs];
  const at = a.findIndex((d, i) => !b[i] || d.id !== b[i].id || !sameValue(d.data, b[i].data));
  if (at === -1) return `the local answer has ${b.length - a.length} more documents`;
  const show = (d?: { id: string; data: DocData }) => (d ? `${d.id} ${showValue(d.data)}` : 'nothing');
  return `at #${at}: Firestore ${show(a[at])}, local ${show(b[at])}`;
}

function showValue(v: unknown): string {
  return JSON.stringify(v, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = key === '' ? value : this[key];
    if (raw instanceof Date) return `Date(${raw.toISOString()})`;
    if (typeof raw === 'number' && (Object.is(raw, -0) || !Number.isFinite(raw))) return Object.is(raw, -0) ? '-0' : String(raw);
    return value;
  });
}

/** A short account of an outcome for a failure message: ids in order, or the count, or the error. */
export function describe(outcome: Outcome): string {
  if (!outcome.ok) return `${outcome.code}: ${outcome.message}`;
  if (outcome.count !== undefined) return `count ${outcome.count}`;
  return `[${outcome.docs!.map((d) => d.id).join(', ')}]`;
}

/** A query as readable JSON, with -0, NaN, ±Infinity and Dates spelled out. */
export function showQuery(spec: QuerySpec, count: boolean): string {
  return `${count ? 'count ' : ''}${showValue(spec)}`;
}
