import type { ErrorCode } from '@domain/errors/backend-error';
import { presenterTexts } from '@domain/presenting/presenter-link';
import { errorCode, messageInServerWords } from '@/lib/errors/error-catalogue';

/** The presenting calls answer in the presenter's words (the last slide, control held by another, a refused link). */
const SERVER_WORDED = new Set<ErrorCode>(['invalid-argument', 'not-found', 'failed-precondition', 'permission-denied', 'resource-exhausted']);

const worded = (error: unknown) => {
  const code = errorCode(error);
  return code !== null && SERVER_WORDED.has(code);
};

export const presentingErrorMessage = (error: unknown): string => messageInServerWords(error, SERVER_WORDED);

/** A presenter's move or control change that failed: the server's reason, else the spec's message (section 8). */
export const presentingFailure = (error: unknown): string => (worded(error) ? presentingErrorMessage(error) : presenterTexts.changeFailed);

/** A link that could not be made or saved: the server's reason, else the spec's message (section 8). */
export const linkSaveFailure = (error: unknown): string => (worded(error) ? presentingErrorMessage(error) : presenterTexts.saveFailed);
