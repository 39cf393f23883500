import { useMutation } from '@tanstack/react-query';
import { CHATS } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export function deleteChat(backend: Backend, eventId: string, chatId: string): Promise<void> {
  return backend.docs.remove(`${CHATS(eventId)}/${chatId}`);
}

/** Owners only (the server refuses anyone else). */
export function useDeleteChat(eventId: string, callbacks: OperationCallbacks<void, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (chatId: string) => deleteChat(backend, eventId, chatId), ...callbacks });
}
