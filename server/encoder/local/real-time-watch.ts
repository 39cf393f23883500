/**
 * Whether a live transcoder keeps up with its source (issue 29). ffmpeg reads the source as it
 * arrives; one that encodes slower than real time (a preset too heavy for a loaded machine: at
 * 1080p under load 15-20 on 2 cores, x264's veryfast made half a second of media per second)
 * lets the media wait in front of it, and every viewer falls further behind without end, whatever
 * the player does. Its lag is the wall time since its first progress minus the media it made
 * since; past the limit, the run is better replaced by one with a faster preset, which starts
 * from what the source sends now.
 */

/**
 * The preset a run that fell behind with `preset` is replaced with: superfast from any slower one
 * (at 1080p about three quarters of veryfast's work), then ultrafast (under half); null from the
 * fastest.
 */
export function fasterPreset(preset: string): string | null {
  if (preset === 'ultrafast') return null;
  return preset === 'superfast' ? 'ultrafast' : 'superfast';
}

/** How far a run may fall behind its source: a segment's length, at least 3 s (load comes in bursts). */
export const lagLimitSeconds = (segmentSeconds: number): number => Math.max(3, segmentSeconds);

export class RealTimeWatch {
  private origin: { wallMs: number; mediaSeconds: number } | null = null;

  constructor(private readonly limitSeconds: number) {}

  /** A progress report of the run (media seconds written by then); true once it lags past the limit. */
  behind(mediaSeconds: number, wallMs: number): boolean {
    if (this.origin === null) {
      this.origin = { wallMs, mediaSeconds };
      return false;
    }
    const lag = (wallMs - this.origin.wallMs) / 1000 - (mediaSeconds - this.origin.mediaSeconds);
    return lag > this.limitSeconds;
  }
}
