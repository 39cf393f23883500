import { useMemo } from 'react';
import type { PresentIds } from '@domain/decks/deck';
import { MEDIA_STORAGE } from '@domain/media/media-record';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '../backend-context';
import { useLiveQuery } from '../live/use-live-query';
import type { LiveState } from '../live/use-live-subscription';

/** Spec 002 section 7: the event's documents (materials), newest first, live: decks take their slides. */
export function useEventPresentations(eventId: string): LiveState<DocSnapshot[]> {
  const backend = useBackend();
  return useLiveQuery(backend.docs, {
    path: MEDIA_STORAGE,
    where: [
      { field: 'resourceID', op: '==', value: eventId },
      { field: 'typeOf', op: '==', value: 'document' },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  });
}

/** The ids of the event's presentations that still exist; null until they are known (or cannot be read). */
export function usePresentIds(eventId: string): PresentIds {
  const live = useEventPresentations(eventId);
  return useMemo(() => (live.status === 'success' ? new Set(live.data.map((d) => d.id)) : null), [live.status, live.data]);
}
