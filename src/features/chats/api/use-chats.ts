import { CHATS } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import type { DocSnapshot, QuerySpec } from '@/backend/port';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toChatRow, type ChatRow } from '../model/chat-row';

const toChatRows = (docs: DocSnapshot[]) => docs.map((d) => toChatRow(d.id, d.data));

export const chatsQuery = (eventId: string): QuerySpec => ({ path: CHATS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });

/** The event's chats, live, newest first. */
export function useChats(eventId: string): LiveState<ChatRow[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, chatsQuery(eventId));
  return useMappedLive(live, toChatRows);
}
