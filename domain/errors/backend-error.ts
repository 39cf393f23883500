/** The one error type every provider throws. The UI maps `code` to a message in one place. */
export const ERROR_CODES = [
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'unauthenticated',
  // auth-specific codes, shared by both providers
  'auth/invalid-credential',
  'auth/email-already-in-use',
  'auth/invalid-email',
  'auth/weak-password',
  'auth/session-expired',
  'auth/user-not-found',
  'auth/too-many-requests',
  'auth/password-too-easy',
  /** The current password given for a password change is not the account's. */
  'auth/wrong-password',
  /** A password reset link that is unknown, used or expired. */
  'auth/invalid-action-code',
  /** A sign-up link followed a second time: the account it made exists. */
  'auth/sign-up-link-used',
  /** A sign-up link past its day: nothing was made, sign up again. */
  'auth/sign-up-link-expired',
  /** A sign-up link no sign-up ever sent (mistyped, cut, or long gone). */
  'auth/sign-up-link-invalid',
  // storage-specific codes
  'storage/file-too-large',
  'storage/invalid-type',
  'storage/canceled',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class BackendError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
    this.details = details;
  }
}

export function isBackendError(e: unknown): e is BackendError {
  return e instanceof BackendError || (typeof e === 'object' && e !== null && (e as { name?: string }).name === 'BackendError');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
