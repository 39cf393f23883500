import { useMemo } from 'react';
import type { Menu } from '@domain/pages/menu';
import { SiteMenu } from '@/ui/site/SiteMenu';
import { SiteServicesContext, type SiteServices } from '@/ui/site/site-services';
import '@/ui/site/site.css';
import type { LinkablePage } from '../model/menu-doc';

/**
 * The editor's live preview (spec 002 section 4): the menu as the public site draws it, with
 * the changes not yet saved. Links to deleted or archived pages are left out, as on the site;
 * following a link does nothing here.
 */
export function MenuPreview({ menu, pages, siteSlug }: { menu: Menu; pages: LinkablePage[]; siteSlug: string }) {
  const shown = useMemo(() => new Map(pages.filter((page) => !page.removed).map((page) => [page.id, page.slug])), [pages]);
  const services = useMemo<SiteServices>(
    () => ({ pageHref: (slug) => `/e/${encodeURIComponent(siteSlug)}/${encodeURIComponent(slug)}`, navigate: () => undefined }),
    [siteSlug],
  );
  return (
    <section aria-label="Live preview" className="menu-preview">
      <SiteServicesContext.Provider value={services}>
        <div className="ed-site" style={{ minHeight: 0, border: '1px solid #d9d9d9', borderRadius: 8, overflow: 'hidden' }}>
          {menu.typeData.visible === 'false' ? <p style={{ padding: 16, margin: 0 }}>This menu is hidden on the site.</p> : <SiteMenu menu={{ ...menu, typeData: { ...menu.typeData, fixed: 'false' } }} pages={shown} />}
        </div>
      </SiteServicesContext.Provider>
    </section>
  );
}
