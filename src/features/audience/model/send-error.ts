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
  chatMessages.signInRequired,
  chatMessages.chatClosed,
];

export function sendErrorText(error: unknown): string {
  const code = errorCode(error);
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  if (code && EXPLAINED_CODES.has(code) && typeof message === 'string' && SERVER_EXPLANATIONS.includes(message)) return message;
  return chatMessages.sendFailed;
}
