import { useMemo } from 'react';
import { publicMessagesQuery, toPublicMessage, type PublicMessage } from '@domain/chats/public-message';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { siteAudienceDocs } from '@/lib/site-audience-docs';
import { readSitePass } from '@/lib/site-pass';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';


const toMessages = (docs: DocSnapshot[]) => docs.map((doc) => toPublicMessage(doc.id, doc.data));

/** The chat's accepted messages, newest first, live. */
export function usePublicMessages(eventId: string, chatId: string): LiveState<PublicMessage[]> {
  const backend = useBackend();
  // A site that is not open: its viewers read through the server with their site pass.
  const docs = useMemo(() => ({ ...backend.docs, ...siteAudienceDocs(backend, eventId, readSitePass(eventId)) }), [backend, eventId]);
  const query = useMemo(() => publicMessagesQuery(eventId, chatId), [eventId, chatId]);
  const live = useLiveQuery(docs, query);
  return useMappedLive(live, toMessages);
}
