/**
 * The `/api` calls of the live tool (issue 14), spread into `apiContracts` (contracts.ts). Only
 * producers and owners of the event may make them; the server checks the deck and the slide,
 * decides whether viewers see the change (the stream is live and not in rehearsal) and stamps
 * what they see with the moment of the stream.
 */
import { z } from 'zod';
import { EVENT_STATES } from '../events/event-rules';

const id = z.string().min(1).max(200);
const stream = { eventId: id, streamId: id };
/** Decks are far shorter; the bound only keeps the number sane. */
const slideIndex = z.number().int().min(0).max(100_000);
/** What a cue call answers: whether viewers see it, and when (program date-time, ms). */
const cueResult = z.object({ onAir: z.boolean(), seq: z.number().int().nullable(), at: z.number().nullable() });

export const livetoolContracts = {
  /** The picker's Finish preview (spec 001 section 2.1): the picker then links straight to the console. */
  finishPreview: { input: z.object(stream).strict(), output: z.object({}) },
  /** Cut: this slide of the stream's deck goes to PROGRAM (spec 001 sections 2.2 and 4.3). */
  cutSlide: { input: z.object({ ...stream, deckId: id, index: slideIndex }).strict(), output: cueResult },
  /** Hide: no slide on PROGRAM (presenterCurrent null). */
  hideSlide: { input: z.object(stream).strict(), output: cueResult },
  /** Mark chapter, while live. */
  markChapter: { input: z.object({ ...stream, title: z.string().max(10_000), description: z.string().max(10_000) }).strict(), output: cueResult },
  /** Change deck: stores deckID on the stream and resets presenterCurrent to 0. */
  chooseDeck: { input: z.object({ ...stream, deckId: id }).strict(), output: cueResult },
  /** Rehearsal on or off; off drops all the rehearsal did. */
  setRehearsal: { input: z.object({ ...stream, on: z.boolean() }).strict(), output: z.object({}) },
  /** The console's event state buttons: the event's state, with a state_change log on the stream (in rehearsal, the rehearsal's state only). */
  changeConsoleState: { input: z.object({ ...stream, state: z.enum(EVENT_STATES) }).strict(), output: z.object({}) },
} as const;
