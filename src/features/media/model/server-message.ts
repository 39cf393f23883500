import { isBackendError } from '@domain/errors/backend-error';
import { messageForError } from '@/lib/errors/error-catalogue';

/**
 * The media server answers refusals in the user's words (spec 002 section 8 and the bad
 * input cases): those are shown as they are; anything else through the catalogue.
 */
const SERVER_WORDED = new Set(['invalid-argument', 'not-found', 'failed-precondition', 'resource-exhausted', 'storage/invalid-type', 'storage/file-too-large', 'storage/canceled', 'permission-denied', 'already-exists', 'aborted']);

export function mediaErrorMessage(error: unknown): string {
  if (isBackendError(error) && SERVER_WORDED.has(error.code) && error.message) return error.message;
  return messageForError(error);
}
