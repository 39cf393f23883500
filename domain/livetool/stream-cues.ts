/**
 * What viewers see of the live tool, in step with the video (issue 14). The production encoder
 * has no call that puts a slide into the stream, so the product keeps its own timeline: every
 * cut, hide and chapter made while viewers are on air is a cue stamped with the moment of the
 * stream it belongs to, in the stream's program date-time (the wall-clock time the HLS carries as
 * EXT-X-PROGRAM-DATE-TIME). A viewer's player shows, for each channel (the slide, the chapter...),
 * the last cue at or before the moment on its screen, so every viewer sees each slide with its
 * video whatever their delay behind live, after a late join or a seek.
 *
 * The server writes the cue log (never a client) in one document per stream,
 * `events/{eventId}/streams/{streamId}/viewer/{cueKey}`, which holds nothing but what viewers may
 * see; viewers listen to it live. Its id is the stream's `cueKey`, a secret of at least 128 random
 * bits: anyone may get the document by its path, nobody may list the collection, and the key
 * reaches a viewer only through watchStream, which checks what the event's site asks (a password,
 * a registration). Streams made before cue keys keep the id `cues` (LEGACY_CUE_KEY).
 *
 * Other features add their kinds here (a poll's activation, a presenter's slide goes through
 * `slide`): a kind, its payload reader and its channel.
 */
import { readInjectedPoll, readInjectedZoom, type InjectedPoll, type InjectedZoom } from '../polls/stream-injects';
import { STREAM } from '../streams/stream';

/** The stream's public documents: only what its viewers may see. */
export const STREAM_VIEWER_DOCS = (eventId: string, streamId: string) => `${STREAM(eventId, streamId)}/viewer`;
export const STREAM_CUES = (eventId: string, streamId: string, cueKey: string) => `${STREAM_VIEWER_DOCS(eventId, streamId)}/${cueKey}`;

/**
 * Cues the log keeps in full. A viewer plays at most a live playlist behind live (10 segments of
 * at most 6 s), and an operator rarely cuts 20 times a minute; older cues survive as the last one
 * of each channel (`earlier`). Every open page receives the whole log at each cue: it stays small.
 */
export const RECENT_CUES = 20;

export type CueSlide = { deckID: string; index: number; url: string; aspectRatio: number };
export type CueChapter = { title: string; description: string };

type CueBase = {
  /** 1, 2, 3...: the order of the stream's cues, the order the server committed them in. */
  seq: number;
  /** Program date-time in ms since the epoch; grows with seq. */
  at: number;
};

/** What a cue says; the server gives it its place (seq and at). */
export type CueContent =
  | { kind: 'slide'; slide: CueSlide }
  | { kind: 'hide' }
  | { kind: 'chapter'; chapter: CueChapter }
  // Polls and Zoom meetings (issue 16): activated and hidden from the console's Polls and Zooms tabs.
  | { kind: 'poll'; poll: InjectedPoll }
  | { kind: 'poll-hide' }
  | { kind: 'zoom'; zoom: InjectedZoom }
  | { kind: 'zoom-hide' };
export type CueKind = CueContent['kind'];
export type StreamCue = CueBase & CueContent;

/** The channel of each kind: what a viewer shows of a channel is its last cue. */
export const CUE_CHANNELS = { slide: 'slide', hide: 'slide', chapter: 'chapter', poll: 'poll', 'poll-hide': 'poll', zoom: 'zoom', 'zoom-hide': 'zoom' } as const satisfies Record<CueKind, string>;
export type CueChannel = (typeof CUE_CHANNELS)[CueKind];

export type CueLog = {
  seq: number;
  /** The most recent cues, oldest first. */
  recent: StreamCue[];
  /** Per channel, its last cue older than `recent`. */
  earlier: Partial<Record<CueChannel, StreamCue>>;
  /**
   * Whether viewers are on air (domain/livetool/on-air), changed as the operator goes live, stops,
   * or ends the stream: open pages ask for the video again at once instead of at their next poll.
   */
  onAir: boolean;
};

export const EMPTY_CUE_LOG: CueLog = { seq: 0, recent: [], earlier: {}, onAir: false };

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : null);
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function readSlide(v: unknown): CueSlide | null {
  const s = record(v);
  const index = finite(s?.index);
  if (!s || typeof s.url !== 'string' || s.url === '' || index === null || index < 0) return null;
  return { deckID: text(s.deckID), index, url: s.url, aspectRatio: finite(s.aspectRatio) ?? 16 / 9 };
}

function readChapter(v: unknown): CueChapter | null {
  const c = record(v);
  return c && typeof c.title === 'string' && c.title !== '' ? { title: c.title, description: text(c.description) } : null;
}

/** Each kind's content from stored data; null when it is not one. A kind this code does not know is left out. */
const CONTENT_READERS: { [K in CueKind]: (cue: Record<string, unknown>) => Extract<CueContent, { kind: K }> | null } = {
  slide: (c) => {
    const slide = readSlide(c.slide);
    return slide ? { kind: 'slide', slide } : null;
  },
  hide: () => ({ kind: 'hide' }),
  chapter: (c) => {
    const chapter = readChapter(c.chapter);
    return chapter ? { kind: 'chapter', chapter } : null;
  },
  poll: (c) => {
    const poll = readInjectedPoll(c.poll);
    return poll ? { kind: 'poll', poll } : null;
  },
  'poll-hide': () => ({ kind: 'poll-hide' }),
  zoom: (c) => {
    const zoom = readInjectedZoom(c.zoom);
    return zoom ? { kind: 'zoom', zoom } : null;
  },
  'zoom-hide': () => ({ kind: 'zoom-hide' }),
};

const isKind = (v: unknown): v is CueKind => typeof v === 'string' && Object.hasOwn(CONTENT_READERS, v);

/** A stored cue, or null when it is not one. */
export function readCue(v: unknown): StreamCue | null {
  const c = record(v);
  const seq = finite(c?.seq);
  const at = finite(c?.at);
  if (!c || seq === null || at === null || !isKind(c.kind)) return null;
  const content = CONTENT_READERS[c.kind](c);
  return content ? { seq, at, ...content } : null;
}

/** The stored log, whatever the document holds (a missing document: nothing cut yet). */
export function readCueLog(data: Record<string, unknown> | null | undefined): CueLog {
  const recent = Array.isArray(data?.recent) ? data.recent.flatMap((v) => readCue(v) ?? []) : [];
  const earlier: CueLog['earlier'] = {};
  for (const [channel, stored] of Object.entries(record(data?.earlier) ?? {})) {
    const cue = readCue(stored);
    if (cue && CUE_CHANNELS[cue.kind] === channel) earlier[CUE_CHANNELS[cue.kind]] = cue;
  }
  return { seq: finite(data?.seq) ?? 0, recent: recent.sort((a, b) => a.seq - b.seq), earlier, onAir: data?.onAir === true };
}

/** A new cue's moment: the program time it was made at, never before the last cue (one order). */
export function cueMoment(programTimeMs: number, last: StreamCue | undefined): number {
  return last ? Math.max(Math.round(programTimeMs), last.at + 1) : Math.round(programTimeMs);
}

/** The log with one more cue at `programTimeMs`; the oldest beyond RECENT_CUES become their channel's `earlier`. */
export function withCue(log: CueLog, content: CueContent, programTimeMs: number): { log: CueLog; cue: StreamCue } {
  const cue = { seq: log.seq + 1, at: cueMoment(programTimeMs, log.recent.at(-1)), ...content } as StreamCue;
  const all = [...log.recent, cue];
  const dropped = all.slice(0, Math.max(0, all.length - RECENT_CUES));
  const earlier = { ...log.earlier };
  for (const old of dropped) earlier[CUE_CHANNELS[old.kind]] = old;
  return { log: { ...log, seq: cue.seq, recent: all.slice(dropped.length), earlier }, cue };
}

/**
 * The last cue of a channel at or before a program moment; null when there is none. A moment
 * older than everything kept gets the oldest cue known of the channel: the best the log can tell.
 */
export function cueAt(log: CueLog, channel: CueChannel, atMs: number): StreamCue | null {
  let shown: StreamCue | null = log.earlier[channel] ?? null;
  for (const cue of log.recent) {
    if (cue.at > atMs) break;
    if (CUE_CHANNELS[cue.kind] === channel) shown = cue;
  }
  return shown;
}

/**
 * Whether a viewer sees the same at both program moments: the same cue on every channel (slide,
 * chapter, poll, Zoom). null: the player tells no moment.
 */
export function showsAlike(log: CueLog | null, a: number | null, b: number | null): boolean {
  if (a === null || b === null || log === null) return a === b || (log === null && (a === null) === (b === null));
  const channels = new Set<CueChannel>(Object.values(CUE_CHANNELS));
  return [...channels].every((channel) => cueAt(log, channel, a) === cueAt(log, channel, b));
}

/** The slide shown at a program moment: null when hidden or nothing was cut yet. */
export function slideAt(log: CueLog, atMs: number): CueSlide | null {
  const cue = cueAt(log, 'slide', atMs);
  return cue?.kind === 'slide' ? cue.slide : null;
}

/** The poll shown at a program moment: null when hidden or none was activated. */
export function pollAt(log: CueLog, atMs: number): InjectedPoll | null {
  const cue = cueAt(log, 'poll', atMs);
  return cue?.kind === 'poll' ? cue.poll : null;
}

/** The Zoom meeting shown at a program moment: null when hidden or none was activated. */
export function zoomAt(log: CueLog, atMs: number): InjectedZoom | null {
  const cue = cueAt(log, 'zoom', atMs);
  return cue?.kind === 'zoom' ? cue.zoom : null;
}

/** The chapter a program moment is in: null before the first chapter mark. */
export function chapterAt(log: CueLog, atMs: number): CueChapter | null {
  const cue = cueAt(log, 'chapter', atMs);
  return cue?.kind === 'chapter' ? cue.chapter : null;
}
