import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { toEventSummary, type EventSummary } from '../model/event';

/** The selected event, live; null when the document does not exist. */
export function useEvent(eventId: string): LiveState<EventSummary | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, `events/${eventId}`);
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (live.status === 'pending') return live;
  return { status: 'success', data: live.data.exists ? toEventSummary(live.data.id, live.data.data) : null, error: null };
}
