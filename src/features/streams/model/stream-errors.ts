import type { ErrorCode } from '@domain/errors/backend-error';
import { messageInServerWords } from '@/lib/errors/error-catalogue';

/**
 * The stream calls answer in the user's words: the form's rules, a missing transcoder, a source
 * that is not there yet, a media server that is not installed.
 */
const SERVER_WORDED = new Set<ErrorCode>(['invalid-argument', 'not-found', 'failed-precondition', 'unavailable', 'resource-exhausted', 'permission-denied']);

export const streamErrorMessage = (error: unknown): string => messageInServerWords(error, SERVER_WORDED);
