import { MODERATION_LINK } from '@domain/chats/chat';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import type { DocSnapshot } from '@/backend/port';
import { tokenOf } from '../model/moderation-link';

const toToken = (snap: DocSnapshot) => (snap.exists ? tokenOf(snap.data) : null);

/** The event's moderation link token, live (null while there is none); `enabled` false reads nothing. */
export function useModerationLink(eventId: string, enabled: boolean): LiveState<string | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, enabled ? MODERATION_LINK(eventId) : null);
  return useMappedLive(live, toToken);
}
