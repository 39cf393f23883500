/**
 * How document values are stored in jsonb. Dates become {"__date__": millis} (the wire tag).
 * PostgreSQL text and jsonb cannot hold U+0000, which Firestore strings may contain, so such a
 * string is stored as {"__nul__": [the parts between the NUL characters]}; jsonb numbers have
 * no negative zero, which Firestore keeps, so -0 is stored as {"__negzero__": true}. Documents
 * holding either are flagged (`tagged`) and always judged in JS, since SQL cannot compare them.
 * User field names of the form __x__ are rejected, so no tag can collide with user data.
 */
import type { DocData, DocValue } from '@domain/documents/values';

const DATE_TAG = '__date__';
const NUL_TAG = '__nul__';
const NEGATIVE_ZERO_TAG = '__negzero__';

export type Encoded = { json: string; tagged: boolean };

function encodeTagged(data: DocValue, keepNegativeZero: boolean): Encoded {
  let tagged = false;
  const encode = (v: DocValue): unknown => {
    if (typeof v === 'string') {
      if (!v.includes('\u0000')) return v;
      tagged = true;
      return { [NUL_TAG]: v.split('\u0000') };
    }
    if (keepNegativeZero && Object.is(v, -0)) {
      tagged = true;
      return { [NEGATIVE_ZERO_TAG]: true };
    }
    if (v === null || typeof v !== 'object') return v;
    if (v instanceof Date) return { [DATE_TAG]: v.getTime() };
    if (Array.isArray(v)) return v.map(encode);
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) out[k] = encode(val);
    return out;
  };
  return { json: JSON.stringify(encode(data)), tagged };
}

export function encodeDoc(data: DocData): Encoded {
  return encodeTagged(data, true);
}

/**
 * Encodes one value for comparison with stored jsonb (same tags as documents, except -0, which
 * compares equal to 0).
 */
export function encodeValueJson(v: DocValue): string {
  return encodeTagged(v, false).json;
}

export function decodeValue(v: unknown): DocValue {
  if (v === null || typeof v !== 'object') return v as DocValue;
  if (Array.isArray(v)) return v.map(decodeValue);
  const o = v as Record<string, unknown>;
  const tagged = Object.keys(o);
  if (tagged.length === 1) {
    if (tagged[0] === DATE_TAG) return new Date(o[DATE_TAG] as number);
    if (tagged[0] === NUL_TAG) return (o[NUL_TAG] as string[]).join('\u0000');
    if (tagged[0] === NEGATIVE_ZERO_TAG) return -0;
  }
  const out: Record<string, DocValue> = {};
  for (const k of tagged) out[k] = decodeValue(o[k]);
  return out;
}

export function decodeDoc(v: unknown): DocData {
  return decodeValue(v) as DocData;
}
