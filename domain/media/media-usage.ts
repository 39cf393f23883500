/**
 * What uses a media item (issue 30): the event's decks, pages, menus, presenters and the event's
 * own settings (for an organisation's item, those of every event of the organisation) name an
 * item by its id (a deck's slides) or by a link to one of its files, and every link to a file
 * holds the item's id (`mediaFilesPrefix`, URL-encoded or not). So a document that mentions the
 * id uses the item; the server answers `mediaUsage` by this rule and the app words the
 * confirmation and the toast from it.
 */
import { DECKS } from '../decks/deck';
import { MENUS } from '../pages/menu';
import { PAGES } from '../pages/page';
import { PRESENTERS } from '../presenters/presenter';
import { mediaItemMessages } from './media-record';
import type { MediaKind } from './media-types';

export const USAGE_KINDS = ['deck', 'page', 'menu', 'presenter', 'event'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
/** `event`: the event the use is in, named for an organisation's item, which any of its events may use. */
export type MediaUse = { kind: UsageKind; id: string; title: string; event?: { id: string; title: string } };

/** The event's collections whose documents can use an item, and the field that names each document. */
export const USING_COLLECTIONS: readonly { kind: Exclude<UsageKind, 'event'>; path: (eventId: string) => string; titleField: string }[] = [
  { kind: 'deck', path: DECKS, titleField: 'title' },
  { kind: 'page', path: PAGES, titleField: 'title' },
  { kind: 'menu', path: MENUS, titleField: 'name' },
  { kind: 'presenter', path: PRESENTERS, titleField: 'name' },
];

/** Whether a stored document mentions the item: its id in any field, at any depth. */
export function mentionsMedia(data: unknown, processId: string): boolean {
  return processId.length > 0 && JSON.stringify(data ?? null).includes(processId);
}

const USE_LABELS: Record<UsageKind, string> = { deck: 'Deck', page: 'Page', menu: 'Menu', presenter: 'Presenter', event: 'Event settings' };

/** One use as the confirmation lists it: "Deck “Board deck”", "Event settings", or for an organisation's item "Deck “Board deck” in “Summit”". */
export function usageLabel(use: MediaUse): string {
  const label = use.kind === 'event' ? USE_LABELS.event : `${USE_LABELS[use.kind]} “${use.title || 'Untitled'}”`;
  return use.event ? `${label} in “${use.event.title || 'Untitled event'}”` : label;
}

/** What deleting a used item does to each kind of user, said before it is done. */
export const usageWarning = (uses: readonly MediaUse[]): string =>
  uses.some((u) => u.kind === 'deck')
    ? 'Its slides will show as missing in these decks, and its images disappear from the pages that show them.'
    : 'It will disappear from everything that shows it.';

/** The toast after a delete names what was deleted (spec 002 section 8 keeps "Image deleted!" for images). */
export function mediaDeletedMessage(kinds: readonly MediaKind[]): string {
  if (kinds.length > 1) return `${kinds.length} files deleted`;
  return kinds[0] === 'document' ? 'Presentation deleted' : kinds[0] === 'video' ? 'Video deleted' : mediaItemMessages.deleted;
}
