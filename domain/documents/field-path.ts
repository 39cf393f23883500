/**
 * Dotted field paths (`address.city`) as the Firestore SDK reads them from strings: split on
 * dots, no empty segments, none of ~ * / [ ]. A field whose name contains a dot therefore cannot
 * be addressed by a string path, exactly as with the SDK.
 */
import type { DocData, DocValue } from './values';

const RESERVED_CHARACTERS = /[~*/[\]]/;
const RESERVED_NAME = /^__.*__$/;
/** Firestore's limit for a field path (and so for each field name in it). */
export const MAX_FIELD_PATH_BYTES = 1500;
/**
 * Firestore: "Maximum depth of fields in a map or array: 20". A longer field path can name no
 * stored value, and each segment costs the database a step, so such paths are refused outright.
 */
export const MAX_FIELD_DEPTH = 20;

/** Returns the segments, or an explanation of why the path is not valid. */
export function parseFieldPath(path: unknown): string[] | { error: string } {
  if (typeof path !== 'string' || path.length === 0) return { error: 'a field path must be a non-empty string' };
  if (RESERVED_CHARACTERS.test(path)) return { error: `field path '${path}' must not contain '~', '*', '/', '[' or ']'` };
  if (new TextEncoder().encode(path).length > MAX_FIELD_PATH_BYTES) return { error: `field path '${path.slice(0, 40)}...' is longer than ${MAX_FIELD_PATH_BYTES} bytes` };
  const segments = path.split('.');
  if (segments.length > MAX_FIELD_DEPTH) {
    return { error: `field path '${path.slice(0, 40)}...' has ${segments.length} segments; fields nest at most ${MAX_FIELD_DEPTH} levels deep` };
  }
  if (segments.some((s) => s.length === 0)) {
    return { error: `field path '${path}' must not be empty, begin or end with '.', or contain '..'` };
  }
  const reserved = segments.find((s) => RESERVED_NAME.test(s));
  if (reserved !== undefined) return { error: `field name '${reserved}' is reserved (names of the form __x__ are not allowed)` };
  return segments;
}

export function isMap(v: unknown): v is { [key: string]: DocValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** The value at a field path, or undefined when any segment is missing or crosses a non-map. */
export function getField(data: DocData, segments: readonly string[]): DocValue | undefined {
  let current: DocValue | undefined = data;
  for (const s of segments) {
    if (!isMap(current) || !Object.prototype.hasOwnProperty.call(current, s)) return undefined;
    current = current[s];
  }
  return current;
}
