/**
 * JSON encoding of document values: Dates become { __date__: millis }, -0 becomes
 * { __negzero__: true } (JSON has no negative zero, Firestore keeps it), sentinels keep their
 * reserved { __sentinel__ } shape. Field names of the form __x__ are forbidden in documents, so
 * these tags cannot collide with user data.
 */
import { isSentinel } from '../documents/values';

export function encodeValue(v: unknown): unknown {
  if (Object.is(v, -0)) return { __negzero__: true };
  if (v instanceof Date) return { __date__: v.getTime() };
  if (Array.isArray(v)) return v.map(encodeValue);
  if (v !== null && typeof v === 'object') {
    if (isSentinel(v)) {
      const s = v as { __sentinel__: string; values?: unknown[] };
      return s.values ? { ...s, values: s.values.map(encodeValue) } : s;
    }
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) if (val !== undefined) out[k] = encodeValue(val);
    return out;
  }
  return v;
}

export function decodeValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(decodeValue);
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.__date__ === 'number' && Object.keys(o).length === 1) return new Date(o.__date__);
    if (o.__negzero__ === true && Object.keys(o).length === 1) return -0;
    if (isSentinel(o)) {
      const s = o as { __sentinel__: string; values?: unknown[] };
      return s.values ? { ...s, values: s.values.map(decodeValue) } : s;
    }
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(o)) out[k] = decodeValue(val);
    return out;
  }
  return v;
}
