import { MODERATION_LINK } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { tokenOf } from '../model/moderation-link';

/** The event's moderation link token, live (null while there is none); `enabled` false reads nothing. */
export function useModerationLink(eventId: string, enabled: boolean): LiveState<string | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, enabled ? MODERATION_LINK(eventId) : null);
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (live.status === 'pending') return live;
  return { status: 'success', data: live.data.exists ? tokenOf(live.data.data) : null, error: null };
}
