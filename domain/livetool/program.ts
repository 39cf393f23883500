/**
 * What the operator console drives (spec 001 sections 2.2, 3 and 4.3): the stream's deck
 * (deckID), the slide on PROGRAM (presenterCurrent: an index of that deck, null when hidden) and
 * the slide in the next-up pane (presenterNext). The server writes them through the live tool's
 * calls; every console reads them from the stream document, so all of them show the same panes.
 */
export type Program = {
  deckID: string | null;
  presenterCurrent: number | null;
  presenterNext: number;
};

const deckId = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const index = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

export function readProgram(stream: Record<string, unknown> | null | undefined): Program {
  const current = stream?.presenterCurrent;
  return {
    deckID: deckId(stream?.deckID),
    // The spec's default is 0; null (hidden) only when stored so.
    presenterCurrent: current === null ? null : (index(current) ?? 0),
    presenterNext: index(stream?.presenterNext) ?? 0,
  };
}

/** Spec 001 section 4.3: forward wraps to the first slide after the last. */
export const nextSlide = (at: number, count: number): number => (count <= 0 ? 0 : (at + 1) % count);
/** Back stops at the first slide. */
export const previousSlide = (at: number): number => Math.max(0, at - 1);
