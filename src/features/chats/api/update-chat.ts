import { useMutation } from '@tanstack/react-query';
import { CHATS } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { serverTimestamp, type Backend } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';
import { withoutEmptyValues } from '../model/chat-row';
import { chatInputSchema, type ChatInput } from './chat-input';

export type ChatUpdate = { chatId: string; changes: ChatInput | { online: boolean } };

/** Saves a chat's settings, or only its online flag (closing or reopening it, spec 001 section 4.4). */
export function updateChat(backend: Backend, eventId: string, { chatId, changes }: ChatUpdate): Promise<void> {
  const fields = 'title' in changes ? withoutEmptyValues(chatInputSchema.parse(changes)) : { online: changes.online };
  return backend.docs.update(`${CHATS(eventId)}/${chatId}`, { ...fields, updatedAt: serverTimestamp() });
}

export function useUpdateChat(eventId: string, callbacks: OperationCallbacks<void, ChatUpdate> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (update: ChatUpdate) => updateChat(backend, eventId, update), ...callbacks });
}
