/**
 * Where a transcoder's HLS is in program date-time (the EXT-X-PROGRAM-DATE-TIME it writes)
 * relative to the wall clock, so that a slide cut can be stamped with the moment of the stream
 * the source is sending now. ffmpeg stamps a run's first segment with the time its muxer started
 * and every frame after with that plus the frame's timestamp: ahead of the moment the source
 * sent the frame by however long ffmpeg probed the source before it started, a different amount
 * for every run.
 *
 * A segment is complete the moment the next segment's first frame (whose program time is the
 * completed segment's end) arrives. So each time the playlist gains a segment, its end minus the
 * wall clock is the offset, less however long encoding, writing and noticing took. Those only
 * ever shorten a sample: the largest of the recent samples is the best estimate.
 */
export const CLOCK_SAMPLES = 8;

const PROGRAM_DATE_TIME = '#EXT-X-PROGRAM-DATE-TIME:';
const EXTINF = '#EXTINF:';

/** The last segment of a media playlist: its name and the program time it ends at (ms). */
export function lastSegmentEnd(playlist: string): { uri: string; endMs: number } | null {
  let start: number | null = null;
  let duration: number | null = null;
  let last: { uri: string; endMs: number } | null = null;
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    if (line.startsWith(PROGRAM_DATE_TIME)) start = Date.parse(line.slice(PROGRAM_DATE_TIME.length));
    else if (line.startsWith(EXTINF)) duration = Number.parseFloat(line.slice(EXTINF.length));
    else if (line !== '' && !line.startsWith('#')) {
      if (start !== null && Number.isFinite(start) && duration !== null && Number.isFinite(duration)) last = { uri: line, endMs: start + duration * 1000 };
      start = null;
      duration = null;
    }
  }
  return last;
}

export class ProgramClock {
  private samples: number[] = [];
  private lastUri: string | null = null;
  /** The previous run's offset, until this run completes its first segment. */
  private previous: number | null = null;

  /** A new ffmpeg run: its program time starts afresh; what the playlist lists so far is older. */
  restart(playlist: string): void {
    this.previous = this.offsetMs();
    this.samples = [];
    this.lastUri = lastSegmentEnd(playlist)?.uri ?? null;
  }

  /** The playlist as it was when the wall clock read `wallMs`. */
  observe(playlist: string, wallMs: number): void {
    const last = lastSegmentEnd(playlist);
    if (!last || last.uri === this.lastUri) return;
    this.lastUri = last.uri;
    this.samples = [...this.samples, last.endMs - wallMs].slice(-CLOCK_SAMPLES);
  }

  offsetMs(): number | null {
    return this.samples.length > 0 ? Math.max(...this.samples) : this.previous;
  }

  /** The program time of what the source sends at `wallMs`; null before any segment. */
  programTime(wallMs: number): number | null {
    const offset = this.offsetMs();
    return offset === null ? null : wallMs + offset;
  }
}
