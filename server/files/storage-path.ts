/**
 * Storage paths such as `users/{uid}.jpg`: segments as for document paths (non-empty, not `.` or
 * `..`, no reserved `__x__` names), no control characters or backslashes, at most 1024 bytes like
 * a Cloud Storage object name. A valid path can never leave the files folder.
 */
import { splitPath } from '@domain/documents/paths';

const MAX_PATH_BYTES = 1024;

export function validStoragePath(path: string): string | null {
  if (typeof path !== 'string' || Buffer.byteLength(path) > MAX_PATH_BYTES) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  return splitPath(path) ? path : null;
}

/** The storage path of a `/files/<percent-encoded path>` address, or null. */
export function storagePathFromUrl(encoded: string): string | null {
  try {
    return validStoragePath(encoded.split('/').map(decodeURIComponent).join('/'));
  } catch {
    return null;
  }
}

export function encodeStoragePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export function downloadUrl(path: string, token: string): string {
  return `/files/${encodeStoragePath(path)}?token=${encodeURIComponent(token)}`;
}
