/**
 * A menu document as the menus screens read it: the site's reading of its fields (the same one
 * the public site uses, so the preview shows what viewers will see) and its times.
 */
import type { DocData } from '@domain/documents/values';
import { siteMenuOf } from '@domain/pages/event-site';
import type { Menu, MenuInput } from '@domain/pages/menu';

const date = (value: unknown) => (value instanceof Date ? value : null);

export function toMenu(id: string, data: DocData): Menu {
  const site = siteMenuOf(id, data)!;
  const css = data.css && typeof data.css === 'object' && !Array.isArray(data.css) ? (data.css as DocData) : {};
  return { ...site, css: { ...site.css, params: typeof css.params === 'string' ? css.params : '' }, createdAt: date(data.createdAt), updatedAt: date(data.updatedAt) };
}

/** What the editor sends back: the menu without its id and times. */
export function menuInputOf(menu: Menu): MenuInput {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...input } = menu;
  return input;
}

/** A page a menu can link to, as the editor offers it. */
export type LinkablePage = { id: string; title: string; slug: string; removed: boolean };

/** A chat whose audience page a menu can link to (issue 29). */
export type LinkableChat = { id: string; title: string };
