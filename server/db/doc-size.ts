/**
 * Firestore's storage size (https://firebase.google.com/docs/firestore/storage-size): a string is
 * its UTF-8 bytes + 1, a number or timestamp 8, a boolean or null 1, a map the sizes of its
 * field names plus values, an array the sizes of its elements. A document adds its name (each
 * path segment as a string, plus 16) and 32 bytes.
 */
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FIELDS, type DocData, type DocValue } from '@domain/documents/values';
import { invalid } from './validate';

function stringSize(s: string): number {
  return Buffer.byteLength(s, 'utf8') + 1;
}

export function valueSize(v: DocValue): number {
  if (v === null || typeof v === 'boolean') return 1;
  if (typeof v === 'number' || v instanceof Date) return 8;
  if (typeof v === 'string') return stringSize(v);
  if (Array.isArray(v)) return v.reduce<number>((n, e) => n + valueSize(e), 0);
  let n = 0;
  for (const [k, e] of Object.entries(v)) n += stringSize(k) + valueSize(e);
  return n;
}

export function documentSize(path: string, data: DocData): number {
  const name = path.split('/').reduce((n, segment) => n + stringSize(segment), 16);
  return name + valueSize(data) + 32;
}

/** Fields of maps at every level, including those inside arrays. */
export function fieldCount(v: DocValue): number {
  if (Array.isArray(v)) return v.reduce<number>((n, e) => n + fieldCount(e), 0);
  if (v === null || typeof v !== 'object' || v instanceof Date) return 0;
  let n = 0;
  for (const e of Object.values(v)) n += 1 + fieldCount(e);
  return n;
}

export function checkDocumentSize(path: string, data: DocData): void {
  const size = documentSize(path, data);
  if (size > MAX_DOCUMENT_BYTES) {
    invalid(`document ${path} would be ${size} bytes, over the limit of ${MAX_DOCUMENT_BYTES} bytes (1 MiB, as in Firestore)`);
  }
  const fields = fieldCount(data);
  if (fields > MAX_DOCUMENT_FIELDS) invalid(`document ${path} would have ${fields} fields, over the limit of ${MAX_DOCUMENT_FIELDS} (as in Firestore)`);
}
