/**
 * A live transcoder too slow for its source (issue 29): x264's placebo preset at 1080p cannot
 * make a second of video in a second on any machine, so viewers would fall further behind for as
 * long as it ran. The run is replaced by one with a faster preset, which keeps up, and the source
 * is never reported stopped meanwhile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, TestSource } from '@server/testing/test-source';
import { EncoderHarness } from './local-encoder-harness';

/** The x264 preset of each running live ffmpeg that writes this transcoder's HLS. */
function runningPresets(transcoderId: string): string[] {
  const presets: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.some((a) => a.includes(transcoderId)) && args.includes('hls')) presets.push(args[args.indexOf('-preset') + 1]!);
    } catch {
      // The process ended meanwhile.
    }
  }
  return presets;
}

describe('a live transcoder behind real time', () => {
  const harness = new EncoderHarness({ x264Preset: 'placebo' });
  beforeAll(() => harness.start());
  afterAll(() => harness.dispose());

  it('is replaced by a faster one that keeps up, without the source being reported stopped', { timeout: 120_000 }, async () => {
    const transcoder = await harness.encoder.create({ name: 'Main stage', options: { delay: 'low', type: 'video', quality: '1080p' } });
    const id = transcoder.transcoderId;
    await harness.encoder.start(id);
    const source = new TestSource(`${transcoder.ingest.rtmpUrl}/${transcoder.ingest.streamName}`, { size: '1280x720', fps: 25 });
    try {
      await eventually('the placebo run', () => runningPresets(id).includes('placebo'), 30_000);
      await eventually('the faster run', () => runningPresets(id).join() === 'superfast', 60_000);
      await harness.event(id, 'video.started');
      // Every segment stays on disk for the recording.
      const segments = () => readdirSync(`${harness.dataDir}/encoder/transcoders/${id}/hls/v0`).filter((name) => name.endsWith('.ts')).length;
      const listed = segments();
      await eventually('segments from the faster run', () => segments() >= listed + 2, 30_000);
      expect(runningPresets(id)).toEqual(['superfast']);
      expect(harness.names(id)).not.toContain('video.stopped');
      expect(harness.names(id)).not.toContain('error');
    } finally {
      await source.stop();
    }
  });
});
