/** The dashboard's "Event starts in" countdown (spec 000 section 2.9), split into whole units. */
export type Countdown =
  | { kind: 'no-date' }
  | { kind: 'started' }
  | { kind: 'upcoming'; days: number; hours: number; minutes: number; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole units left until `date`, rounded down; the event has started once less than a second remains. */
export function countdownTo(date: Date | null, now: Date): Countdown {
  if (!date || Number.isNaN(date.getTime())) return { kind: 'no-date' };
  const left = date.getTime() - now.getTime();
  if (left < SECOND) return { kind: 'started' };
  return {
    kind: 'upcoming',
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
