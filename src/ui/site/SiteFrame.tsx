import type { CSSProperties, ReactNode } from 'react';
import type { EventSite } from '@domain/pages/event-site';
import { readableOn, textColorOn } from './contrast';
import { useSiteFonts } from './site-fonts';

export type SiteLook = Pick<EventSite, 'colors' | 'font' | 'fonts' | 'css'>;

/**
 * The element that holds an event's pages: its colours, its font (served by the product when it
 * ships it) and its custom CSS, which the server has scoped to this element (server/site/scope-css.ts).
 */
export function SiteFrame({ look, children }: { look: SiteLook | null; children: ReactNode }) {
  // A site document mirrored before the fonts were listed names only its chosen font.
  useSiteFonts(look ? (Array.isArray(look.fonts) ? look.fonts : [look.font]) : []);
  const style = {
    ...(look
      ? {
          '--ed-main': look.colors.mainColor,
          '--ed-secondary': look.colors.secondaryColor,
          '--ed-background': look.colors.backgroundColor,
          '--ed-on-main': textColorOn(look.colors.mainColor),
          '--ed-link': readableOn(look.colors.mainColor, look.colors.backgroundColor),
        }
      : {}),
    ...(look?.font ? { '--ed-font': `"${look.font.replace(/["\\]/g, '')}", system-ui, sans-serif` } : {}),
  } as CSSProperties;
  return (
    <div className="ed-site" style={style}>
      {look?.css && <style>{look.css}</style>}
      {children}
    </div>
  );
}
