/**
 * The `/api` calls of the live tool (issue 14), spread into `apiContracts` (contracts.ts). Only
 * producers and owners of the event may drive the console; the server checks the deck and the
 * slide, decides whether viewers see the change (the stream is live) and stamps what they see
 * with the moment of the stream. Viewers read the stamped cues through slideCues.
 */
import { z } from 'zod';

const id = z.string().min(1).max(200);
const stream = { eventId: id, streamId: id };
/** Decks are far shorter; the bound only keeps the number sane. */
const slideIndex = z.number().int().min(0).max(100_000);
/** What a cue call answers: whether viewers see it, and its place in the stream (seq, program date-time in ms). */
const cueResult = z.object({ onAir: z.boolean(), seq: z.number().int().nullable(), at: z.number().nullable() });
const cueSlide = z.object({ deckID: z.string(), index: z.number(), url: z.string(), aspectRatio: z.number() });

export const livetoolContracts = {
  /** Cut: this slide of the stream's deck goes to PROGRAM (spec 001 sections 2.2 and 4.3). */
  cutSlide: { input: z.object({ ...stream, deckId: id, index: slideIndex }).strict(), output: cueResult },
  /** Hide: no slide on PROGRAM (presenterCurrent null). */
  hideSlide: { input: z.object(stream).strict(), output: cueResult },
  /** Change deck: stores deckID on the stream and resets presenterCurrent (and the next-up pane) to 0. */
  chooseDeck: { input: z.object({ ...stream, deckId: id }).strict(), output: cueResult },
  /** Next and Previous: the slide in the next-up pane; next wraps to the first after the last. */
  moveNextUp: { input: z.object({ ...stream, deckId: id, direction: z.enum(['next', 'previous']) }).strict(), output: z.object({ index: z.number().int() }) },
  /** A viewer's player: the stream's recent cues, oldest first (public, like watchStream). */
  slideCues: {
    input: z.object(stream).strict(),
    output: z.object({
      cues: z.array(z.discriminatedUnion('kind', [z.object({ kind: z.literal('slide'), seq: z.number(), at: z.number(), slide: cueSlide }), z.object({ kind: z.literal('hide'), seq: z.number(), at: z.number() })])),
    }),
  },
} as const;
