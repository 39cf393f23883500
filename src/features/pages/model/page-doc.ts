/**
 * Pages, versions and drafts as the screens use them, read defensively from stored documents (a
 * copied or old page may lack fields): what is missing takes the spec's default.
 */
import type { DocData } from '@/backend/port';
import type { PageComponent } from '@domain/pages/component';
import { DEFAULT_AUTHOR, DEFAULT_TEMPLATE, type Page, type PageChild, type PageTemplate, type PageVersion } from '@domain/pages/page';
import { componentListSchema } from '@domain/pages/page-schema';
import { isPageState } from '@domain/pages/page-states';

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const date = (value: unknown) => (value instanceof Date ? value : null);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Components as stored; a list that does not fit the schema is reported as damaged, not shown half-read. */
export function componentsOf(value: unknown): { ok: true; components: PageComponent[] } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, components: [] };
  const parsed = componentListSchema.safeParse(value);
  return parsed.success ? { ok: true, components: parsed.data } : { ok: false };
}

export type PageDoc = Page & { componentsDamaged: boolean };

export function toPage(id: string, data: DocData): PageDoc {
  const components = componentsOf(data.components);
  const template = text(data.template, DEFAULT_TEMPLATE);
  return {
    id,
    title: text(data.title),
    slug: text(data.slug),
    createdAt: date(data.createdAt),
    updatedAt: date(data.updatedAt),
    createdAuthor: text(data.createdAuthor),
    author: text(data.author, DEFAULT_AUTHOR),
    visibility: data.visibility !== false,
    states: strings(data.states).filter(isPageState),
    order: typeof data.order === 'number' ? data.order : null,
    tags: strings(data.tags),
    template: (['container', 'fluid', 'grid'].includes(template) ? template : DEFAULT_TEMPLATE) as PageTemplate,
    children: (Array.isArray(data.children) ? data.children : []).filter((c): c is PageChild => typeof c === 'object' && c !== null && 'id' in c) as PageChild[],
    image: text(data.image),
    components: components.ok ? components.components : [],
    componentsDamaged: !components.ok,
    revisions: typeof data.revisions === 'number' ? data.revisions : 0,
    version: data.version === true,
    removed: data.removed === true,
    published: data.published === true,
  };
}

export function toVersion(id: string, data: DocData): PageVersion & { id: string; componentsDamaged: boolean } {
  return { ...toPage(id, data), versionDate: date(data.versionDate), versionAuthor: text(data.versionAuthor) };
}

export type DraftDoc = { components: PageComponent[]; baseRevision: number; damaged: boolean };

export function toDraft(data: DocData): DraftDoc {
  const components = componentsOf(data.components);
  return {
    components: components.ok ? components.components : [],
    baseRevision: typeof data.baseRevision === 'number' ? data.baseRevision : 0,
    damaged: !components.ok,
  };
}

/** The public address of a page: the event's site, and the page's slug unless it is the front page. */
export function publicPageUrl(eventSlug: string, pageSlug: string, isFront: boolean): string {
  const base = `/e/${encodeURIComponent(eventSlug)}`;
  return isFront ? base : `${base}/${encodeURIComponent(pageSlug)}`;
}
