import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toSettingsEvent, type SettingsEvent } from '../model/settings-event';

const toEvent = (snap: DocSnapshot) => (snap.exists ? toSettingsEvent(snap.id, snap.data) : null);

/** The event with its settings, live; null when the document does not exist. */
export function useSettingsEvent(eventId: string): LiveState<SettingsEvent | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, `events/${eventId}`);
  // One object per snapshot: the form compares its draft with it whenever it changes.
  return useMappedLive(live, toEvent);
}
