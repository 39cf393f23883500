import { useMemo } from 'react';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { publicMessagesQuery, toPublicMessage, type PublicMessage } from '../model/audience-chat';

/** The chat's accepted messages, newest first, live. */
export function usePublicMessages(eventId: string, chatId: string): LiveState<PublicMessage[]> {
  const backend = useBackend();
  const query = useMemo(() => publicMessagesQuery(eventId, chatId), [eventId, chatId]);
  const live = useLiveQuery(backend.docs, query);
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (live.status === 'pending') return live;
  return { status: 'success', data: live.data.map((doc) => toPublicMessage(doc.id, doc.data)), error: null };
}
