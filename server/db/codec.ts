/**
 * How document values are stored in jsonb. Dates become {"__date__": millis} (the wire tag).
 * PostgreSQL text and jsonb cannot hold U+0000, which Firestore strings may contain, so such a
 * string is stored as {"__nul__": [the parts between the NUL characters]}. User field names
 * of the form __x__ are rejected, so neither tag can collide with user data.
 */
import type { DocData, DocValue } from '@domain/documents/values';

const DATE_TAG = '__date__';
const NUL_TAG = '__nul__';

export type Encoded = { json: string; hasNul: boolean };

export function encodeDoc(data: DocData): Encoded {
  let hasNul = false;
  const encode = (v: DocValue): unknown => {
    if (typeof v === 'string') {
      if (!v.includes('\u0000')) return v;
      hasNul = true;
      return { [NUL_TAG]: v.split('\u0000') };
    }
    if (v === null || typeof v !== 'object') return v;
    if (v instanceof Date) return { [DATE_TAG]: v.getTime() };
    if (Array.isArray(v)) return v.map(encode);
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) out[k] = encode(val);
    return out;
  };
  const json = JSON.stringify(encode(data));
  return { json, hasNul };
}

/** Encodes one value for comparison with stored jsonb (same tags as documents). */
export function encodeValueJson(v: DocValue): string {
  const { json } = encodeDoc({ v });
  return json.slice('{"v":'.length, -1);
}

export function decodeValue(v: unknown): DocValue {
  if (v === null || typeof v !== 'object') return v as DocValue;
  if (Array.isArray(v)) return v.map(decodeValue);
  const o = v as Record<string, unknown>;
  const tagged = Object.keys(o);
  if (tagged.length === 1) {
    if (tagged[0] === DATE_TAG) return new Date(o[DATE_TAG] as number);
    if (tagged[0] === NUL_TAG) return (o[NUL_TAG] as string[]).join('\u0000');
  }
  const out: Record<string, DocValue> = {};
  for (const k of tagged) out[k] = decodeValue(o[k]);
  return out;
}

export function decodeDoc(v: unknown): DocData {
  return decodeValue(v) as DocData;
}

export function containsNul(v: DocValue): boolean {
  return encodeDoc({ v }).hasNul;
}
