import { MESSAGES } from '@domain/chats/chat';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { toChatMessage } from '../model/moderation-message';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const toChatMessages = (docs: DocSnapshot[]) => docs.flatMap((doc) => toChatMessage(doc) ?? []);

/** Every message of the chat, live (moderators see all types); the columns put them in order. */
export function useChatMessages(eventId: string, chatId: string) {
  const backend = useBackend();
  const state = useLiveQuery(backend.docs, { path: MESSAGES(eventId, chatId) });
  return useMappedLive(state, toChatMessages);
}
