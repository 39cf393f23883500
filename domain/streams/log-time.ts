/**
 * Seconds into a stream for its log entries (spec 001 section 4.1): now, less 13 s, less the
 * accumulated downtime, less 3 s per earlier restart, less the first start time. Never below 0:
 * an entry in the first 13 s is at the start.
 */
import type { StartTime } from './stream';

export const LOG_TIME_OFFSET_MS = 13_000;
export const RESTART_ALLOWANCE_MS = 3_000;

export function logTime(nowMs: number, startTimes: readonly StartTime[]): number {
  if (startTimes.length === 0) return 0;
  const downtime = startTimes.reduce((sum, entry) => sum + entry.downTime, 0);
  const restarts = startTimes.length - 1;
  const ms = nowMs - LOG_TIME_OFFSET_MS - downtime - RESTART_ALLOWANCE_MS * restarts - startTimes[0].startTime;
  return Math.max(0, Math.round(ms) / 1000);
}

/** The start times after a go live at `nowMs`; `lastDropMs` is when the stream last stopped being live. */
export function withRestart(startTimes: readonly StartTime[], nowMs: number, lastDropMs: number | null): StartTime[] {
  const downTime = startTimes.length > 0 && lastDropMs !== null ? Math.max(0, nowMs - lastDropMs) : 0;
  return [...startTimes, { startTime: nowMs, downTime }];
}
