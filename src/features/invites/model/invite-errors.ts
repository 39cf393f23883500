/**
 * The one mapping from an invite call's failure to the text the invite screens show (spec 000
 * sections 4.4 and 8). The server explains some refusals itself; only those known texts pass.
 */
import { inviteMessages } from '@domain/invites/invite';
import { errorCode, messageForError } from '@/lib/errors/error-catalogue';

const SERVER_EXPLANATIONS: readonly string[] = [inviteMessages.alreadyAccepted, inviteMessages.verifyFirst, inviteMessages.organizationGone];

function serverMessage(error: unknown): string | null {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : null;
}

export function inviteErrorText(error: unknown): string {
  switch (errorCode(error)) {
    case 'not-found':
      return inviteMessages.notFound;
    case 'failed-precondition': {
      const message = serverMessage(error);
      return message !== null && SERVER_EXPLANATIONS.includes(message) ? message : inviteMessages.actionFailed;
    }
    case 'permission-denied':
      return inviteMessages.wrongUser;
    case 'unavailable':
      return messageForError(error);
    default:
      return inviteMessages.actionFailed;
  }
}

/** Trying again can help only when the server did not give a reason of its own. */
export function isRetryable(error: unknown): boolean {
  const code = errorCode(error);
  return code !== 'not-found' && code !== 'failed-precondition' && code !== 'permission-denied';
}
