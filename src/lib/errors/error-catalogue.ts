/**
 * The error catalogue of spec 000 section 8 and the one mapping from backend error codes to the
 * text a user sees. Screens show errors only through `messageForError`.
 */
import { isBackendError, isErrorCode, type ErrorCode } from '@domain/errors/backend-error';
import { passwordMessages } from '@domain/account/password-rule';
import { tryAgainIn } from '@domain/limits/retry-after';

export const catalogue = {
  'no-results-stream': 'There are no streams, please create a stream.',
  'db-connection-fail':
    'Database connection fail, this is likely a internet connectivity issue. Please check you internet connection',
  'no-components-found': 'Cannot retrieve components. Try again.',
  'no-db-components-found': 'Cannot retrieve DB components. Try again.',
  'no-event-found': 'Cannot retrieve event. Maybe try a diffrent slug!',
  'no-presentations-found': 'No existing presentations, add a presentation!',
  'no-stream': 'There is no stream at this address.',
  'no-data': 'Sorry, the page you visited does not exist.',
  default: 'Oops, something went wrong.',
} as const;

const tooManyAttempts = 'Too many attempts.';

const byBackendCode: Partial<Record<ErrorCode, string>> = {
  'auth/invalid-credential': 'Wrong email or password.',
  // Same text as a wrong password, so the form does not reveal which accounts exist.
  'auth/user-not-found': 'Wrong email or password.',
  // Only a sign-up link says so, to whoever holds the address's mail: sign-up itself answers a taken address as a new one.
  'auth/email-already-in-use': 'This address already has an account. Sign in, or reset the password if you forgot it.',
  'auth/sign-up-link-used': 'This sign-up link was already used: your account exists. Sign in with your email and password.',
  'auth/sign-up-link-expired': 'This sign-up link has expired. Sign up again to get a new one.',
  'auth/sign-up-link-invalid': 'This sign-up link is not valid. Open the whole link from the mail, or sign up again.',
  'auth/invalid-email': 'Email is not valid.',
  'auth/weak-password': passwordMessages.tooShort,
  'auth/password-too-easy': passwordMessages.tooEasy,
  'auth/wrong-password': 'The current password is wrong.',
  'auth/invalid-action-code': 'This password reset link is invalid, has expired or has already been used. Ask for a new one.',
  'auth/too-many-requests': `${tooManyAttempts} Please wait a few minutes and try again.`,
  'auth/session-expired': 'Your session has expired. Please sign in again.',
  'permission-denied': "You don't have access to this resource",
  unavailable: catalogue['db-connection-fail'],
  'storage/file-too-large': 'Image must smaller than 2MB!',
  'storage/invalid-type': 'You can only upload JPG/PNG file!',
};

/** The error code carried by a BackendError (or an object shaped like one), else null. */
export function errorCode(error: unknown): ErrorCode | null {
  if (isBackendError(error)) return error.code;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : null;
}

/** Seconds until a refusal for going too fast no longer applies, when the server said. */
export function retryAfterSeconds(error: unknown): number | null {
  const details = isBackendError(error) ? error.details : (error as { retryAfterSeconds?: unknown } | null);
  const seconds = typeof details === 'object' && details !== null ? (details as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

export function messageForError(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/too-many-requests' || code === 'resource-exhausted') {
    const seconds = retryAfterSeconds(error);
    if (seconds !== null) return `${tooManyAttempts} ${tryAgainIn(seconds)}`;
  }
  return (code && byBackendCode[code]) || catalogue.default;
}

/**
 * For calls whose server answers refusals in the user's words (a rule's message, what a tool
 * lacks): those words for these codes, anything else through the catalogue.
 */
export function messageInServerWords(error: unknown, codes: ReadonlySet<ErrorCode>): string {
  if (isBackendError(error) && codes.has(error.code) && error.message) return error.message;
  return messageForError(error);
}
