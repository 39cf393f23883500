import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EventSite } from '@domain/pages/event-site';
import { isPageState } from '@domain/pages/page-states';
import { messageForError } from '@/lib/errors/error-catalogue';
import { PageSpinner } from '@/ui/PageSpinner';
import { safeUrl } from '@/ui/site/safe-url';
import { SiteFrame } from '@/ui/site/SiteFrame';
import { SiteMenu } from '@/ui/site/SiteMenu';
import { SitePage } from '@/ui/site/SitePage';
import { SiteServicesContext, type SiteServices } from '@/ui/site/site-services';
import { useSiteContent, type SiteContent } from '../api/use-site-content';
import { choosePage } from '../model/site-page';
import { keepSitePass, readSitePass } from '../model/site-pass';
import { siteTexts } from '../model/site-texts';
import { RegistrationForm } from './RegistrationForm';
import { SiteMessage } from './SiteMessage';
import { UnlockForm } from './UnlockForm';
import { useReloadOnRefresh, useSiteHead } from './use-site-effects';

const pagePath = (siteSlug: string, pageSlug: string) => `/e/${encodeURIComponent(siteSlug)}${pageSlug ? `/${encodeURIComponent(pageSlug)}` : ''}`;

/** One event's site: the gate it asks for (password or PIN, registration), then its menus and the page asked for. */
export function SiteView({ site, pageSlug }: { site: EventSite; pageSlug?: string }) {
  const navigate = useNavigate();
  const [pass, setPass] = useState(() => readSitePass(site.eventId));
  const content = useSiteContent(site, pass);
  useReloadOnRefresh(site.refresh);
  const redirect = /^https?:/.test(safeUrl(site.redirectURL)) ? safeUrl(site.redirectURL) : '';
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);
  const page = content.status === 'ready' && content.needs.length === 0 ? choosePage(content.pages, site.frontPage, pageSlug) : null;
  useSiteHead(site, page?.title ?? null);

  const services = useMemo<SiteServices>(
    () => ({ pageHref: (slug) => pagePath(site.slug, slug), navigate: (slug) => void navigate(pagePath(site.slug, slug)) }),
    [navigate, site.slug],
  );
  const keepPass = (next: string) => {
    keepSitePass(site.eventId, next);
    setPass(next);
  };

  if (redirect) return <SiteMessage text={siteTexts.redirecting} />;
  const shownPages = new Map(content.status === 'ready' ? content.pages.map((p) => [p.id, p.slug]) : []);
  const menus = content.status === 'ready' && content.needs.length === 0 ? content : null;
  return (
    <SiteServicesContext.Provider value={services}>
      <SiteFrame look={site}>
        {menus?.headerMenu && <SiteMenu menu={menus.headerMenu} pages={shownPages} />}
        <SiteBody site={site} content={content} page={page} pass={pass} onPass={keepPass} />
        {menus?.footerMenu && <SiteMenu menu={menus.footerMenu} pages={shownPages} />}
      </SiteFrame>
    </SiteServicesContext.Provider>
  );
}

type BodyProps = { site: EventSite; content: SiteContent; page: ReturnType<typeof choosePage>; pass: string | undefined; onPass: (pass: string) => void };

function SiteBody({ site, content, page, pass, onPass }: BodyProps) {
  if (content.status === 'pending') return <PageSpinner label={siteTexts.loading} />;
  if (content.status === 'error') return <SiteMessage text={messageForError(content.error)} />;
  if (content.needs.includes('protection') && site.protection) return <UnlockForm eventId={site.eventId} protection={site.protection} pass={pass} onPass={onPass} />;
  if (content.needs.includes('registration')) return <RegistrationForm site={site} pass={pass} onPass={onPass} />;
  if (!isPageState(site.state)) return <SiteMessage text={siteTexts.notStarted} />;
  if (!page) {
    return (
      <SiteMessage text={content.pages.length === 0 ? siteTexts.notStarted : siteTexts.noPage}>
        {content.pages.length > 0 && <a href={`/e/${encodeURIComponent(site.slug)}`}>{siteTexts.toFront}</a>}
      </SiteMessage>
    );
  }
  return (
    <>
      {!site.showPageTitle && <h1 className="ed-sr-only">{page.title || site.title}</h1>}
      <SitePage page={page} state={site.state} showTitle={site.showPageTitle} />
    </>
  );
}
