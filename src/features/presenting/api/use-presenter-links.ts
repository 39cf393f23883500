import { PRESENTER_LINKS, readPresenterLink, type PresenterLink } from '@domain/presenting/presenter-link';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

export type LinkRow = PresenterLink & { token: string };

const toRows = (docs: DocSnapshot[]): LinkRow[] =>
  docs
    .map((d) => {
      const data = (d.data ?? {}) as Record<string, unknown>;
      return { ...readPresenterLink(d.id, data), token: typeof data.token === 'string' ? data.token : '' };
    })
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));

/** The stream's presenter links, newest first, live (producers and owners read them). */
export function usePresenterLinks(eventId: string, streamId: string): LiveState<LinkRow[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, {
    path: PRESENTER_LINKS,
    where: [
      { field: 'eventID', op: '==', value: eventId },
      { field: 'streamID', op: '==', value: streamId },
    ],
  });
  return useMappedLive(live, toRows);
}
