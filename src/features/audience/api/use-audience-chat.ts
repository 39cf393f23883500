import { CHATS } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { toAudienceChat, type AudienceChat } from '../model/audience-chat';

/** The chat's settings, live (closing it or requiring sign-in shows at once); null when there is no such chat. */
export function useAudienceChat(eventId: string, chatId: string): LiveState<AudienceChat | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, `${CHATS(eventId)}/${chatId}`);
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (live.status === 'pending') return live;
  return { status: 'success', data: live.data.exists ? toAudienceChat(live.data.data) : null, error: null };
}
