import { CHATS } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import type { QuerySpec } from '@/backend/port';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { toChatRow, type ChatRow } from '../model/chat-row';

export const chatsQuery = (eventId: string): QuerySpec => ({ path: CHATS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });

/** The event's chats, live, newest first. */
export function useChats(eventId: string): LiveState<ChatRow[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, chatsQuery(eventId));
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (live.status === 'pending') return live;
  return { status: 'success', data: live.data.map((d) => toChatRow(d.id, d.data)), error: null };
}
