import { EVENT_SITE, EVENT_SITES, type EventSite } from '@domain/pages/event-site';
import type { SiteBackend } from '@/backend/port';
import { useSiteBackend } from '@/lib/site-backend';
import { useLightLive as useLive, type Live } from '@/lib/light-live';

/**
 * Which event's site: by its slug (/e/{slug}), by its id (/page-iframe/{id}?eventID=), or by one
 * of its pages (/page-iframe/{id}): the open site listing the page, else the back office's selected event.
 */
export type SiteAddress = { slug: string } | { eventId: string } | { pageId: string; selectedEvent: string | null };

type OnNext = (site: EventSite | null) => void;

const siteOf = (data: unknown) => (data ? (data as EventSite) : null);

/**
 * An open site is listed, so a query on its slug finds it; a site that is not open is never listed
 * (the matrix's eventSites row): the server names its event for the slug, then the site document is
 * read by its id. Whichever way the site goes, open or closed, the other way takes over.
 */
function subscribeBySlug(backend: SiteBackend, slug: string, onNext: OnNext, onError: (error: unknown) => void): () => void {
  let closed: (() => void) | null = null;
  let asked = 0;
  const stopClosed = () => {
    asked += 1;
    closed?.();
    closed = null;
  };
  const open = backend.docs.subscribeQuery(
    {
      path: EVENT_SITES,
      where: [
        { field: 'slug', op: '==', value: slug },
        { field: 'open', op: '==', value: true },
      ],
      limit: 1,
    },
    (snap) => {
      stopClosed();
      const found = siteOf(snap.docs[0]?.data);
      if (found) return onNext(found);
      const ask = asked;
      backend.call('findEventSite', { slug }).then(({ eventId }) => {
        if (ask !== asked) return;
        if (!eventId) return onNext(null);
        closed = backend.docs.subscribeDoc(
          EVENT_SITE(eventId),
          (doc) => {
            const site = doc.exists ? siteOf(doc.data) : null;
            // An open site shows through the query.
            if (site?.open !== true) onNext(site);
          },
          onError,
        );
      }, onError);
    },
    onError,
  );
  return () => {
    stopClosed();
    open();
  };
}

const subscribeById = (backend: SiteBackend, eventId: string, onNext: OnNext, onError: (error: unknown) => void) =>
  backend.docs.subscribeDoc(EVENT_SITE(eventId), (snap) => onNext(snap.exists ? siteOf(snap.data) : null), onError);

/** The open site whose published pages hold the page (only open sites are listed); else the selected event's site. */
function subscribeByPage(backend: SiteBackend, pageId: string, selected: string | null, onNext: OnNext, onError: (error: unknown) => void): () => void {
  let fallback: (() => void) | null = null;
  const stopFallback = () => {
    fallback?.();
    fallback = null;
  };
  const listing = backend.docs.subscribeQuery(
    {
      path: EVENT_SITES,
      where: [
        { field: 'open', op: '==', value: true },
        { field: 'pageIds', op: 'array-contains', value: pageId },
      ],
      limit: 1,
    },
    (snap) => {
      stopFallback();
      const found = siteOf(snap.docs[0]?.data);
      if (found || !selected) return onNext(found);
      fallback = subscribeById(backend, selected, onNext, onError);
    },
    onError,
  );
  return () => {
    stopFallback();
    listing();
  };
}

const addressKey = (address: SiteAddress) =>
  'slug' in address ? `slug:${address.slug}` : 'eventId' in address ? `id:${address.eventId}` : `page:${address.pageId}:${address.selectedEvent ?? ''}`;

/** The public site document of the event, live (state, look, menus, refresh); null when there is none. */
export function useEventSite(address: SiteAddress): Live<EventSite | null> {
  const backend = useSiteBackend();
  return useLive<EventSite | null>(addressKey(address), (onNext, onError) => {
    if ('slug' in address) return subscribeBySlug(backend, address.slug, onNext, onError);
    if ('eventId' in address) return subscribeById(backend, address.eventId, onNext, onError);
    return subscribeByPage(backend, address.pageId, address.selectedEvent, onNext, onError);
  });
}
