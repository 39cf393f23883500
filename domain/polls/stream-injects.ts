/**
 * Polls and Zoom meetings in step with the video (spec 001 sections 2.2, 4.2 and 7, issue 16),
 * as the slides are (domain/livetool/slide-cues.ts): activating or hiding a poll, or a Zoom
 * meeting, while the stream is live is a cue stamped with the stream's program date-time, kept on
 * the stream document in `injectSync`. A viewer's page shows the poll and the meeting of the last
 * cues at or before the moment its player shows. A cue carries what viewers are shown, so their
 * page reads the stream document alone.
 */
import type { ChartType, PollOption, PollType } from './poll';

/** Cues the stream keeps: polls and meetings change far less often than slides. */
export const RECENT_INJECTS = 20;

/** What a viewer's page shows of a poll (the vote goes to votePoll, which checks it is still active). */
export type InjectedPoll = { id: string; question: string; subtext: string; type: PollType; chart: ChartType; options: PollOption[] };
export type InjectedZoom = { id: string; topic: string; joinLink: string };

type CueBase = { seq: number; at: number };

export type InjectCue =
  | (CueBase & { kind: 'poll'; poll: InjectedPoll })
  | (CueBase & { kind: 'poll-hide' })
  | (CueBase & { kind: 'zoom'; zoom: InjectedZoom })
  | (CueBase & { kind: 'zoom-hide' });

export type InjectSync = { seq: number; recent: InjectCue[] };
/** A cue before the server stamps its place in the stream. */
export type InjectCueBody = InjectCue extends infer C ? (C extends InjectCue ? Omit<C, 'seq' | 'at'> : never) : never;

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : null);
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function readPoll(v: unknown): InjectedPoll | null {
  const p = record(v);
  if (!p || str(p.id) === '') return null;
  const options = Array.isArray(p.options) ? p.options.flatMap((o) => (record(o) ? [{ id: str(record(o)!.id), text: str(record(o)!.text) }] : [])) : [];
  return { id: str(p.id), question: str(p.question), subtext: str(p.subtext), type: (str(p.type) || 'select') as PollType, chart: (str(p.chart) || 'bar') as ChartType, options };
}

function readZoom(v: unknown): InjectedZoom | null {
  const z = record(v);
  return z && str(z.id) !== '' ? { id: str(z.id), topic: str(z.topic), joinLink: str(z.joinLink) } : null;
}

export function readInjectCue(v: unknown): InjectCue | null {
  const c = record(v);
  const seq = finite(c?.seq);
  const at = finite(c?.at);
  if (!c || seq === null || at === null) return null;
  if (c.kind === 'poll-hide' || c.kind === 'zoom-hide') return { seq, at, kind: c.kind };
  if (c.kind === 'poll') {
    const poll = readPoll(c.poll);
    return poll ? { seq, at, kind: 'poll', poll } : null;
  }
  if (c.kind === 'zoom') {
    const zoom = readZoom(c.zoom);
    return zoom ? { seq, at, kind: 'zoom', zoom } : null;
  }
  return null;
}

export function readInjectSync(data: Record<string, unknown> | null | undefined): InjectSync {
  const recent = Array.isArray(data?.recent) ? data.recent.flatMap((v) => readInjectCue(v) ?? []) : [];
  return { seq: finite(data?.seq) ?? 0, recent: recent.sort((a, b) => a.seq - b.seq) };
}

/** The sync with one more cue at `programTimeMs` (never before the last one: one order), the oldest dropped past RECENT_INJECTS. */
export function withInject(sync: InjectSync, programTimeMs: number, cue: InjectCueBody): { sync: InjectSync; cue: InjectCue } {
  const last = sync.recent.at(-1);
  const at = last ? Math.max(Math.round(programTimeMs), last.at + 1) : Math.round(programTimeMs);
  const made = { ...cue, seq: sync.seq + 1, at } as InjectCue;
  return { sync: { seq: made.seq, recent: [...sync.recent, made].slice(-RECENT_INJECTS) }, cue: made };
}

/** What a viewer sees at a program moment: the poll and the meeting of the last cues at or before it. */
export function injectsAt(cues: readonly InjectCue[], atMs: number): { poll: InjectedPoll | null; zoom: InjectedZoom | null } {
  let poll: InjectedPoll | null = null;
  let zoom: InjectedZoom | null = null;
  for (const cue of cues) {
    if (cue.at > atMs) break;
    if (cue.kind === 'poll') poll = cue.poll;
    else if (cue.kind === 'poll-hide') poll = null;
    else if (cue.kind === 'zoom') zoom = cue.zoom;
    else zoom = null;
  }
  return { poll, zoom };
}

/** Which poll and which Zoom meeting the stream shows now (the console's Activate / Hide). */
export function activeInjects(stream: Record<string, unknown> | null | undefined): { activePoll: string | null; activeZoom: string | null } {
  const id = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { activePoll: id(stream?.activePoll), activeZoom: id(stream?.activeZoom) };
}
