/**
 * The text a failed `/api` call shows. Our own handlers explain a refusal in words meant for the
 * user (a rule's message, a taken slug, who may do what, a rate limit); other failures go through the error
 * catalogue. The client's own contract check is never shown raw: the forms check the same rules
 * first, so such a failure means something unexpected.
 */
import { errorCode, messageForError } from './error-catalogue';

const EXPLAINED_CODES = new Set(['invalid-argument', 'already-exists', 'failed-precondition', 'permission-denied', 'not-found', 'resource-exhausted']);

/** Whether the server said in words meant for the user why it refused. */
export function isExplainedError(error: unknown): error is Error {
  const code = errorCode(error);
  return code !== null && EXPLAINED_CODES.has(code) && error instanceof Error && error.message !== '' && !error.message.startsWith('Invalid input for');
}

export function explainedErrorText(error: unknown): string {
  return isExplainedError(error) ? error.message : messageForError(error);
}
