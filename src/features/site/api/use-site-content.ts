/**
 * The pages and menus a viewer sees on an event's site. An open site's pages are read live by
 * the viewer (the published, visible pages of the current state, as the permission matrix's
 * `sitePages` allows); a site behind a password, a PIN or registration asks the server, with
 * the viewer's pass, again whenever the state or the pages change.
 */
import { useEffect, useState } from 'react';
import type { ApiOutput } from '@domain/api/contracts';
import { PAGES } from '@domain/pages/page';
import { publicPageFilters, siteMenuOf, type EventSite, type SiteMenu } from '@domain/pages/event-site';
import { isPageState } from '@domain/pages/page-states';
import type { DocData } from '@/backend/port';
import { useSiteBackend } from '@/lib/site-backend';
import { toSitePage, type SitePageDoc } from '../model/site-page';
import { useLightLive as useLive } from '@/lib/light-live';

export type SiteNeed = ApiOutput<'eventSiteContent'>['needs'][number];

export type SiteContent =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; needs: SiteNeed[]; pages: SitePageDoc[]; headerMenu: SiteMenu | null; footerMenu: SiteMenu | null };

const menuFrom = (value: { id: string } | null) => (value ? siteMenuOf(value.id, value as unknown as DocData) : null);

function useOpenSitePages(site: EventSite): SiteContent {
  const backend = useSiteBackend();
  const state = site.open && isPageState(site.state) ? site.state : null;
  const live = useLive<SitePageDoc[]>(state && `${site.eventId}:${state}`, (onNext, onError) =>
    backend.docs.subscribeQuery(
      { path: PAGES(site.eventId), where: publicPageFilters(state!) },
      (snap) => onNext(snap.docs.map((doc) => toSitePage(doc.id, doc.data ?? {}))),
      onError,
    ),
  );
  // While the pages of a new state arrive, the last ones stay: each component follows the state at once.
  const [pages, setPages] = useState<SitePageDoc[] | null>(null);
  if (live.status === 'success' && live.data !== pages) setPages(live.data);
  const shown = live.status === 'success' ? live.data : pages;
  if (shown) return { status: 'ready', needs: [], pages: shown, headerMenu: site.headerMenu, footerMenu: site.footerMenu };
  if (live.status === 'error') return { status: 'error', error: live.error };
  return { status: 'pending' };
}

function useClosedSiteContent(site: EventSite, pass: string | undefined): SiteContent {
  const backend = useSiteBackend();
  const key = site.open ? null : JSON.stringify([site.eventId, site.state, site.contentVersion, pass ?? null]);
  // The last answer stays while the next is asked for (no flash of a spinner on each change).
  const [answer, setAnswer] = useState<{ key: string; content: SiteContent } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    backend.call('eventSiteContent', { eventId: site.eventId, pass }).then(
      ({ needs, pages, headerMenu, footerMenu }) => {
        if (!current) return;
        const content: SiteContent = { status: 'ready', needs, pages: pages.map((page) => toSitePage(page.id, page)), headerMenu: menuFrom(headerMenu), footerMenu: menuFrom(footerMenu) };
        setAnswer({ key, content });
      },
      (error: unknown) => current && setAnswer({ key, content: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [backend, key, site.eventId, pass]);
  return answer?.content ?? { status: 'pending' };
}

export function useSiteContent(site: EventSite, pass: string | undefined): SiteContent {
  const open = useOpenSitePages(site);
  const closed = useClosedSiteContent(site, pass);
  return site.open ? open : closed;
}
