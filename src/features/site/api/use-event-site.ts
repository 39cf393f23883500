import { EVENT_SITE, EVENT_SITES, type EventSite } from '@domain/pages/event-site';
import { useSiteBackend } from '@/lib/site-backend';
import { useLightLive as useLive, type Live } from '@/lib/light-live';

/** Which event's site: by its slug (/e/{slug}) or by its id (/page-iframe/{id}). */
export type SiteAddress = { slug: string } | { eventId: string };

/** The public site document of the event, live (state, look, menus, refresh); null when there is none. */
export function useEventSite(address: SiteAddress): Live<EventSite | null> {
  const backend = useSiteBackend();
  const key = 'slug' in address ? `slug:${address.slug}` : `id:${address.eventId}`;
  return useLive<EventSite | null>(key, (onNext, onError) =>
    'slug' in address
      ? backend.docs.subscribeQuery(
          { path: EVENT_SITES, where: [{ field: 'slug', op: '==', value: address.slug }], limit: 1 },
          (snap) => onNext(snap.docs[0]?.data ? (snap.docs[0].data as unknown as EventSite) : null),
          onError,
        )
      : backend.docs.subscribeDoc(EVENT_SITE(address.eventId), (snap) => onNext(snap.exists && snap.data ? (snap.data as unknown as EventSite) : null), onError),
  );
}
