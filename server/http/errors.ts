/**
 * The HTTP error every route throws: a status plus the `{ error: { code, message } }` body the
 * local provider turns back into a BackendError. Codes are those of domain/errors/backend-error.ts.
 */
import type { ErrorCode } from '@domain/errors/backend-error';
import { tryAgainIn } from '@domain/limits/retry-after';
import { EngineError } from '../db/engine';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra headers for this answer (e.g. a cookie that must be cleared). */
    readonly headers: Record<string, string | string[]> = {},
    /** Sent in the error body beside code and message, for the app to read. */
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What an error body may carry besides its code and message. */
export type ErrorDetails = { retryAfterSeconds?: number };

export const invalidArgument = (message: string) => new HttpError(400, 'invalid-argument', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not-found', message);
export const permissionDenied = (message = "You don't have access to this resource") =>
  new HttpError(403, 'permission-denied', message);

/**
 * A refusal for going too fast: 429 with the wait in the message, in a Retry-After header and in
 * the body (`retryAfterSeconds`), so that the app can say when to try again.
 */
export function tooManyRequests(code: 'resource-exhausted' | 'auth/too-many-requests', message: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, code, `${message} ${tryAgainIn(seconds)}`, { 'retry-after': String(seconds) }, { retryAfterSeconds: seconds });
}

/** HTTP status for the codes a policy or an engine can answer with. */
export function statusForCode(code: ErrorCode): number {
  switch (code) {
    case 'invalid-argument':
    case 'failed-precondition':
    case 'out-of-range':
    case 'auth/invalid-email':
    case 'auth/weak-password':
    case 'auth/password-too-easy':
    case 'auth/invalid-action-code':
    case 'auth/sign-up-link-invalid':
      return 400;
    case 'unauthenticated':
    case 'auth/invalid-credential':
    case 'auth/session-expired':
    case 'auth/wrong-password':
      return 401;
    case 'permission-denied':
      return 403;
    case 'not-found':
    case 'auth/user-not-found':
      return 404;
    case 'already-exists':
    case 'aborted':
    case 'auth/email-already-in-use':
    case 'auth/sign-up-link-used':
      return 409;
    case 'auth/sign-up-link-expired':
      return 410;
    case 'storage/file-too-large':
      return 413;
    case 'storage/invalid-type':
      return 415;
    case 'resource-exhausted':
    case 'auth/too-many-requests':
      return 429;
    case 'unimplemented':
      return 501;
    case 'unavailable':
      return 503;
    case 'deadline-exceeded':
      return 504;
    default:
      return 500;
  }
}

/** The answer a thrown error stands for: engine refusals (bad value, document too large...) are the caller's to fix; anything else is ours (null). */
export function knownError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof EngineError && error.code !== 'internal') return new HttpError(statusForCode(error.code), error.code, error.message);
  return null;
}
