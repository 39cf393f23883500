import { useMemo } from 'react';
import { CHATS } from '@domain/chats/chat';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { siteAudienceDocs } from '@/lib/site-audience-docs';
import { readSitePass } from '@/lib/site-pass';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toAudienceChat, type AudienceChat } from '../model/audience-chat';

const toChat = (snap: DocSnapshot) => (snap.exists ? toAudienceChat(snap.data) : null);

/** The chat's settings, live (closing it or requiring sign-in shows at once); null when there is no such chat. */
export function useAudienceChat(eventId: string, chatId: string): LiveState<AudienceChat | null> {
  const backend = useBackend();
  // A site that is not open: its viewers read through the server with their site pass.
  const docs = useMemo(() => ({ ...backend.docs, ...siteAudienceDocs(backend, eventId, readSitePass(eventId)) }), [backend, eventId]);
  const live = useLiveDoc(docs, `${CHATS(eventId)}/${chatId}`);
  return useMappedLive(live, toChat);
}
