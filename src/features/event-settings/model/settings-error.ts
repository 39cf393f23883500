/**
 * The text a failed settings call shows. Our own handlers explain a refusal in words meant for the
 * user (a rule's message, SLUG_TAKEN, who may change the organisation); other failures go through
 * the error catalogue. The client's own contract check is never shown raw: the form checks the
 * same rules first, so such a failure means something unexpected.
 */
import { errorCode, messageForError } from '@/lib/errors/error-catalogue';

const EXPLAINED_CODES = new Set(['invalid-argument', 'already-exists', 'failed-precondition', 'permission-denied', 'not-found']);

export function settingsErrorText(error: unknown): string {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : '';
  if (code && EXPLAINED_CODES.has(code) && message !== '' && !message.startsWith('Invalid input for')) return message;
  return messageForError(error);
}
