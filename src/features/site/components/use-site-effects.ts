import { useEffect, useRef } from 'react';
import type { EventSite } from '@domain/pages/event-site';
import { safeUrl } from '@/ui/site/safe-url';

/**
 * The dashboard's "Refresh the event page for viewers" changes the event's refresh token: a
 * viewer whose site shows a token other than the one it opened with reloads (spec 000 section 4.2).
 */
export function useReloadOnRefresh(refresh: string, reload: () => void = () => window.location.reload()): void {
  const first = useRef(refresh);
  useEffect(() => {
    if (refresh !== first.current) reload();
  }, [refresh, reload]);
}

/** The browser tab shows the event's title (and the page's) and the event's favicon; search engines read them as its description. */
export function useSiteHead(site: Pick<EventSite, 'title' | 'favicon'>, pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle && pageTitle !== site.title ? `${pageTitle} | ${site.title}` : site.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageTitle && pageTitle !== site.title ? `${site.title}: ${pageTitle}` : `${site.title}: the event's site`);
  }, [site.title, pageTitle]);
  useEffect(() => {
    const href = safeUrl(site.favicon);
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = href;
    document.head.appendChild(link);
    return () => link.remove();
  }, [site.favicon]);
}
