import type { ErrorCode } from '@domain/errors/backend-error';
import { messageInServerWords } from '@/lib/errors/error-catalogue';

/** The presenting calls answer in the presenter's words (the last slide, control held by another, a refused link). */
const SERVER_WORDED = new Set<ErrorCode>(['invalid-argument', 'not-found', 'failed-precondition', 'permission-denied', 'resource-exhausted']);

export const presentingErrorMessage = (error: unknown): string => messageInServerWords(error, SERVER_WORDED);
