import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toEventSummary, type EventSummary } from '../model/event';

const toEvent = (snap: DocSnapshot) => (snap.exists ? toEventSummary(snap.id, snap.data) : null);

/** The selected event, live; null when the document does not exist. */
export function useEvent(eventId: string): LiveState<EventSummary | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, `events/${eventId}`);
  return useMappedLive(live, toEvent);
}
