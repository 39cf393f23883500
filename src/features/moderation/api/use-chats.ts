import { CHATS, type Chat } from '@domain/chats/chat';
import { readChat } from '@domain/chats/read-chat';
import { useBackend } from '@/lib/backend-context';
import type { DocSnapshot } from '@/backend/port';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const toChat = (snap: DocSnapshot): Chat => readChat(snap.id, snap.data);

const byTitle = (a: Chat, b: Chat) => a.title.localeCompare(b.title);
const toChats = (docs: DocSnapshot[]) => docs.map(toChat).sort(byTitle);

/** The event's chats, live, by title. */
export function useChats(eventId: string) {
  const backend = useBackend();
  const state = useLiveQuery(backend.docs, { path: CHATS(eventId) });
  return useMappedLive(state, toChats);
}
