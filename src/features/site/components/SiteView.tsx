import { useMemo, useState } from 'react';
import type { EventSite } from '@domain/pages/event-site';
import { isPageState } from '@domain/pages/page-states';
import { heldSenderToken, keepSenderToken } from '@/lib/chat-sender-token';
import { messageForError } from '@/lib/errors/error-catalogue';
import { SiteBackendProvider, useSiteBackend } from '@/lib/site-backend';
import { withSitePass } from '@/lib/site-audience-docs';
import { useRecordVisit } from '@/lib/use-record-visit';
import { safeUrl } from '@/ui/site/safe-url';
import { SiteFrame } from '@/ui/site/SiteFrame';
import { SiteLoading } from '@/ui/site/SiteLoading';
import { SiteMenu } from '@/ui/site/SiteMenu';
import { SitePage } from '@/ui/site/SitePage';
import { SiteServicesContext, type SiteServices } from '@/ui/site/site-services';
import { useSiteContent, type SiteContent } from '../api/use-site-content';
import { choosePage, type PageChoice } from '../model/site-page';
import { keepSitePass, takeSitePass } from '@/lib/site-pass';
import { siteTexts } from '../model/site-texts';
import { RedirectNotice } from './RedirectNotice';
import { RegistrationForm } from './RegistrationForm';
import { SiteMessage } from './SiteMessage';
import { UnlockForm } from './UnlockForm';
import { useReloadOnRefresh, useSiteHead } from './use-site-effects';

const pagePath = (siteSlug: string, pageSlug: string) => `/e/${encodeURIComponent(siteSlug)}${pageSlug ? `/${encodeURIComponent(pageSlug)}` : ''}`;

type Props = { site: EventSite; page: PageChoice; bare: boolean; navigate: (path: string) => void };

/** One event's site: the gate it asks for (password or PIN, registration), then its menus and the page asked for. */
export function SiteView({ site, page: choice, bare, navigate }: Props) {
  const backend = useSiteBackend();
  const [pass, setPass] = useState(() => takeSitePass(site.eventId));
  // The server may answer the pass the viewer already holds, now covering more: ask for the pages again anyway.
  const [passUses, setPassUses] = useState(0);
  const content = useSiteContent(site, pass, passUses);
  useReloadOnRefresh(site.refresh);
  const redirect = /^https?:/.test(safeUrl(site.redirectURL)) ? safeUrl(site.redirectURL) : '';
  const [stayed, setStayed] = useState(false);
  const page = content.status === 'ready' && content.needs.length === 0 ? choosePage(content.pages, site.frontPage, choice) : null;
  useSiteHead(site, page?.title ?? null);
  useRecordVisit(site.eventId, page?.id ?? null, page !== null, pass);

  const services = useMemo<SiteServices>(
    () => ({
      eventId: site.eventId,
      pageHref: (slug) => pagePath(site.slug, slug),
      navigate: (slug) => navigate(pagePath(site.slug, slug)),
      sendMessage: async (chatId, name, text) => {
        const senderToken = heldSenderToken();
        const posted = await backend.call('postChatMessage', {
          eventId: site.eventId,
          chatId,
          text,
          ...(name.trim() ? { name } : {}),
          ...(senderToken ? { senderToken } : {}),
          ...(pass ? { pass } : {}),
        });
        keepSenderToken(posted.senderToken);
      },
    }),
    [backend, navigate, site.eventId, site.slug, pass],
  );
  // A site that is not open shares its chats and polls only through the server, with the pass.
  const blocksBackend = useMemo(() => (site.open ? backend : withSitePass(backend, site.eventId, pass)), [backend, site.open, site.eventId, pass]);
  const keepPass = (next: string) => {
    keepSitePass(site.eventId, next);
    setPass(next);
    setPassUses((uses) => uses + 1);
  };

  if (redirect && !stayed) return <RedirectNotice destination={redirect} onStay={() => setStayed(true)} />;
  const menus = content.status === 'ready' && content.needs.length === 0 && !bare ? content : null;
  const shownPages = new Map(menus ? menus.pages.map((p) => [p.id, p.slug]) : []);
  return (
    <SiteBackendProvider value={blocksBackend}>
      <SiteServicesContext.Provider value={services}>
        <SiteFrame look={site}>
          {/* The menus and the page come in together, in place of the loading sign: nothing shown moves (no layout shift). */}
          {content.status === 'pending' ? (
            <SiteLoading label={siteTexts.loading} />
          ) : (
            <>
              {menus?.headerMenu && <SiteMenu menu={menus.headerMenu} pages={shownPages} />}
              <main>
                <SiteBody site={site} content={content} page={page} asked={choice !== null} pass={pass} onPass={keepPass} />
              </main>
              {menus?.footerMenu && <SiteMenu menu={menus.footerMenu} pages={shownPages} />}
            </>
          )}
        </SiteFrame>
      </SiteServicesContext.Provider>
    </SiteBackendProvider>
  );
}

/** `asked`: the address names a page (by slug or id) rather than the front page. */
type BodyProps = {
  site: EventSite;
  content: Exclude<SiteContent, { status: 'pending' }>;
  page: ReturnType<typeof choosePage>;
  asked: boolean;
  pass: string | undefined;
  onPass: (pass: string) => void;
};

function SiteBody({ site, content, page, asked, pass, onPass }: BodyProps) {
  if (content.status === 'error') return <SiteMessage text={messageForError(content.error)} />;
  if (content.needs.includes('protection') && site.protection) return <UnlockForm eventId={site.eventId} protection={site.protection} pass={pass} onPass={onPass} />;
  if (content.needs.includes('registration')) return <RegistrationForm site={site} pass={pass} onPass={onPass} />;
  if (!isPageState(site.state)) return <SiteMessage text={siteTexts.notStarted} />;
  if (!page) {
    return (
      <SiteMessage text={content.pages.length === 0 && !asked ? siteTexts.notStarted : siteTexts.noPage}>
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
