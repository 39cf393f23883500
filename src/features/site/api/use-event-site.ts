import { EVENT_SITES, type EventSite } from '@domain/pages/event-site';
import type { DocData, DocSnapshot, QuerySpec } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const bySlug = (slug: string): QuerySpec => ({ path: EVENT_SITES, where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
const toSite = (docs: DocSnapshot<DocData>[]) => (docs[0]?.data ? (docs[0].data as unknown as EventSite) : null);

/** The public site document of the event with this slug, live (state, look, menus, refresh); null when there is none. */
export function useEventSite(slug: string): LiveState<EventSite | null> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, bySlug(slug)), toSite);
}
