/**
 * Paths follow Firestore: collection paths have an odd number of segments, document paths an even
 * number. Segments are non-empty, at most 1500 bytes, contain no '/', and are not '.' or '..';
 * a whole path is at most 6 KiB (Firestore's limit for a document name).
 */
const MAX_SEGMENT_BYTES = 1500;
export const MAX_PATH_BYTES = 6 * 1024;

export function splitPath(path: string): string[] | null {
  if (typeof path !== 'string' || path.length === 0 || path.startsWith('/') || path.endsWith('/')) return null;
  // Characters are 1 to 3 UTF-8 bytes: only a path near the limit needs counting.
  if (path.length > MAX_PATH_BYTES || (path.length * 3 > MAX_PATH_BYTES && new TextEncoder().encode(path).length > MAX_PATH_BYTES)) return null;
  const segments = path.split('/');
  for (const s of segments) {
    if (s.length === 0 || s === '.' || s === '..' || /^__.*__$/.test(s)) return null;
    if (s.length * 3 > MAX_SEGMENT_BYTES && new TextEncoder().encode(s).length > MAX_SEGMENT_BYTES) return null;
  }
  return segments;
}

export function isDocumentPath(path: string): boolean {
  const s = splitPath(path);
  return s !== null && s.length % 2 === 0;
}

export function isCollectionPath(path: string): boolean {
  const s = splitPath(path);
  return s !== null && s.length % 2 === 1;
}

/** `events/e1/streams/s1` -> `events/e1/streams` */
export function parentCollection(docPath: string): string {
  return docPath.slice(0, docPath.lastIndexOf('/'));
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Random ids like Firestore's: 20 characters from [A-Za-z0-9]. */
export function newDocumentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return id;
}
