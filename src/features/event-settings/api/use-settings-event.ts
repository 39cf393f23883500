import { useMemo } from 'react';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { toSettingsEvent, type SettingsEvent } from '../model/settings-event';

/** The event with its settings, live; null when the document does not exist. */
export function useSettingsEvent(eventId: string): LiveState<SettingsEvent | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, `events/${eventId}`);
  // One object per snapshot: the form compares its draft with it whenever it changes.
  const snapshot = live.data;
  const event = useMemo(() => (snapshot?.exists ? toSettingsEvent(snapshot.id, snapshot.data) : null), [snapshot]);
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (live.status === 'pending') return live;
  return { status: 'success', data: event, error: null };
}
