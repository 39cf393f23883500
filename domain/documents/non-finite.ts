/**
 * NaN and ±Infinity: Firestore stores them and compares with them; the local backend cannot,
 * because its wire and its database speak JSON, which has no such numbers (JSON.stringify would
 * quietly turn them into null). The local provider refuses them before sending, and the engine
 * for any other caller, with one message. ARCHITECTURE.md lists this deliberate difference.
 */
import type { QuerySpec } from './query';

/** Whether a value (a document, a query operand, a sentinel) holds NaN or ±Infinity anywhere. */
export function holdsNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return false;
  return Object.values(value).some(holdsNonFinite);
}

/** The refusal, `what` naming where the number was found (a field, a filter, a cursor). */
export function nonFiniteMessage(what: string): string {
  return `${what} holds NaN or Infinity, which the local backend cannot store or compare with: its wire and its database speak JSON, which has no such numbers. Use null or a finite number.`;
}

/** Where a query compares with NaN or ±Infinity (e.g. "where #1"), or null. */
export function nonFiniteInQuery(spec: QuerySpec): string | null {
  const at = (spec.where ?? []).findIndex((w) => holdsNonFinite(w?.value));
  if (at !== -1) return `where #${at}`;
  if (holdsNonFinite(spec.start?.values)) return 'the start cursor';
  if (holdsNonFinite(spec.end?.values)) return 'the end cursor';
  return null;
}
