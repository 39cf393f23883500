import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { CHATS, chatMessages } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { messageForError } from '@/lib/errors/error-catalogue';

/** Closing a chat flips its online flag (spec 001 section 4.4); producers and owners may. */
export function useSetChatOnline(eventId: string, chatId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (online: boolean) => backend.docs.update(`${CHATS(eventId)}/${chatId}`, { online }),
    onSuccess: () => void message.success(chatMessages.chatUpdated),
    onError: (error) => void message.error(messageForError(error)),
  });
}
