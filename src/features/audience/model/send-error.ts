/**
 * The one mapping from a failed send to the text the audience page shows. The server explains
 * its refusals in the chat's own words; only those known texts pass, anything else is the
 * general send failure of spec 001 section 8.
 */
import { chatMessages } from '@domain/chats/chat';
import { errorCode } from '@/lib/errors/error-catalogue';

const EXPLAINED_CODES = new Set(['invalid-argument', 'resource-exhausted', 'unauthenticated', 'failed-precondition']);
const SERVER_EXPLANATIONS: readonly string[] = [
  chatMessages.emptyMessage,
  chatMessages.tooLong,
  chatMessages.nameTooLong,
  chatMessages.tooFast,
  chatMessages.chatBusy,
  chatMessages.signInRequired,
  chatMessages.chatClosed,
];

export function sendErrorText(error: unknown): string {
  const code = errorCode(error);
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  // A refusal for going too fast ends with when to try again.
  if (code && EXPLAINED_CODES.has(code) && typeof message === 'string' && SERVER_EXPLANATIONS.some((known) => message === known || message.startsWith(`${known} Please try again in `)))
    return message;
  return chatMessages.sendFailed;
}
