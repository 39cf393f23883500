import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown';

const now = new Date('2026-05-01T10:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('countdownTo', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownTo(at(left), now)).toEqual({ kind: 'upcoming', days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds partial seconds down', () => {
    expect(countdownTo(at(61_999), now)).toEqual({ kind: 'upcoming', days: 0, hours: 0, minutes: 1, seconds: 1 });
  });

  it('counts whole days past a month', () => {
    expect(countdownTo(at(40 * 86_400_000), now)).toEqual({ kind: 'upcoming', days: 40, hours: 0, minutes: 0, seconds: 0 });
  });

  it('says the event has started once less than a second remains, and after', () => {
    expect(countdownTo(at(999), now)).toEqual({ kind: 'started' });
    expect(countdownTo(now, now)).toEqual({ kind: 'started' });
    expect(countdownTo(at(-86_400_000), now)).toEqual({ kind: 'started' });
  });

  it('has nothing to count without a valid date', () => {
    expect(countdownTo(null, now)).toEqual({ kind: 'no-date' });
    expect(countdownTo(new Date('not a date'), now)).toEqual({ kind: 'no-date' });
  });
});
