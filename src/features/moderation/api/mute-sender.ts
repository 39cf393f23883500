import { useMutation } from '@tanstack/react-query';
import { MUTES, type ChatMessage } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { serverTimestamp, type Backend } from '@/backend/port';
import { errorCode } from '@/lib/errors/error-catalogue';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

const mutePath = (eventId: string, chatId: string, senderKey: string) => `${MUTES(eventId, chatId)}/${senderKey}`;

/**
 * A mute is a document named by the sender's key that lists every key the message carried (its
 * sender key, and the account or address): the server keeps later messages that share any of
 * them out of the inbox, and adds the keys the muted person comes back with.
 */
export async function muteSender(backend: Backend, eventId: string, chatId: string, message: Pick<ChatMessage, 'senderKey' | 'senderKeys'>): Promise<void> {
  const senderKey = message.senderKey ?? '';
  const keys = [...new Set([senderKey, ...(message.senderKeys ?? [])])];
  try {
    await backend.docs.create(mutePath(eventId, chatId, senderKey), { createdAt: serverTimestamp(), createdBy: backend.auth.currentUser()?.uid ?? '', keys });
  } catch (error) {
    // Another moderator muted them first: the sender is muted either way.
    if (errorCode(error) !== 'already-exists') throw error;
  }
}

export function unmuteSender(backend: Backend, eventId: string, chatId: string, senderKey: string): Promise<void> {
  return backend.docs.remove(mutePath(eventId, chatId, senderKey));
}

type MuteChange = { mute: Pick<ChatMessage, 'senderKey' | 'senderKeys'> } | { unmute: string };

export function useMuteSender(eventId: string, chatId: string, callbacks: OperationCallbacks<void, MuteChange> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: (change: MuteChange) => ('mute' in change ? muteSender(backend, eventId, chatId, change.mute) : unmuteSender(backend, eventId, chatId, change.unmute)),
    ...callbacks,
  });
}
