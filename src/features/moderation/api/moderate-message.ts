import { useMutation } from '@tanstack/react-query';
import { MESSAGES, type Chat, type ChatMessage } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { serverTimestamp, type DocumentStore, type WriteData } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';
import { nextType, reachesPresenter, type ModerationAction } from '../model/message-actions';
import { sameState } from '../model/moderation-message';

export type ModerationOutcome = 'done' | 'stale';

/**
 * Writes the type the action gives, in a transaction that first reads the message: when another
 * moderator has changed it since this screen showed it, nothing is written, so a stale screen never
 * brings back or duplicates a message someone else already handled.
 */
export function moderateMessage(
  docs: DocumentStore,
  eventId: string,
  chat: Chat,
  message: Pick<ChatMessage, 'id' | 'type'>,
  action: ModerationAction,
): Promise<ModerationOutcome> {
  const path = `${MESSAGES(eventId, chat.id)}/${message.id}`;
  const type = nextType(action, chat, message.type);
  const data: WriteData = reachesPresenter(type) ? { type, presenterDate: serverTimestamp() } : { type };
  return docs.runTransaction(async (tx) => {
    const current = await tx.get(path);
    if (!current.exists || !sameState(message.type, current.data?.type)) return 'stale';
    tx.update(path, data);
    return 'done';
  });
}

type Moderation = { target: Pick<ChatMessage, 'id' | 'type'>; action: ModerationAction };

/** Answers 'stale' when another moderator got there first: nothing was written. */
export function useModerateMessage(eventId: string, chat: Chat, callbacks: OperationCallbacks<ModerationOutcome, Moderation> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: ({ target, action }: Moderation) => moderateMessage(backend.docs, eventId, chat, target, action), ...callbacks });
}
