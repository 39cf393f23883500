/**
 * Keeps `eventSites/{eventId}` (domain/pages/event-site.ts) what the event and its menus say:
 * run after the event, one of its menus or one of its pages changed (a page change also grows
 * the site's content version). The embedded server runs it from its commit listener
 * (server/site/site-mirror.ts), the Cloud Functions from Firestore triggers; both through
 * AdminDocs, in a transaction, so two runs for one event cannot interleave their reads and writes.
 */
import type { DocData } from '@domain/documents/values';
import { EVENT_SITE, eventSiteOf, PUBLIC_PAGE_FIELDS, siteMenuIds } from '@domain/pages/event-site';
import { MENU, MENUS } from '@domain/pages/menu';
import { PAGES } from '@domain/pages/page';
import { siteFonts } from '@domain/pages/site-fonts';
import { fontFamiliesIn } from '../site/css-fonts';
import { scopeEventCss } from '../site/scope-css';
import { isDocId } from './resource-roles';
import type { AdminDocs } from './services';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Rewrites the event's site document; answers whether it changed. */
export async function syncEventSite(docs: AdminDocs, eventId: string, pagesChanged = false): Promise<boolean> {
  if (!isDocId('events', eventId)) return false;
  const pageIds = await publicPageIds(docs, eventId);
  return docs.runTransaction(async (tx) => {
    const event = (await tx.get(`events/${eventId}`))?.data ?? null;
    const site = await tx.get(EVENT_SITE(eventId));
    const menus = new Map<string, DocData | null>();
    for (const id of siteMenuIds(event)) {
      menus.set(id, isDocId(MENUS(eventId), id) ? ((await tx.get(MENU(eventId, id)))?.data ?? null) : null);
    }
    const version = typeof site?.data.contentVersion === 'number' ? site.data.contentVersion : 0;
    const mirrored = eventSiteOf(eventId, event, menus, pagesChanged ? version + 1 : version);
    // The site applies the custom CSS as given here: scoped to its pages, loading only fonts and images.
    const css = mirrored ? scopeEventCss(mirrored.css) : '';
    const next = mirrored && { ...mirrored, css, fonts: siteFonts(mirrored.font, fontFamiliesIn(css)), pageIds: mirrored.open ? pageIds : [] };
    if (!next) {
      if (!site) return false;
      tx.delete(EVENT_SITE(eventId));
      return true;
    }
    if (site && same(site.data, next)) return false;
    tx.set(EVENT_SITE(eventId), next);
    return true;
  });
}

/**
 * The event's published, visible pages: an embedded page (/page-iframe/{id}) finds its open
 * site by one of them. A run after every page change keeps the list current.
 */
async function publicPageIds(docs: AdminDocs, eventId: string): Promise<string[]> {
  const where = Object.entries(PUBLIC_PAGE_FIELDS).map(([field, value]) => ({ field, op: '==' as const, value }));
  return (await docs.list({ path: PAGES(eventId), where })).map((page) => page.id).sort();
}

/** What a changed document path means for an event's site: which event, and whether it is one of its pages. */
export function siteChangeOf(path: string): { eventId: string; pagesChanged: boolean } | null {
  const segments = path.split('/');
  if (segments[0] !== 'events') return null;
  if (segments.length === 2) return { eventId: segments[1], pagesChanged: false };
  if (segments.length === 4 && segments[2] === 'menus') return { eventId: segments[1], pagesChanged: false };
  if (segments.length === 4 && segments[2] === 'pages') return { eventId: segments[1], pagesChanged: true };
  return null;
}
