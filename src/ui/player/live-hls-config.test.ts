import Hls from 'hls.js';
import { describe, expect, it } from 'vitest';
import { DELAYS } from '@domain/streams/transcoder-choices';
import { LIVE_HLS_CONFIG } from './live-hls-config';

/**
 * What hls.js does with the app's live setting, in seconds behind the source, for a stream of
 * `segment`-second segments: a frame is listed once its segment is complete (up to one segment
 * after capture), the player aims `liveSyncDurationCount` segments behind the newest, a stall
 * moves that aim up to one segment further back, and past `liveMaxLatencyDurationCount` segments
 * behind the newest the player jumps back to its aim.
 */
const config = { ...Hls.DefaultConfig, ...LIVE_HLS_CONFIG };
const aimed = (segment: number) => segment * (1 + config.liveSyncDurationCount);
// hls.js adds liveSyncOnStallIncrease per stall to the aim, at most one segment in all.
const afterStalls = (segment: number) => aimed(segment) + segment;
const worstBeforeJump = (segment: number) => segment * (1 + config.liveMaxLatencyDurationCount);
const low = DELAYS.find((d) => d.value === 'low')!.chunkSize;

describe('the live player', () => {
  it('keeps a viewer of a Low stream under 5 s behind the source while playback runs', () => {
    expect(aimed(low)).toBeLessThan(5);
  });

  it('jumps back to live before a Low viewer is more than 8 s behind', () => {
    expect(worstBeforeJump(low)).toBeLessThanOrEqual(8);
  });

  it('does not jump back and forth: the aim after stalls is short of the jump', () => {
    for (const { chunkSize } of DELAYS) expect(afterStalls(chunkSize)).toBeLessThan(worstBeforeJump(chunkSize));
  });

  it('catches up after a stall by playing faster', () => {
    expect(config.lowLatencyMode).toBe(true);
    expect(config.maxLiveSyncPlaybackRate).toBeGreaterThan(1);
  });

  it('keeps each delay as labelled: a longer segment means a longer delay, never shorter than the segment', () => {
    const aims = DELAYS.map((d) => aimed(d.chunkSize));
    DELAYS.forEach((d, i) => {
      expect(aims[i]).toBeGreaterThan(d.chunkSize);
      if (i > 0) expect(aims[i]).toBeGreaterThan(aims[i - 1]!);
    });
  });
});
