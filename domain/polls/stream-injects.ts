/**
 * Polls and Zoom meetings in step with the video (spec 001 sections 2.2, 4.2 and 7, issue 16): an
 * operator's Activate and Hide, while viewers are on air, are cues of the stream's cue log
 * (domain/livetool/stream-cues.ts, channels `poll` and `zoom`), stamped with the moment of the
 * stream they belong to. A cue carries what viewers are shown, so their page reads the log alone;
 * the vote itself goes to votePoll, which checks the poll is still active.
 */
import { CHART_TYPES, POLL_TYPES, type ChartType, type PollOption, type PollType } from './poll-kinds';

export type InjectedPoll = { id: string; question: string; subtext: string; type: PollType; chart: ChartType; options: PollOption[] };
export type InjectedZoom = { id: string; topic: string; joinLink: string };

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function readInjectedPoll(v: unknown): InjectedPoll | null {
  const p = record(v);
  if (!p || str(p.id) === '' || !(POLL_TYPES as readonly string[]).includes(str(p.type))) return null;
  const options = Array.isArray(p.options) ? p.options.flatMap((o) => (record(o) && str(record(o)!.id) !== '' ? [{ id: str(record(o)!.id), text: str(record(o)!.text) }] : [])) : [];
  const chart = ((CHART_TYPES as readonly string[]).includes(str(p.chart)) ? p.chart : 'bar') as ChartType;
  return { id: str(p.id), question: str(p.question), subtext: str(p.subtext), type: p.type as PollType, chart, options };
}

export function readInjectedZoom(v: unknown): InjectedZoom | null {
  const z = record(v);
  return z && str(z.id) !== '' && str(z.joinLink).startsWith('https://') ? { id: str(z.id), topic: str(z.topic), joinLink: str(z.joinLink) } : null;
}

/** Which poll and which Zoom meeting the stream shows now (the console's Activate / Hide). */
export function activeInjects(stream: Record<string, unknown> | null | undefined): { activePoll: string | null; activeZoom: string | null } {
  const id = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { activePoll: id(stream?.activePoll), activeZoom: id(stream?.activeZoom) };
}
