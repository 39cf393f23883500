/**
 * Decks (spec 002 sections 2, 3, 4, 5 and 9; spec 001 section 3): the slides a stream shows, built
 * from converted presentations (media items with `slides`). Each save carries the revision it was
 * made from, so of two producers editing one deck at once the second is told instead of silently
 * overwriting the first.
 */
export const DECKS = (eventId: string) => `events/${eventId}/decks`;

/** Spec 002 section 9: slides autosave 250 ms after an edit. */
export const DECK_AUTOSAVE_MS = 250;
/** Spec 002 sections 5 and 9: a deck's autoplaySpeed lies between 0 and this. */
export const AUTOPLAY_SPEED_MAX = 100_000;
export const DEFAULT_ASPECT_RATIO = 16 / 9;
export const DECK_TITLE_MAX_LENGTH = 200;
export const DECK_DESCRIPTION_MAX_LENGTH = 2000;
/** Bounds of one deck document (about 300 bytes a slide), well inside a stored document's 1 MiB. */
export const DECK_SLIDES_MAX = 1000;
export const DECK_PRESENTATIONS_MAX = 100;

export type DeckSlide = {
  index: number;
  url: string;
  notes: string;
  presenters: string[];
  /** The media item it came from, its name and file. */
  presentation: string;
  presentationTitle: string;
  fileName: string;
  aspectRatio: number;
};

export const deckMessages = {
  selectPresentations: 'Please select presentations',
  created: 'Presentation created!',
  saved: 'Presentation updated!',
  saveFailed: 'There was an error!',
  deleted: 'Deck deleted!',
  deleteFailed: 'Error removing deck: ',
  conflict: 'Someone else changed this deck meanwhile. Reload it to see their changes; your last edit was not saved.',
  noDecks: 'No decks',
  detailsSaved: 'Presentation updated',
  descriptionTooLong: `A description can be at most ${DECK_DESCRIPTION_MAX_LENGTH} characters.`,
  missingSlides: (count: number) => `${count} ${count === 1 ? 'slide was' : 'slides were'} deleted from the media bank.`,
  removeMissing: 'Remove missing slides',
  tooManySlides: `A deck can hold at most ${DECK_SLIDES_MAX} slides from ${DECK_PRESENTATIONS_MAX} presentations.`,
} as const;

export type PresentationSource = { id: string; name: string; slides: readonly { url: string; notes: string }[] };

/** The slides of the chosen presentations, in the order chosen, numbered from 0. */
export function slidesFrom(presentations: readonly PresentationSource[]): DeckSlide[] {
  return presentations.flatMap((p) =>
    p.slides.map((s) => ({ url: s.url, notes: s.notes, presenters: [], presentation: p.id, presentationTitle: p.name, fileName: p.name, aspectRatio: DEFAULT_ASPECT_RATIO })),
  ).map((slide, index) => ({ ...slide, index }));
}

/** Spec 002 section 5: a blank title becomes a 5-character random prefix and the first file's name. */
export function deckTitle(typed: string, firstFileName: string, random: () => number = Math.random): string {
  const title = typed.trim();
  if (title) return title.slice(0, DECK_TITLE_MAX_LENGTH);
  const prefix = Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('');
  return `${prefix}-${firstFileName}`.slice(0, DECK_TITLE_MAX_LENGTH);
}

/**
 * The event's presentations that still exist, by id; null while they load, when nothing is
 * called missing. A slide whose presentation was deleted from the media bank has no image left.
 */
export type PresentIds = ReadonlySet<string> | null;

/** Whether the slide's presentation was deleted (issue 30): the deck editor and the live tool show the loss. */
export const isMissing = (slide: { presentation?: string }, present: PresentIds): boolean =>
  present !== null && !!slide.presentation && !present.has(slide.presentation);

/** Slides renumbered after a move or removal. */
export const renumber = (slides: readonly DeckSlide[]): DeckSlide[] => slides.map((s, index) => ({ ...s, index }));

/**
 * Edit deck's title and description (issue 30), by the creation rule: a blank title is made from the
 * first file's name (spec 002 section 5). Answers the fields to save, or why they cannot be.
 */
export function deckDetails(title: string, description: string, firstFileName: string): { title: string; description: string } | { problem: string } {
  if (description.length > DECK_DESCRIPTION_MAX_LENGTH) return { problem: deckMessages.descriptionTooLong };
  return { title: deckTitle(title, firstFileName), description };
}
