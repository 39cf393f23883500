import { CHATS } from '@domain/chats/chat';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toAudienceChat, type AudienceChat } from '../model/audience-chat';

const toChat = (snap: DocSnapshot) => (snap.exists ? toAudienceChat(snap.data) : null);

/** The chat's settings, live (closing it or requiring sign-in shows at once); null when there is no such chat. */
export function useAudienceChat(eventId: string, chatId: string): LiveState<AudienceChat | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, `${CHATS(eventId)}/${chatId}`);
  return useMappedLive(live, toChat);
}
