/**
 * The `/api` calls of the live tool (issue 14), spread into `apiContracts` (contracts.ts). Only
 * producers and owners of the event may drive the console; the server checks the deck and the
 * slide, decides whether viewers see the change (they are on air, not in a rehearsal) and stamps
 * what they see with the moment of the stream. Viewers listen to the stamped cues themselves
 * (domain/livetool/stream-cues).
 */
import { z } from 'zod';
import { EVENT_STATES } from '../events/event-rules';
import { CHAPTER_DESCRIPTION_MAX, CHAPTER_TITLE_MAX } from '../livetool/chapter';

const id = z.string().min(1).max(200);
const stream = { eventId: id, streamId: id };
/** Decks are far shorter; the bound only keeps the number sane. */
const slideIndex = z.number().int().min(0).max(100_000);
/** What a cue call answers: whether viewers see it, and its place in the stream (seq, program date-time in ms). */
const cueResult = z.object({ onAir: z.boolean(), seq: z.number().int().nullable(), at: z.number().nullable() });

/**
 * The slide calls below are refused while a presenter holds control of the slides (issue 29),
 * unless the operator takes it back on purpose: `takeOver` true, after the console asked.
 */
const takeOver = { takeOver: z.boolean().optional() };

export const livetoolContracts = {
  /** Cut: this slide of the stream's deck goes to PROGRAM (spec 001 sections 2.2 and 4.3). */
  cutSlide: { input: z.object({ ...stream, deckId: id, index: slideIndex, ...takeOver }).strict(), output: cueResult },
  /** Hide: no slide on PROGRAM (presenterCurrent null). */
  hideSlide: { input: z.object({ ...stream, ...takeOver }).strict(), output: cueResult },
  /** Change deck: stores deckID on the stream and resets presenterCurrent (and the next-up pane) to 0. */
  chooseDeck: { input: z.object({ ...stream, deckId: id, ...takeOver }).strict(), output: cueResult },
  /** Next and Previous: the slide in the next-up pane; next wraps to the first after the last. */
  moveNextUp: {
    input: z.object({ ...stream, deckId: id, direction: z.enum(['next', 'previous']), ...takeOver }).strict(),
    output: z.object({ index: z.number().int() }),
  },
  /** Mark chapter (spec 001 section 2.2): a chapter cue at this moment of the stream; only while the stream is live. */
  markChapter: {
    input: z.object({ ...stream, title: z.string().max(CHAPTER_TITLE_MAX * 2), description: z.string().max(CHAPTER_DESCRIPTION_MAX * 2).optional() }).strict(),
    output: cueResult,
  },
  /**
   * The rehearsal switch (issue 14): while on, the console runs everything (cuts, chapters, polls,
   * going live, the event state) and viewers see none of it; switching it off starts clean.
   */
  setRehearsal: { input: z.object({ ...stream, on: z.boolean() }).strict(), output: z.object({}) },
  /**
   * The console's event state buttons (spec 001 section 4.1): the event's state, logged as a
   * state_change of the stream; during a rehearsal only the rehearsal's own state changes.
   */
  changeEventState: { input: z.object({ ...stream, state: z.enum(EVENT_STATES) }).strict(), output: z.object({ rehearsal: z.boolean() }) },
  /** Finish preview, the picker's last step (spec 001 section 2.1): sets preview on the stream, whose console then opens straight from the picker. */
  finishPreview: { input: z.object(stream).strict(), output: z.object({}) },
} as const;
