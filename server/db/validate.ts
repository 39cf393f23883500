/**
 * Input checks shared by writes and queries. Every failure is an EngineError('invalid-argument')
 * whose message names the offending path or field, so a caller can fix its request.
 */
import { MAX_FIELD_DEPTH, MAX_FIELD_PATH_BYTES } from '@domain/documents/field-path';
import { nonFiniteMessage } from '@domain/documents/non-finite';
import { splitPath } from '@domain/documents/paths';
import { isSentinel, type DocValue } from '@domain/documents/values';
import { EngineError } from './engine';

const RESERVED_NAME = /^__.*__$/;
const LONE_SURROGATE = /\p{Cs}/u;
/** Firestore timestamps run from 0001-01-01 to 9999-12-31. */
const MIN_TIME = new Date('0001-01-01T00:00:00Z').getTime();
const MAX_TIME = new Date('9999-12-31T23:59:59.999Z').getTime();

export function invalid(message: string): never {
  throw new EngineError('invalid-argument', message);
}

function checkPathSegments(path: unknown, kind: 'document' | 'collection'): string {
  const segments = typeof path === 'string' && !path.includes('\u0000') ? splitPath(path) : null;
  const parity = kind === 'document' ? 0 : 1;
  if (segments === null || segments.length % 2 !== parity) {
    const shape = kind === 'document' ? 'an even' : 'an odd';
    invalid(
      `${JSON.stringify(path)} is not a valid ${kind} path: it needs ${shape} number of '/'-separated segments, ` +
        `each non-empty, not '.', '..' or __x__, without NUL, at most 1500 bytes, and at most 6 KiB in all`,
    );
  }
  return path as string;
}

export function checkDocumentPath(path: unknown): string {
  return checkPathSegments(path, 'document');
}

export function checkCollectionPath(path: unknown): string {
  return checkPathSegments(path, 'collection');
}

/** A collection id for a collection-group query: one segment. */
export function checkCollectionId(id: unknown): string {
  const p = checkCollectionPath(id);
  if (p.includes('/')) invalid(`a collection-group query takes a collection id without '/', got ${JSON.stringify(id)}`);
  return p;
}

/** `at` names where the field is, for the message: a function, so a valid name (the usual case) builds no text. */
export function checkFieldName(name: string, where: string | (() => string)): void {
  if (name.length > 0 && !(name.startsWith('__') && name.endsWith('__')) && !name.includes('\u0000') && !LONE_SURROGATE.test(name) && name.length * 3 <= MAX_FIELD_PATH_BYTES) {
    return;
  }
  const at = typeof where === 'string' ? where : where();
  if (name.length === 0) invalid(`empty field name in ${at}: field names must be non-empty`);
  if (RESERVED_NAME.test(name)) invalid(`field name '${name}' in ${at} is reserved: names of the form __x__ are not allowed`);
  if (name.includes('\u0000')) invalid(`field name in ${at} contains the NUL character (U+0000), which the database cannot store in a name`);
  if (LONE_SURROGATE.test(name)) invalid(`field name in ${at} is not valid Unicode (it holds a lone surrogate)`);
  if (Buffer.byteLength(name, 'utf8') > MAX_FIELD_PATH_BYTES) invalid(`field name '${name.slice(0, 40)}...' in ${at} is longer than ${MAX_FIELD_PATH_BYTES} bytes`);
}

export function describeField(segments: readonly string[]): string {
  return segments.length === 0 ? 'the document' : `field '${segments.join('.')}'`;
}

function tooDeep(field: readonly string[]): never {
  invalid(`${describeField(field)} is nested deeper than ${MAX_FIELD_DEPTH} levels (Firestore's limit for maps and arrays)`);
}

/** A field path of n segments sits at depth n. */
export function checkDepth(field: readonly string[]): void {
  if (field.length > MAX_FIELD_DEPTH) tooDeep(field);
}

function isPlainObject(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A value written as a map: a plain object (class instances are refused by checkValue). */
export function isPlainMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && isPlainObject(v);
}

const isStorableScalar = (v: unknown): boolean =>
  typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && !LONE_SURROGATE.test(v));

/**
 * Checks that `v` is a storable value. `depth` is the depth of the field holding it (a top-level
 * field is 1); `inArray` marks an array element, which may not itself be an array.
 */
export function checkValue(v: unknown, field: readonly string[], depth: number, inArray = false): asserts v is DocValue {
  if (depth > MAX_FIELD_DEPTH) tooDeep(field);
  // Built only for a message: a valid string or number (most values) needs none.
  if (typeof v === 'string' && !LONE_SURROGATE.test(v)) return;
  if (typeof v === 'number' && Number.isFinite(v)) return;
  const at = describeField(field);
  switch (typeof v) {
    case 'boolean':
      return;
    case 'number':
      invalid(nonFiniteMessage(at));
      return;
    case 'string':
      invalid(`${at} is not a valid Unicode string (it holds a lone surrogate)`);
      return;
    case 'undefined':
      return invalid(`${at} is undefined: leave the field out or use null`);
    case 'object':
      break;
    default:
      invalid(`${at} is a ${typeof v}, which is not a storable value`);
  }
  if (v === null) return;
  if (v instanceof Date) {
    const t = v.getTime();
    if (Number.isNaN(t)) invalid(`${at} is an invalid Date`);
    if (t < MIN_TIME || t > MAX_TIME) invalid(`${at} is a Date outside 0001-01-01..9999-12-31, the range of Firestore timestamps`);
    return;
  }
  if (Array.isArray(v)) {
    if (inArray) invalid(`${at} is an array inside an array: nested arrays are not supported (wrap the inner array in a map)`);
    v.forEach((item, i) => {
      // Most arrays hold plain strings (a participant's search keys): checked here, without a field path for each.
      if (depth < MAX_FIELD_DEPTH && isStorableScalar(item)) return;
      if (isSentinel(item)) invalid(`${describeField([...field, String(i)])}: ${item.__sentinel__}() cannot be used inside an array`);
      checkValue(item, [...field, String(i)], depth + 1, true);
    });
    return;
  }
  if (isSentinel(v)) invalid(`${at}: ${v.__sentinel__}() is not allowed here`);
  if (!isPlainObject(v)) {
    const name = (v as object).constructor?.name ?? 'unknown';
    invalid(`${at} is an instance of ${name}: only plain objects, arrays, Dates, strings, numbers, booleans and null can be stored`);
  }
  for (const [k, item] of Object.entries(v as Record<string, unknown>)) {
    checkFieldName(k, at);
    checkValue(item, [...field, k], depth + 1);
  }
}
