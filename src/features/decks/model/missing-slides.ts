import { isMissing, type PresentIds } from '@domain/decks/deck';
import type { Deck } from './deck-row';

export const missingCount = (deck: Deck, present: PresentIds): number => deck.slides.filter((s) => isMissing(s, present)).length;

/** The deck's presentations that still exist: the Decks table counts those. */
export const presentPresentations = (deck: Deck, present: PresentIds) => deck.presentations.filter((p) => present === null || present.has(p.id));
