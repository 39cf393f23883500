import { useMemo } from 'react';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { publicMessagesQuery, toPublicMessage, type PublicMessage } from '../model/audience-chat';

const toMessages = (docs: DocSnapshot[]) => docs.map((doc) => toPublicMessage(doc.id, doc.data));

/** The chat's accepted messages, newest first, live. */
export function usePublicMessages(eventId: string, chatId: string): LiveState<PublicMessage[]> {
  const backend = useBackend();
  const query = useMemo(() => publicMessagesQuery(eventId, chatId), [eventId, chatId]);
  const live = useLiveQuery(backend.docs, query);
  return useMappedLive(live, toMessages);
}
