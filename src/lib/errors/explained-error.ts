/**
 * The text a failed `/api` call shows. Our own handlers explain a refusal in words meant for the
 * user (a rule's message, a taken slug, who may do what, a rate limit); other failures go through the error
 * catalogue. The client's own contract check is never shown raw: the forms check the same rules
 * first, so such a failure means something unexpected.
 */
import { errorCode, messageForError } from './error-catalogue';

const EXPLAINED_CODES = new Set(['invalid-argument', 'already-exists', 'failed-precondition', 'permission-denied', 'not-found', 'resource-exhausted']);

export function explainedErrorText(error: unknown): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : '';
  if (code && EXPLAINED_CODES.has(code) && message !== '' && !message.startsWith('Invalid input for')) return message;
  return messageForError(error);
}
