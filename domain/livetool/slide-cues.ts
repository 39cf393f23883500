/**
 * Slides in step with the video (issue 14). The production encoder has no call that puts a slide
 * into the stream, so the product keeps its own timeline: every cut and hide made while
 * the stream is on air is a cue stamped with the moment of the stream it belongs to, in the
 * stream's program date-time (the wall-clock time the HLS carries as EXT-X-PROGRAM-DATE-TIME).
 * A viewer's player shows the slide of the last cue at or before the moment on its screen, so
 * every viewer sees each slide with its video, whatever their delay behind live, after a late
 * join or a seek.
 *
 * The server writes the cues (never a client) on the stream document, in `slideSync`; viewers
 * read them through the public slideCues call.
 */
/**
 * Cues the stream keeps. A viewer plays at most a live playlist behind live (10 segments of at
 * most 6 s); an operator rarely cuts 20 times in a minute.
 */
export const RECENT_CUES = 20;

export type CueSlide = { deckID: string; index: number; url: string; aspectRatio: number };

type CueBase = {
  /** 1, 2, 3...: the order of the stream's cues, the order the server committed them in. */
  seq: number;
  /** Program date-time in ms since the epoch; grows with seq. */
  at: number;
};

export type SlideCue = (CueBase & { kind: 'slide'; slide: CueSlide }) | (CueBase & { kind: 'hide' });

export type SlideSync = { seq: number; recent: SlideCue[] };

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : null);
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function readSlide(v: unknown): CueSlide | null {
  const s = record(v);
  const index = finite(s?.index);
  if (!s || typeof s.url !== 'string' || s.url === '' || index === null || index < 0) return null;
  return { deckID: text(s.deckID), index, url: s.url, aspectRatio: finite(s.aspectRatio) ?? 16 / 9 };
}

/** A stored cue, or null when it is not one. */
export function readCue(v: unknown): SlideCue | null {
  const c = record(v);
  const seq = finite(c?.seq);
  const at = finite(c?.at);
  if (!c || seq === null || at === null) return null;
  if (c.kind === 'hide') return { seq, at, kind: 'hide' };
  const slide = c.kind === 'slide' ? readSlide(c.slide) : null;
  return slide ? { seq, at, kind: 'slide', slide } : null;
}

export function readSlideSync(data: Record<string, unknown> | null | undefined): SlideSync {
  const recent = Array.isArray(data?.recent) ? data.recent.flatMap((v) => readCue(v) ?? []) : [];
  return { seq: finite(data?.seq) ?? 0, recent: recent.sort((a, b) => a.seq - b.seq) };
}

/** The recent cues with one more, the oldest dropped beyond RECENT_CUES. */
export function withCue(recent: readonly SlideCue[], cue: SlideCue): SlideCue[] {
  return [...recent, cue].slice(-RECENT_CUES);
}

/** A new cue's moment: the program time it was made at, never before the last cue (one order). */
export function cueMoment(programTimeMs: number, last: SlideCue | undefined): number {
  return last ? Math.max(Math.round(programTimeMs), last.at + 1) : Math.round(programTimeMs);
}

/**
 * What shows at a program moment: the slide of the last slide or hide cue at or before it (null:
 * hidden, or nothing cut yet). undefined when these cues cannot say: the moment is before the
 * oldest of them and older ones exist (`cues` starts after seq 1).
 */
export function slideAt(cues: readonly SlideCue[], atMs: number): CueSlide | null | undefined {
  let shown: CueSlide | null = null;
  let found = false;
  for (const cue of cues) {
    if (cue.at > atMs) break;
    shown = cue.kind === 'slide' ? cue.slide : null;
    found = true;
  }
  if (found) return shown;
  const complete = cues.length === 0 || cues[0].seq === 1;
  return complete ? null : undefined;
}
