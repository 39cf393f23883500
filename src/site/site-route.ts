/**
 * The public site's addresses (issue 12): /e/{slug}, /e/{slug}/{page slug} and
 * /page-iframe/{page id}. A page-iframe address names its event with `?eventID=`; without it, the
 * page's open site is found by the page (embedding is for viewers, signed out), else the event
 * this browser has open in the back office; with the embedded-frame marker `?iframe=true` only the
 * page shows, without the site's menus.
 */
import type { SiteAddress } from '@/features/site/api/use-event-site';
import type { PageChoice } from '@/features/site/model/site-page';

export type SiteRoute = { kind: 'site'; address: SiteAddress; page: PageChoice; bare: boolean } | { kind: 'unknown' };

/** The back office's selected event (src/app/stores/selected-event.ts keeps it under this key). */
const SELECTED_EVENT_KEY = 'eventID';

const decode = (part: string): string | null => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

export function siteRoute(pathname: string, search: string, selectedEvent: string | null): SiteRoute {
  const parts = pathname.split('/').filter(Boolean).map(decode);
  if (parts.some((part) => part === null || part === '')) return { kind: 'unknown' };
  const query = new URLSearchParams(search);
  const bare = query.get('iframe') === 'true';
  if (parts[0] === 'e' && (parts.length === 2 || parts.length === 3)) {
    return { kind: 'site', address: { slug: parts[1]! }, page: parts[2] ? { slug: parts[2] } : null, bare };
  }
  if (parts[0] === 'page-iframe' && parts.length === 2) {
    const eventId = query.get('eventID');
    return { kind: 'site', address: eventId ? { eventId } : { pageId: parts[1]!, selectedEvent }, page: { id: parts[1]! }, bare };
  }
  return { kind: 'unknown' };
}

export function selectedEvent(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_EVENT_KEY) || null;
  } catch {
    return null;
  }
}
