import { describe, expect, it } from 'vitest';
import { fasterPreset, lagLimitSeconds, RealTimeWatch } from './real-time-watch';

describe('a live run keeping up with its source', () => {
  const limit = lagLimitSeconds(2);
  const start = 1_000_000;

  it('is not behind while it makes a second of media each second, whenever it started', () => {
    const watch = new RealTimeWatch(limit);
    for (let s = 0; s <= 60; s++) expect(watch.behind(7 + s, start + s * 1000)).toBe(false);
  });

  it('rides out a short burst of load it makes up for', () => {
    const watch = new RealTimeWatch(limit);
    const media = [0, 1, 1.2, 1.4, 1.6, 3.5, 5.8, 7, 8];
    expect(media.map((m, s) => watch.behind(m, start + s * 1000))).not.toContain(true);
  });

  it('is behind once it lags past the limit: half a second of media per second for a few seconds', () => {
    const watch = new RealTimeWatch(limit);
    const answers = Array.from({ length: 12 }, (_, s) => watch.behind(s / 2, start + s * 1000));
    expect(answers.indexOf(true)).toBe(Math.floor(limit * 2) + 1);
  });

  it('allows a longer lag to longer segments, never under 3 s', () => {
    expect(lagLimitSeconds(2)).toBe(3);
    expect(lagLimitSeconds(6)).toBeGreaterThanOrEqual(6);
  });
});

describe('the preset of the run that replaces one behind real time', () => {
  it('gets faster step by step down to the fastest, then stays', () => {
    expect(fasterPreset('veryfast')).toBe('superfast');
    expect(fasterPreset('medium')).toBe('superfast');
    expect(fasterPreset('superfast')).toBe('ultrafast');
    expect(fasterPreset('ultrafast')).toBeNull();
  });
});
