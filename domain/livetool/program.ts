/**
 * What the operator console drives (spec 001 sections 2.2, 3, 4.1 and 4.3): the stream's deck
 * (deckID), the slide on PROGRAM (presenterCurrent: an index of that deck, null when hidden),
 * and rehearsal. The server writes them through the live tool's calls; every console reads them
 * from the stream document, so all of them show the same PROGRAM.
 *
 * Rehearsal (issue 14) lets operators and presenters run everything while viewers see nothing:
 * while it is on, the console's deck, slide, live flag and event state are the rehearsal's own,
 * kept beside the real ones, which stay as they were; leaving drops the rehearsal's.
 */
import { EVENT_STATES, type EventState } from '../events/event-rules';

export type Rehearsal = {
  deckID: string | null;
  presenterCurrent: number | null;
  /** Went live in rehearsal: the console behaves as on air, viewers see nothing. */
  live: boolean;
  /** Has gone live in this rehearsal and stopped since (the console's dropLive). */
  dropped: boolean;
  state: EventState | null;
};

export type Program = {
  deckID: string | null;
  presenterCurrent: number | null;
  rehearsal: Rehearsal | null;
};

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : null);
const deckId = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** The spec's default is 0; null (hidden) only when stored so. */
const slideIndex = (v: unknown): number | null => (v === null ? null : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
const eventState = (v: unknown): EventState | null => ((EVENT_STATES as readonly unknown[]).includes(v) ? (v as EventState) : null);

export function readProgram(stream: Record<string, unknown> | null | undefined): Program {
  const r = record(stream?.rehearsal);
  return {
    deckID: deckId(stream?.deckID),
    presenterCurrent: slideIndex(stream?.presenterCurrent),
    rehearsal: r
      ? { deckID: deckId(r.deckID), presenterCurrent: slideIndex(r.presenterCurrent), live: r.live === true, dropped: r.dropped === true, state: eventState(r.state) }
      : null,
  };
}

/** The stream and event as one console shows them: in rehearsal, the rehearsal's values. */
export type ConsoleView = {
  rehearsal: boolean;
  deckID: string | null;
  presenterCurrent: number | null;
  /** Cuts reach viewers (or, in rehearsal, would): Mark chapter works, the offline overlay hides. */
  streamLive: boolean;
  dropLive: boolean;
  state: EventState | null;
};

export function consoleView(stream: { streamLive: boolean; dropLive: boolean }, program: Program, state: EventState | null): ConsoleView {
  const r = program.rehearsal;
  if (r) return { rehearsal: true, deckID: r.deckID, presenterCurrent: r.presenterCurrent, streamLive: r.live, dropLive: r.dropped && !r.live, state: r.state };
  return { rehearsal: false, deckID: program.deckID, presenterCurrent: program.presenterCurrent, streamLive: stream.streamLive, dropLive: stream.dropLive, state };
}

/** Spec 001 section 4.3: forward wraps to the first slide after the last. */
export const nextSlide = (index: number, count: number): number => (count <= 0 ? 0 : (index + 1) % count);
/** Back stops at the first slide. */
export const previousSlide = (index: number): number => Math.max(0, index - 1);
