/**
 * The event's pages as its public site shows them, read defensively from what the server sent
 * (a page's live document, or the `eventSiteContent` answer of a site that is not open).
 */
import type { PageComponent } from '@domain/pages/component';
import { readComponents } from '@domain/pages/component-reader';

export type SitePageDoc = { id: string; slug: string; title: string; template: string; order: number | null; components: PageComponent[] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toSitePage(id: string, data: Record<string, unknown>): SitePageDoc {
  return {
    id,
    slug: text(data.slug),
    title: text(data.title),
    template: text(data.template),
    order: typeof data.order === 'number' ? data.order : null,
    components: readComponents(data.components),
  };
}

/** Which page an address asks for: one by its slug (/e/{slug}/{page}) or its id (/page-iframe/{id}), or the front page. */
export type PageChoice = { slug: string } | { id: string } | null;

/**
 * The page the address asks for: a page's slug or id, or without one the event's front page; when
 * the front page does not show in this state, the first page by order (then title) that does.
 */
export function choosePage(pages: readonly SitePageDoc[], frontPage: string, choice: PageChoice): SitePageDoc | null {
  if (choice && 'slug' in choice) return pages.find((page) => page.slug === choice.slug) ?? null;
  if (choice) return pages.find((page) => page.id === choice.id) ?? null;
  const front = pages.find((page) => page.id === frontPage);
  if (front) return front;
  const byOrder = [...pages].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title));
  return byOrder[0] ?? null;
}
