import { useMutation } from '@tanstack/react-query';
import { CHATS } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

/** Closing a chat flips its online flag (spec 001 section 4.4); producers and owners may. */
export function useSetChatOnline(eventId: string, chatId: string, callbacks: OperationCallbacks<void, boolean> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (online: boolean) => backend.docs.update(`${CHATS(eventId)}/${chatId}`, { online }), ...callbacks });
}
