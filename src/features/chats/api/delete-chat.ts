import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { CHATS, chatMessages } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import { messageForError } from '@/lib/errors/error-catalogue';

export function deleteChat(backend: Backend, eventId: string, chatId: string): Promise<void> {
  return backend.docs.remove(`${CHATS(eventId)}/${chatId}`);
}

/** Owners only (the server refuses anyone else, and the refusal is shown). */
export function useDeleteChat(eventId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (chatId: string) => deleteChat(backend, eventId, chatId),
    onSuccess: () => void message.success(chatMessages.chatDeleted),
    onError: (error) => void message.error(messageForError(error)),
  });
}
