/**
 * Pages (spec 002 sections 2 "Pages", 3 "Page" and "Page version", 4, 5, 8 and 9): where they are
 * stored, their shape, the title and slug rules and the messages. No zod: the public site imports
 * this (the schemas are in page-schema.ts).
 *
 * Beyond the spec (our decisions):
 * - `published` is true once a page has been published; the site shows only published pages.
 * - What the builder has not published yet is a draft of the producer's own,
 *   `events/{eventId}/pages/{pageId}/drafts/{uid}`, so it survives a reload and two producers
 *   never overwrite each other's unpublished work; Publish copies it onto the page.
 */
import type { PageComponent } from './component';
import type { PageState } from './page-states';

export const PAGES = (eventId: string) => `events/${eventId}/pages`;
export const PAGE = (eventId: string, pageId: string) => `${PAGES(eventId)}/${pageId}`;
export const PAGE_VERSIONS = (eventId: string, pageId: string) => `${PAGE(eventId, pageId)}/versions`;
export const PAGE_DRAFT = (eventId: string, pageId: string, uid: string) => `${PAGE(eventId, pageId)}/drafts/${uid}`;

export const TEMPLATES = [
  { value: 'container', label: 'Container', disabled: false },
  { value: 'fluid', label: 'Fluid container', disabled: false },
  { value: 'grid', label: 'Grid', disabled: true },
] as const;
export type PageTemplate = (typeof TEMPLATES)[number]['value'];
export const USABLE_TEMPLATES = ['container', 'fluid'] as const;
export const DEFAULT_TEMPLATE: PageTemplate = 'container';

/** The author a page names until someone publishes it (spec 002 section 3). */
export const DEFAULT_AUTHOR = 'Admin';

export type PageChild = { id: string; slug: string; label: string; title: string };

export type Page = {
  id: string;
  title: string;
  slug: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  createdAuthor: string;
  author: string;
  visibility: boolean;
  states: PageState[];
  /** 1 to 10; null when not set. */
  order: number | null;
  tags: string[];
  template: PageTemplate;
  children: PageChild[];
  /** The featured image's address ('' for none). */
  image: string;
  components: PageComponent[];
  revisions: number;
  version: boolean;
  removed: boolean;
  published: boolean;
};

/** A stored snapshot of a page as it was published (spec 002 section 3 "Page version"). */
export type PageVersion = Page & { versionDate: Date | null; versionAuthor: string };

export const pageLimits = {
  titleMaxLength: 200,
  slugMinLength: 3,
  slugMaxLength: 100,
  order: { min: 1, max: 10 },
  maxTags: 30,
  tagMaxLength: 50,
  maxChildren: 50,
} as const;

/** The pause after typing before a slug's availability is asked (spec 002 section 9). */
export const SLUG_CHECK_DELAY_MS = 350;
/** The builder saves the draft this long after the last change (spec 002 section 9: 300-400 ms). */
export const DRAFT_SAVE_DELAY_MS = 400;

export const pageMessages = {
  titleRequired: 'Please give a title for the stream',
  titleTooLong: `A page title can be at most ${pageLimits.titleMaxLength} characters long.`,
  created: 'Page created!',
  redirecting: 'Page created, redirecting...',
  createFailed: 'Database connection fail, this is likely a internet connectivity issue. Please check you internet connection',
  deleted: 'Page deleted succesfully!',
  deleteFailed: 'Error removing page',
  duplicated: 'Page duplicated',
  duplicateFailed: 'The page could not be duplicated',
  published: 'Published!',
  slugChanged: 'Slug changed!',
  slugFailed: 'There was an error updating slug! Please try again later.',
  slugTooShort: 'Slug need to be atleast 3 characters',
  slugTaken: 'Another page of this event has this slug.',
  slugTooLong: `A slug can be at most ${pageLimits.slugMaxLength} characters long.`,
  slugCharacters: 'A slug holds lower-case letters, digits and hyphens, and starts and ends with a letter or digit.',
  noPage: 'There is no such page.',
  noVersion: 'There is no such version of this page.',
  orderRange: 'The order is a number from 1 to 10.',
  tooManyTags: `A page can have at most ${pageLimits.maxTags} tags.`,
  templateUnavailable: 'The Grid template is not available.',
  removedPage: 'This page is archived: restore it with Use first.',
  newerRevision: 'Someone published this page after you started editing. Publishing now replaces their revision; it stays in the revision history.',
  settingsSaved: 'Page settings saved',
  restored: 'Version restored to your draft. Publish to make it live.',
} as const;

/** Codes of the page calls' failures (spec 002 section 8). */
export const pageErrorCodes = { deleteError: 'document-delete-error', duplicateError: 'document-duplicate-error' } as const;

/**
 * A page slug from a title (spec 002 section 5): characters other than letters, digits and spaces
 * are stripped, each space becomes a hyphen, the result is lower-cased; so "Agenda & Speakers"
 * gives "agenda--speakers". Our additions: the ends are trimmed of spaces and hyphens, and it is
 * cut to the maximum length.
 */
export function pageSlugFromTitle(title: string): string {
  const kept = title.normalize('NFC').replace(/[^\p{L}\p{N} ]/gu, '');
  return [...spacesToHyphens(kept.trim())].slice(0, pageLimits.slugMaxLength).join('').replace(/-+$/, '');
}

const spacesToHyphens = (text: string) => text.replace(/ /g, '-').toLowerCase();

/** A slug as the slug field normalises it while typing: the title rule, keeping the hyphens typed. */
export function normalizeSlugInput(input: string): string {
  const kept = input.normalize('NFC').replace(/[^\p{L}\p{N} -]/gu, '');
  return [...spacesToHyphens(kept)].slice(0, pageLimits.slugMaxLength).join('');
}

/** The message for a page title that cannot be used, or null: it must keep something once stripped. */
export function pageTitleProblem(title: string): string | null {
  if (pageSlugFromTitle(title) === '') return pageMessages.titleRequired;
  if ([...title.trim()].length > pageLimits.titleMaxLength) return pageMessages.titleTooLong;
  return null;
}

/** The message for a slug that cannot be used, or null. */
export function pageSlugProblem(slug: string): string | null {
  const length = [...slug].length;
  if (length < pageLimits.slugMinLength) return pageMessages.slugTooShort;
  if (length > pageLimits.slugMaxLength) return pageMessages.slugTooLong;
  if (normalizeSlugInput(slug) !== slug || /^-|-$/.test(slug)) return pageMessages.slugCharacters;
  return null;
}

/** The duplicate's title: the original's with a random number from 1 to 500 (spec 002 section 4). */
export function duplicateTitle(title: string, random: () => number = Math.random): string {
  return `${title} ${1 + Math.floor(random() * 500)}`;
}
