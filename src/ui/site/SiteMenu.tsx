import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { AUDIENCE_CHAT_PATH } from '@domain/chats/chat';
import type { SiteMenu as Menu } from '@domain/pages/event-site';
import { safeUrl } from './safe-url';
import { useSiteServices } from './site-services';

export const WATERMARK = 'Powered by EventDesk';

/**
 * A header or footer menu (spec 002 section 3 "Menu"): logos, links to the site's pages in the
 * menu's colours, fixed to the top when asked, the logo centred when links are hidden. Links to
 * pages the viewer cannot see (deleted, archived, not shown in this state) are left out; a link
 * follows its page's slug as it is now (`pages`: the shown pages' slugs by page id). A chat's
 * link opens the chat's audience page (issue 29), a page of the admin app, so it loads. On a phone
 * the header's links fold behind a menu button (site.css), which opens and closes them.
 */
export function SiteMenu({ menu, pages }: { menu: Menu; pages: ReadonlyMap<string, string> }) {
  const { eventId, pageHref, navigate } = useSiteServices();
  const [open, setOpen] = useState(false);
  const navId = useId();
  if (menu.typeData.visible === 'false') return null;
  const links = menu.typeData.linksShow === 'true' ? menu.pages.flatMap((link) => (link.kind === 'chat' ? [link] : pages.has(link.id) ? [{ ...link, slug: pages.get(link.id)! }] : [])) : [];
  const logo = safeUrl(menu.img);
  const second = safeUrl(menu.secondaryLogo);
  const follow = (slug: string) => (event: MouseEvent) => {
    if (!navigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    navigate(slug);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector<HTMLButtonElement>('.ed-menu-toggle')?.focus();
  };
  const Tag = menu.type === 'footer' ? 'footer' : 'header';
  const centred = menu.typeData.centerLogo === 'true' && menu.typeData.linksShow === 'false';
  return (
    <Tag
      className={`ed-menu ed-menu-${menu.type}${menu.typeData.fixed === 'true' && menu.type === 'header' ? ' ed-menu-fixed' : ''}${centred ? ' ed-menu-centred' : ''}`}
      style={{ backgroundColor: menu.colors.backgroundColor, color: menu.colors.mainColor }}
      onKeyDown={menu.type === 'header' ? closeOnEscape : undefined}
    >
      {logo && <img className="ed-logo" src={logo} alt={menu.title || menu.name} />}
      {menu.title && !logo && <span className="ed-menu-title">{menu.title}</span>}
      {links.length > 0 && menu.type === 'header' && (
        <button type="button" className="ed-menu-toggle" aria-expanded={open} aria-controls={navId} onClick={() => setOpen(!open)}>
          <span className="ed-menu-toggle-bars" aria-hidden />
          <span className="ed-sr-only">Menu</span>
        </button>
      )}
      {links.length > 0 && (
        <nav id={navId} aria-label={menu.type === 'footer' ? 'Footer' : 'Main'} className={`ed-links ed-links-${menu.css.position}${open ? ' ed-links-open' : ''}`}>
          {links.map((link) =>
            link.kind === 'chat' ? (
              <a key={link.id} href={eventId ? AUDIENCE_CHAT_PATH(eventId, link.id) : undefined} style={{ color: menu.colors.mainColor }}>
                {link.label || 'Chat'}
              </a>
            ) : (
              <a key={link.id} href={pageHref ? pageHref(link.slug) : undefined} onClick={follow(link.slug)} style={{ color: menu.colors.mainColor }}>
                {link.label || link.slug}
              </a>
            ),
          )}
        </nav>
      )}
      {second && <img className="ed-logo ed-logo-second" src={second} alt="" />}
      {menu.typeData.showWaterMark === 'true' && <small className="ed-watermark">{WATERMARK}</small>}
    </Tag>
  );
}
