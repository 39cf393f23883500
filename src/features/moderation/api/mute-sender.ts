import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { MUTES } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { serverTimestamp, type Backend } from '@/backend/port';
import { errorCode, messageForError } from '@/lib/errors/error-catalogue';

const mutePath = (eventId: string, chatId: string, senderKey: string) => `${MUTES(eventId, chatId)}/${senderKey}`;

/** A mute is a document named by the sender's key; the server keeps that sender's later messages out of the inbox. */
export async function muteSender(backend: Backend, eventId: string, chatId: string, senderKey: string): Promise<void> {
  try {
    await backend.docs.create(mutePath(eventId, chatId, senderKey), { createdAt: serverTimestamp(), createdBy: backend.auth.currentUser()?.uid ?? '' });
  } catch (error) {
    // Another moderator muted them first: the sender is muted either way.
    if (errorCode(error) !== 'already-exists') throw error;
  }
}

export function unmuteSender(backend: Backend, eventId: string, chatId: string, senderKey: string): Promise<void> {
  return backend.docs.remove(mutePath(eventId, chatId, senderKey));
}

export function useMuteSender(eventId: string, chatId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ senderKey, mute }: { senderKey: string; mute: boolean }) =>
      mute ? muteSender(backend, eventId, chatId, senderKey) : unmuteSender(backend, eventId, chatId, senderKey),
    onError: (error) => void message.error(messageForError(error)),
  });
}
