import { useMemo } from 'react';
import { PRESENTERS } from '@domain/presenters/presenter';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { toPresenter, type Presenter } from '../model/presenter-row';

/** Spec 002 section 7: the event's presenters, listened to newest first. */
export function usePresenters(eventId: string): LiveState<Presenter[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: PRESENTERS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  return useMemo((): LiveState<Presenter[]> => {
    if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
    return { status: 'success', data: live.data.map((d) => toPresenter(d.id, d.data)), error: null };
  }, [live]);
}
