import { describe, expect, it } from 'vitest';
import { lastSegmentEnd, ProgramClock } from './program-clock';

const T0 = Date.parse('2026-11-25T18:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A media playlist as ffmpeg writes it with program_date_time: 2 s segments from `first`. */
function playlist(first: number, count: number, startMs = T0): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${first}`];
  for (let n = first; n < first + count; n++) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(startMs + n * 2000)}`, '#EXTINF:2.000000,', `seg${n}.ts`);
  return lines.join('\n') + '\n';
}

describe('the program clock', () => {
  it('reads the last segment and the program time it ends at', () => {
    expect(lastSegmentEnd(playlist(0, 3))).toEqual({ uri: 'seg2.ts', endMs: T0 + 6000 });
    expect(lastSegmentEnd('#EXTM3U\n')).toBeNull();
  });

  it('knows nothing before a segment, then places the wall clock on the program time by the freshest sample', () => {
    const clock = new ProgramClock();
    clock.restart('');
    expect(clock.programTime(T0)).toBeNull();
    // The program time runs 1.5 s ahead of the wall clock; each segment is seen 20-300 ms after it completes.
    clock.observe(playlist(0, 1), T0 + 2000 - 1500 + 300);
    clock.observe(playlist(0, 2), T0 + 4000 - 1500 + 20);
    clock.observe(playlist(0, 2), T0 + 4000 - 1500 + 900); // the same playlist again: no new sample
    expect(clock.programTime(T0 + 10_000)).toBe(T0 + 10_000 + 1500 - 20);
  });

  it('keeps the previous run’s offset across a restart until the new run completes a segment', () => {
    const clock = new ProgramClock();
    clock.restart('');
    clock.observe(playlist(0, 1), T0 + 2000 - 1000);
    const before = playlist(0, 1);
    clock.restart(before);
    clock.observe(before, T0 + 60_000); // what the old run wrote is no sample of the new one
    expect(clock.programTime(T0)).toBe(T0 + 1000);
    const rerun = T0 + 100_000;
    clock.observe(before + `#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:${iso(rerun)}\n#EXTINF:2.000000,\nseg1.ts\n`, rerun + 2000 - 3000);
    expect(clock.programTime(T0)).toBe(T0 + 3000);
  });
});
