/**
 * The rules for an event's title, slug, language and state (spec 000 sections 2.5, 2.8, 5 and 9),
 * shared by the creation form, the settings page and the server, which checks them again.
 *
 * What a slug may hold (our decision; the spec only says how one is derived): lower-case letters
 * of any script (so Swedish "å" or Finnish words survive), digits, combining marks, '-' and '_',
 * in Unicode NFC, starting and ending with a letter or digit, at most 100 characters. These are
 * safe in a URL path segment without escaping anything but non-ASCII letters; '/', '?', '#', '%', '.',
 * whitespace, quotes and every other symbol are refused. Derivation follows the spec, then drops
 * whatever a slug cannot hold (emoji, '#', quotes...) and tidies the hyphens, so a derived slug is
 * either valid or too short (an all-punctuation or all-emoji title gives ''), for the user to edit.
 */

export const TITLE_MIN_LENGTH = 3;
/** Long enough for any real title, short enough for a table cell, a tab and a PDF heading. */
export const TITLE_MAX_LENGTH = 200;
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 100;
/** The pause after typing before a slug's uniqueness is asked (spec 000 section 9). */
export const SLUG_CHECK_DELAY_MS = 350;

export const SLUG_TAKEN = 'Already an event with this slug.';
/** Spec 000 section 8: the slug check failed (or there is no current event). */
export const SLUG_CHECK_FAILED = 'There was an error, please refresh the page';

export const eventRuleMessages = {
  titleTooShort: 'Title needs to be more than 3 charecters long.',
  titleTooLong: `Title can be at most ${TITLE_MAX_LENGTH} characters long.`,
  slugTooShort: 'Slug needs to be more than 3 charecters long.',
  slugTooLong: `Slug can be at most ${SLUG_MAX_LENGTH} characters long.`,
  slugCharacters: 'Slug can only contain lower-case letters, digits, hyphens (-) and underscores (_).',
  slugEdges: 'Slug needs to start and end with a letter or digit.',
  slugTaken: SLUG_TAKEN,
} as const;

/** What the event calls answer besides the rules' messages. */
export const eventCallMessages = {
  organizationOwnersOnly: 'Only the owners of an organisation can create events in it.',
  eventOwnersOnly: 'Only the owners of an event can delete it.',
  noSuchEvent: 'There is no such event.',
} as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Characters as a reader counts them (an emoji with a skin tone, or a flag, is one), counting no
 * further than `stopAfter` + 1: segmenting is slow enough that a pasted novel would stall typing.
 */
export function titleLength(title: string, stopAfter = Infinity): number {
  const segments = graphemes.segment(title)[Symbol.iterator]();
  let count = 0;
  while (count <= stopAfter && !segments.next().done) count++;
  return count;
}

/** The message for a title that cannot be used, or null. */
export function validateTitle(title: string): string | null {
  const length = titleLength(title.trim(), TITLE_MAX_LENGTH);
  if (length < TITLE_MIN_LENGTH) return eventRuleMessages.titleTooShort;
  if (length > TITLE_MAX_LENGTH) return eventRuleMessages.titleTooLong;
  return null;
}

const SLUG_CHARACTER = /[\p{Ll}\p{Lo}\p{Lm}\p{Nd}\p{M}_-]/u;
/** A leading or trailing '_' also keeps `__name__` out: the database refuses such an id. */
const SLUG_EDGES = /^[\p{L}\p{Nd}].*[\p{L}\p{Nd}\p{M}]$/su;
/** The spec's removed characters: dots, commas, brackets, ?, !, /, % and &. */
const REMOVED = /[.,()[\]{}?!/%&]/g;
const SPEC_REPLACEMENTS: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

const tidySlug = (slug: string) => slug.replace(/-{2,}/g, '-').replace(/^[-_\p{M}]+|[-_]+$/gu, '');

/**
 * The slug a title suggests (spec 000 section 5): lower case; ä, ö, ü become a, o, u (the
 * upper-case forms too, as lowering comes first); ß becomes ss; spaces become hyphens; the
 * spec's punctuation is removed. Beyond the spec: a run of spaces gives one hyphen, characters a
 * slug cannot hold are dropped, repeated hyphens are merged, the ends are trimmed to a letter or
 * digit, and the result is cut to the maximum length.
 */
export function deriveSlug(title: string): string {
  const lowered = title.normalize('NFC').toLowerCase().normalize('NFC');
  const spec = lowered.replace(/[äöüß]/g, (c) => SPEC_REPLACEMENTS[c]).replace(REMOVED, '').replace(/\s+/gu, '-');
  const kept = [...spec].filter((c) => SLUG_CHARACTER.test(c)).join('');
  return tidySlug([...tidySlug(kept.normalize('NFC'))].slice(0, SLUG_MAX_LENGTH).join(''));
}

/** The message for a slug that cannot be used, or null. Counted in code points, as a URL holds them. */
export function validateSlug(slug: string): string | null {
  const characters = [...slug];
  if (characters.length < SLUG_MIN_LENGTH) return eventRuleMessages.slugTooShort;
  if (characters.length > SLUG_MAX_LENGTH) return eventRuleMessages.slugTooLong;
  if (slug.normalize('NFC') !== slug || !characters.every((c) => SLUG_CHARACTER.test(c))) return eventRuleMessages.slugCharacters;
  if (!SLUG_EDGES.test(slug)) return eventRuleMessages.slugEdges;
  return null;
}

/** The languages offered on creation; Swedish is 'swe' there (spec 000 section 9). */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fi', label: 'Finnish' },
  { code: 'swe', label: 'Swedish' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** A stored language as one of ours: the old settings page wrote Swedish as 'se'; unknown reads as null. */
export function languageOf(value: unknown): LanguageCode | null {
  if (value === 'se') return 'swe';
  return LANGUAGE_CODES.find((code) => code === value) ?? null;
}

export const EVENT_STATES = ['prelive', 'live', 'hidden', 'on-demand'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** What the state column and its filter say of an event without a state (spec 000 sections 2.5 and 4.1). */
export const NO_STATE_LABEL = 'No state';

/** The status of an event whose creation the server has not finished (spec 000 sections 3 and 4.6). */
export const EVENT_STATUS_CREATING = 'event-created';
export const EVENT_STATUS_CREATED = 'created';
export const EVENT_INITIAL_STATE: EventState = 'prelive';
/** The server-only claim that makes a slug unique: `eventSlugs/{slug}` = { eventId }. */
export const SLUG_CLAIM = (slug: string) => `eventSlugs/${slug}`;

/**
 * Spec 000 section 3: an event with status "created" is ready to open; any other status means it
 * is still being created. Events written before statuses existed carry none and are ready.
 */
export function isEventReady(status: unknown): boolean {
  return status === undefined || status === null || status === EVENT_STATUS_CREATED;
}

/** The collections a duplicate may copy (spec 000 section 9). */
export const DUPLICABLE_COLLECTIONS = ['streams', 'polls', 'chats', 'zooms', 'menus', 'pages'] as const;
export type DuplicableCollection = (typeof DUPLICABLE_COLLECTIONS)[number];
