import { BackendError, isBackendError, isErrorCode, type ErrorCode } from '@domain/errors/backend-error';

/**
 * Firebase codes that do not carry over one to one. Sign-in failures collapse to one code so the
 * app cannot tell an unknown email from a wrong password (neither can the local provider).
 */
const CODE_MAP: Record<string, ErrorCode> = {
  'auth/wrong-password': 'auth/invalid-credential',
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'auth/user-not-found': 'auth/invalid-credential',
  'auth/missing-password': 'invalid-argument',
  'auth/missing-email': 'auth/invalid-email',
  'auth/user-disabled': 'permission-denied',
  'auth/user-token-expired': 'auth/session-expired',
  'auth/requires-recent-login': 'auth/session-expired',
  'auth/expired-action-code': 'auth/invalid-action-code',
  'auth/id-token-revoked': 'auth/session-expired',
  'auth/user-token-revoked': 'auth/session-expired',
  'auth/invalid-user-token': 'auth/session-expired',
  'auth/network-request-failed': 'unavailable',
  'auth/internal-error': 'internal',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'unauthenticated',
  'storage/object-not-found': 'not-found',
  'storage/bucket-not-found': 'not-found',
  'storage/quota-exceeded': 'resource-exhausted',
  'storage/retry-limit-exceeded': 'unavailable',
  'storage/invalid-argument': 'invalid-argument',
  'storage/invalid-format': 'invalid-argument',
  'storage/invalid-url': 'invalid-argument',
  'storage/no-default-bucket': 'failed-precondition',
  'storage/cannot-slice-blob': 'failed-precondition',
  'storage/server-file-wrong-size': 'internal',
  // Realtime Database reports server codes upper-cased ("PERMISSION_DENIED").
  permission_denied: 'permission-denied',
  too_big: 'resource-exhausted',
  unavailable: 'unavailable',
  disconnected: 'unavailable',
  network_error: 'unavailable',
  write_canceled: 'cancelled',
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Turns whatever a Firebase SDK threw into the port's one error type. */
export function toBackendError(error: unknown): BackendError {
  if (isBackendError(error)) return error;
  const raw = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (raw !== undefined) {
    const mapped = CODE_MAP[raw] ?? CODE_MAP[raw.toLowerCase()];
    if (mapped) return new BackendError(mapped, message, { firebaseCode: raw });
    if (isErrorCode(raw)) return new BackendError(raw, message, { firebaseCode: raw });
    // Firestore's codes are the port's codes; other services prefix them ("functions/not-found").
    const bare = raw.slice(raw.indexOf('/') + 1);
    if (isErrorCode(bare)) return new BackendError(bare, message, { firebaseCode: raw });
    return new BackendError('unknown', message, { firebaseCode: raw });
  }
  // fetch() rejects with a TypeError when the network is down.
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return new BackendError('unavailable', message);
  return new BackendError('unknown', message);
}

/** Runs an SDK call and rethrows its failure as a BackendError. */
export async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toBackendError(error);
  }
}
