import { useMutation } from '@tanstack/react-query';
import { CHATS } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { serverTimestamp, type Backend } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';
import { withoutEmptyValues } from '../model/chat-row';
import { chatInputSchema, type ChatInput } from './chat-input';

/** Adds a chat to the event; returns its path. Owners only (the server refuses anyone else). */
export function createChat(backend: Backend, eventId: string, input: ChatInput): Promise<string> {
  const fields = withoutEmptyValues(chatInputSchema.parse(input));
  return backend.docs.add(CHATS(eventId), { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
}

export function useCreateChat(eventId: string, callbacks: OperationCallbacks<string, ChatInput> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: ChatInput) => createChat(backend, eventId, input), ...callbacks });
}
