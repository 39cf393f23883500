import { useMutation } from '@tanstack/react-query';
import { chatMessages, MESSAGES, type ChatMessage } from '@domain/chats/chat';
import { replyPreview } from '@domain/chats/transitions';
import { useBackend } from '@/lib/backend-context';
import { serverTimestamp, type Backend, type WriteData } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';
import { senderName } from '../model/moderation-message';

export type ModeratorMessage = { text: string; replyTo: ChatMessage | null };

/**
 * A moderator's message goes straight to the accepted column, labelled Admin (spec 001 sections
 * 4.4 and 5), in the shape the permission matrix gives it (ADMIN_MESSAGE_FIELDS): it names no
 * account, whoever moderates.
 */
export function sendModeratorMessage(backend: Backend, eventId: string, chatId: string, { text, replyTo }: ModeratorMessage): Promise<string> {
  const data: WriteData = {
    text,
    username: chatMessages.admin,
    user: chatMessages.admin,
    isOwner: true,
    type: 'accepted',
    createdAt: serverTimestamp(),
    ...(replyTo ? { replyingTo: replyTo.id, replyMessage: { username: senderName(replyTo), text: replyPreview(replyTo.text) } } : {}),
  };
  return backend.docs.add(MESSAGES(eventId, chatId), data);
}

export function useSendModeratorMessage(eventId: string, chatId: string, callbacks: OperationCallbacks<string, ModeratorMessage> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: ModeratorMessage) => sendModeratorMessage(backend, eventId, chatId, input), ...callbacks });
}
