/**
 * Firestore's total order over document values, shared by the embedded server (queries) and any
 * client code that must sort or compare documents the same way.
 * null < booleans < numbers (NaN first) < timestamps < strings (UTF-8 bytes) < arrays < maps.
 */
import type { DocValue } from './values';

const TYPE_NULL = 0;
const TYPE_BOOLEAN = 1;
const TYPE_NUMBER = 2;
const TYPE_TIMESTAMP = 3;
const TYPE_STRING = 4;
const TYPE_ARRAY = 5;
const TYPE_MAP = 6;

export function typeOrder(v: DocValue): number {
  if (v === null) return TYPE_NULL;
  switch (typeof v) {
    case 'boolean':
      return TYPE_BOOLEAN;
    case 'number':
      return TYPE_NUMBER;
    case 'string':
      return TYPE_STRING;
  }
  if (v instanceof Date) return TYPE_TIMESTAMP;
  return Array.isArray(v) ? TYPE_ARRAY : TYPE_MAP;
}

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/**
 * Compares strings in UTF-8 byte order. UTF-16 code unit order agrees with it except where one
 * side is a surrogate (a code point above U+FFFF, 4 bytes in UTF-8) and the other is not.
 */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const sx = isSurrogate(x);
      if (sx === isSurrogate(y)) return x < y ? -1 : 1;
      return sx ? 1 : -1;
    }
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function compareNumbers(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a === b) return 0;
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  return 1;
}

function sortedKeys(m: Record<string, DocValue>): string[] {
  return Object.keys(m).sort(compareUtf8);
}

export function compareValues(a: DocValue, b: DocValue): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case TYPE_NULL:
      return 0;
    case TYPE_BOOLEAN:
      return a === b ? 0 : a ? 1 : -1;
    case TYPE_NUMBER:
      return compareNumbers(a as number, b as number);
    case TYPE_TIMESTAMP:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case TYPE_STRING:
      return compareUtf8(a as string, b as string);
    case TYPE_ARRAY: {
      const x = a as DocValue[];
      const y = b as DocValue[];
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return compareNumbers(x.length, y.length);
    }
    default: {
      const x = a as Record<string, DocValue>;
      const y = b as Record<string, DocValue>;
      const kx = sortedKeys(x);
      const ky = sortedKeys(y);
      const n = Math.min(kx.length, ky.length);
      for (let i = 0; i < n; i++) {
        const ck = compareUtf8(kx[i], ky[i]);
        if (ck !== 0) return ck;
        const cv = compareValues(x[kx[i]], y[ky[i]]);
        if (cv !== 0) return cv;
      }
      return compareNumbers(kx.length, ky.length);
    }
  }
}

/** Firestore equality: same type class and equal by the order above (so 1 equals 1.0). */
export function valuesEqual(a: DocValue, b: DocValue): boolean {
  return compareValues(a, b) === 0;
}

/** Document paths order segment by segment (not as plain strings: "a/b" < "a-/c"). */
export function compareDocumentPaths(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(x[i], y[i]);
    if (c !== 0) return c;
  }
  return compareNumbers(x.length, y.length);
}
