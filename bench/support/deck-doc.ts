/**
 * A deck document as the Decks screen creates it (src/features/decks/api/deck-mutations.ts), in
 * the socket's wire form: the server's write checks (domain/permissions/write-shapes.ts) refuse
 * any other shape, so a benchmark that writes a deck directly writes this one.
 */
import { serverTimestamp } from '@domain/documents/values';

/** The fields of a slide the benchmarks need (a real deck's slides also name their presentation). */
type Slide = { url: string; notes: string; aspectRatio: number };
const numbered = (slides: Slide[]) => slides.map((slide, index) => ({ ...slide, index }));

export function newDeckDoc(eventId: string, author: string, title: string, slides: Slide[]) {
  return {
    title,
    description: '',
    autoplay: false,
    autoplaySpeed: 0,
    presentations: [],
    slides: numbered(slides),
    eventID: eventId,
    author,
    presenterCurrent: 0,
    revision: 1,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** A save of the deck's slides from `revision`, as the deck editor sends it. */
export function deckSlidesUpdate(revision: number, slides: Slide[]) {
  return { slides: numbered(slides), revision: revision + 1, updatedAt: serverTimestamp() };
}
