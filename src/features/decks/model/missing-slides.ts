import type { DeckSlide } from '@domain/decks/deck';
import type { Deck } from './deck-row';

/**
 * The event's presentations that still exist, by id; null while they load, when nothing is
 * called missing. A slide whose presentation was deleted from the media bank has no image left.
 */
export type PresentIds = ReadonlySet<string> | null;

export const isMissing = (slide: DeckSlide, present: PresentIds): boolean => present !== null && slide.presentation !== '' && !present.has(slide.presentation);

export const missingCount = (deck: Deck, present: PresentIds): number => deck.slides.filter((s) => isMissing(s, present)).length;

/** The deck's presentations that still exist: the Decks table counts those. */
export const presentPresentations = (deck: Deck, present: PresentIds) => deck.presentations.filter((p) => present === null || present.has(p.id));
