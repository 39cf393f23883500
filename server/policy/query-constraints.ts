/**
 * What a query's filters promise about every document it can return, read from the query alone:
 * the policy judges a query by these promises before it runs, never by what it finds.
 */
import type { QuerySpec } from '@domain/documents/query';
import type { DocValue } from '@domain/documents/values';

/**
 * The values an `==` or `in` filter holds `field` to: every returned document has one of them.
 * Null when no such filter constrains the field. (Other filters only narrow the result further.)
 */
export function pinnedValues(query: QuerySpec, field: string): readonly DocValue[] | null {
  for (const w of query.where ?? []) {
    if (w.field !== field) continue;
    if (w.op === '==') return [w.value];
    if (w.op === 'in' && Array.isArray(w.value) && w.value.length > 0) return w.value;
  }
  return null;
}

/** Whether every returned document holds a string `field` equal to one of `allowed`. */
export function pinnedWithin(query: QuerySpec, field: string, allowed: (value: string) => boolean): boolean {
  return pinnedStrings(query, field)?.every(allowed) ?? false;
}

/** The string values a filter holds `field` to, or null when none does (or one is not a string). */
export function pinnedStrings(query: QuerySpec, field: string): readonly string[] | null {
  const values = pinnedValues(query, field);
  return values !== null && values.every((v): v is string => typeof v === 'string') ? values : null;
}

/** Whether every returned document's array `field` contains `value`. */
export function requiresArrayContains(query: QuerySpec, field: string, value: string): boolean {
  return (query.where ?? []).some((w) => w.field === field && w.op === 'array-contains' && w.value === value);
}

