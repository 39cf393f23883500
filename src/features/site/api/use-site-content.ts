/**
 * The pages and menus a viewer sees on an event's site. An open site's pages are read live by
 * the viewer (the published, visible pages of the current state, as the permission matrix's
 * `sitePages` allows); a site behind a password, a PIN or registration asks the server, with
 * the viewer's pass, again whenever the state or the pages change.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiOutput } from '@domain/api/contracts';
import { PAGES } from '@domain/pages/page';
import { publicPageFilters, siteMenuOf, type EventSite, type SiteMenu } from '@domain/pages/event-site';
import { isPageState } from '@domain/pages/page-states';
import type { DocData, DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toSitePage, type SitePageDoc } from '../model/site-page';

export type SiteNeed = ApiOutput<'eventSiteContent'>['needs'][number];

export type SiteContent =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; needs: SiteNeed[]; pages: SitePageDoc[]; headerMenu: SiteMenu | null; footerMenu: SiteMenu | null };

const toPages = (docs: DocSnapshot<DocData>[]) => docs.map((doc) => toSitePage(doc.id, doc.data ?? {}));
const menuFrom = (value: { id: string } | null) => (value ? siteMenuOf(value.id, value as unknown as DocData) : null);

function useOpenSitePages(site: EventSite): SiteContent {
  const backend = useBackend();
  const state = site.open && isPageState(site.state) ? site.state : null;
  const live = useMappedLive(useLiveQuery(backend.docs, state ? { path: PAGES(site.eventId), where: publicPageFilters(state) } : null), toPages);
  // While the pages of a new state arrive, the last ones stay: each component follows the state at once.
  const [pages, setPages] = useState<SitePageDoc[] | null>(null);
  if (live.status === 'success' && live.data !== pages) setPages(live.data);
  const shown = live.status === 'success' ? live.data : pages;
  if (shown) return { status: 'ready', needs: [], pages: shown, headerMenu: site.headerMenu, footerMenu: site.footerMenu };
  if (live.status === 'error') return { status: 'error', error: live.error };
  return { status: 'pending' };
}

function useClosedSiteContent(site: EventSite, pass: string | undefined): SiteContent {
  const backend = useBackend();
  const query = useQuery({
    queryKey: ['eventSiteContent', site.eventId, site.state, site.contentVersion, pass ?? null],
    queryFn: () => backend.call('eventSiteContent', { eventId: site.eventId, pass }),
    enabled: !site.open,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  if (query.data) {
    const { needs, pages, headerMenu, footerMenu } = query.data;
    return { status: 'ready', needs, pages: pages.map((page) => toSitePage(page.id, page)), headerMenu: menuFrom(headerMenu), footerMenu: menuFrom(footerMenu) };
  }
  if (query.status === 'error') return { status: 'error', error: query.error };
  return { status: 'pending' };
}

export function useSiteContent(site: EventSite, pass: string | undefined): SiteContent {
  const open = useOpenSitePages(site);
  const closed = useClosedSiteContent(site, pass);
  return site.open ? open : closed;
}
