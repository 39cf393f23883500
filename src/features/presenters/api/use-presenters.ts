import { PRESENTERS } from '@domain/presenters/presenter';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toPresenter, type Presenter } from '../model/presenter-row';

const toPresenters = (docs: DocSnapshot[]) => docs.map((d) => toPresenter(d.id, d.data));

/** Spec 002 section 7: the event's presenters, listened to newest first. */
export function usePresenters(eventId: string): LiveState<Presenter[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: PRESENTERS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  return useMappedLive(live, toPresenters);
}
