/**
 * The local media server for real: nginx-rtmp takes an ffmpeg test source, ffmpeg writes HLS
 * with program date-time, the server's callbacks refuse wrong keys and second sources, a source
 * that leaves and comes back continues the same playlist, a killed encoder process is reported
 * and replaced, and the recording holds what was published.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, TestSource } from '@server/testing/test-source';
import { EncoderUnavailableError, type CreatedTranscoder } from '../port';
import { EncoderHarness } from './local-encoder-harness';

const publishUrl = (t: CreatedTranscoder, key = t.ingest.streamName) => `${t.ingest.rtmpUrl}/${key}`;

async function sendRaw(port: number, bytes: Buffer): Promise<void> {
  await new Promise<void>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.end(bytes));
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

describe('the local media server', () => {
  const harness = new EncoderHarness();
  beforeAll(() => harness.start());
  afterAll(() => harness.dispose());

  it('turns a published source into HLS with program date-time, refuses wrong keys and second sources, and records what was published', async () => {
    const encoder = harness.encoder;
    const transcoder = await encoder.create({ name: 'Main stage', options: { delay: 'low', type: 'video', quality: '720p' } });
    const id = transcoder.transcoderId;
    expect(transcoder.ingest.rtmpUrl).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
    expect(transcoder.ingest.streamName).toMatch(/^[0-9a-f]{32}$/);
    expect(transcoder.playbackUrl).toBe(`/hls/${id}/master.m3u8`);

    // Not started yet: nothing may publish.
    const early = new TestSource(publishUrl(transcoder), { seconds: 2 });
    expect((await early.exited).code).not.toBe(0);

    await encoder.start(id);
    expect(harness.names(id)).toEqual(['start.requested', 'start.complete']);
    const port = await encoder.rtmpPort();

    // Garbage and empty connections, and a wrong key: refused without disturbing anything.
    await sendRaw(port, randomBytes(4096));
    await sendRaw(port, Buffer.alloc(0));
    const wrongKey = new TestSource(publishUrl(transcoder, randomBytes(16).toString('hex')), { seconds: 2 });
    expect((await wrongKey.exited).code).not.toBe(0);
    expect(wrongKey.stderr).toMatch(/Input\/output error|Operation not permitted|Server error/);

    const first = new TestSource(publishUrl(transcoder), { seconds: 8 });
    await harness.event(id, 'video.started');

    const master = await fetch(`${harness.url}/hls/${id}/master.m3u8`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const masterText = await master.text();
    expect(masterText).toContain('RESOLUTION=1280x720');
    expect(masterText).toContain('v0/index.m3u8');
    const playlist = await (await fetch(`${harness.url}/hls/${id}/v0/index.m3u8`)).text();
    expect(playlist).toContain('#EXT-X-TARGETDURATION:2');
    const dates = [...playlist.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((m) => Date.parse(m[1]));
    expect(dates.length).toBeGreaterThan(0);
    expect(Math.abs(dates[0] - first.startedAt)).toBeLessThan(30_000);
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const part = await fetch(`${harness.url}/hls/${id}/v0/${segment}`, { headers: { range: 'bytes=0-187' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(188);
    expect(part.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${harness.url}/hls/${id}/%2e%2e/%2e%2e/nginx/nginx.conf`)).status).toBe(404);

    // A second source on the same key is refused; the first goes on.
    const second = new TestSource(publishUrl(transcoder), { seconds: 2 });
    expect((await second.exited).code).not.toBe(0);
    const metrics = await eventually('input metrics', async () => {
      const m = await encoder.metrics(id);
      return m.connected && m.bitsInKbps !== null && m.bitsInKbps > 0 && m;
    });
    expect(metrics.uptimeSeconds).toBeGreaterThan(0);

    // The source leaves and comes back: the same playlist continues after a discontinuity.
    expect((await first.exited).code).toBe(0);
    const stoppedAt = harness.events.length;
    await harness.event(id, 'video.stopped');
    const again = new TestSource(publishUrl(transcoder), { seconds: 4 });
    await harness.event(id, 'video.started', stoppedAt);
    expect((await again.exited).code).toBe(0);
    await harness.event(id, 'video.stopped', stoppedAt);
    const continued = await (await fetch(`${harness.url}/hls/${id}/v0/index.m3u8`)).text();
    expect(continued).toContain('#EXT-X-DISCONTINUITY');
    const numbers = [...continued.matchAll(/seg(\d+)\.ts/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    // Create recording: 8 s and 4 s were published.
    await encoder.record(id);
    const ready = await harness.event(id, 'recording.ready');
    expect(ready.objectType === 'recording' && ready.event === 'recording.ready' && ready.url).toBe(`/recordings/${id}.mp4`);
    const duration = ready.objectType === 'recording' && ready.event === 'recording.ready' ? ready.duration : 0;
    expect(Math.abs(duration - 12)).toBeLessThanOrEqual(2);
    const mp4 = await fetch(`${harness.url}/recordings/${id}.mp4`, { headers: { range: 'bytes=0-11' } });
    expect(mp4.status).toBe(206);
    expect(Buffer.from(await mp4.arrayBuffer()).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(harness.names(id)).toContain('stop.complete');
  }, 120_000);

  it("ends viewers' playlist after the segment playing at Stop live and serves it on, while the console's goes on", async () => {
    const encoder = harness.encoder;
    const transcoder = await encoder.create({ name: 'Ending', options: { delay: 'low', type: 'video', quality: '720p' } });
    const id = transcoder.transcoderId;
    const viewers = encoder.viewerPlayback!(transcoder.playbackUrl);
    expect(viewers).toBe(`/hls/${id}/viewer/master.m3u8`);
    expect(encoder.viewerPlayback!('https://cdn.example/x/master.m3u8')).toBeNull();
    await encoder.start(id);
    const source = new TestSource(publishUrl(transcoder), { seconds: 60 });
    const text = async (path: string) => {
      const res = await fetch(`${harness.url}/hls/${id}/${path}`);
      expect(res.status, path).toBe(200);
      return res.text();
    };
    const segments = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'));
    try {
      await harness.event(id, 'video.started');
      expect(await text('viewer/master.m3u8')).toBe(await text('master.m3u8'));
      // Viewers play what the console plays while on air.
      await eventually('two segments', async () => segments(await text('v0/index.m3u8')).length >= 2);
      expect(await text('viewer/v0/index.m3u8')).not.toContain('#EXT-X-ENDLIST');

      const stoppedAt = Date.now();
      const stopProgramTime = encoder.programTime(id, stoppedAt)!;
      await encoder.endViewing!(id, stoppedAt);
      const ended = await eventually('the ended playlist', async () => {
        const playlist = await text('viewer/v0/index.m3u8');
        return playlist.includes('#EXT-X-ENDLIST') && playlist;
      });
      expect(ended.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
      const starts = [...ended.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((m) => Date.parse(m[1]));
      const durations = [...ended.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]) * 1000);
      // The last segment listed is the one the source was sending at the stop.
      expect(starts.at(-1)).toBeLessThan(stopProgramTime);
      expect(starts.at(-1)! + durations.at(-1)!).toBeGreaterThanOrEqual(stopProgramTime);
      const last = segments(ended).at(-1)!;
      const segment = await fetch(`${harness.url}/hls/${id}/viewer/v0/${last}`);
      expect(segment.status).toBe(200);
      expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(0);

      // The console's playlist goes on past the viewers' end; theirs stays ended and served.
      await eventually('the console past the stop', async () => {
        const consoleList = segments(await text('v0/index.m3u8'));
        return consoleList.indexOf(last) < consoleList.length - 2;
      });
      expect(await text('viewer/v0/index.m3u8')).toBe(ended);

      // Go live again: viewers play the live playlist again.
      await encoder.resumeViewing!(id);
      expect(await text('viewer/v0/index.m3u8')).not.toContain('#EXT-X-ENDLIST');
    } finally {
      await source.stop();
    }
    await encoder.remove(id);
  }, 120_000);

  it('reports an encoder process killed mid-stream, replaces it and carries on with the same source', async () => {
    const encoder = harness.encoder;
    const transcoder = await encoder.create({ name: 'Audio', options: { delay: 'low', type: 'audio', quality: '720p' } });
    const id = transcoder.transcoderId;
    await encoder.start(id);
    const source = new TestSource(publishUrl(transcoder));
    try {
      await harness.event(id, 'audio.started');
      const pid = encoder.processes().get(id)!;
      const before = harness.events.length;
      process.kill(pid, 'SIGKILL');
      const failure = await harness.event(id, 'error', before);
      expect(failure.objectType === 'transcoder' && failure.message).toMatch(/SIGKILL.*restarted/);
      await harness.event(id, 'audio.stopped', before);
      await harness.event(id, 'audio.started', before);
      expect(encoder.processes().get(id)).not.toBe(pid);
    } finally {
      await source.stop();
    }
    await encoder.stop(id);
    await harness.event(id, 'stop.complete');
    const refused = new TestSource(publishUrl(transcoder), { seconds: 2 });
    expect((await refused.exited).code).not.toBe(0);
    await encoder.remove(id);
    expect((await fetch(`${harness.url}/hls/${id}/master.m3u8`)).status).toBe(404);
  });

  it('keeps the statistics page, which lists every stream key, from anyone else on this machine', async () => {
    const encoder = harness.encoder;
    const transcoder = await encoder.create({ name: 'Keys', options: { delay: 'low', type: 'audio', quality: '720p' } });
    const id = transcoder.transcoderId;
    await encoder.start(id);
    const source = new TestSource(publishUrl(transcoder));
    try {
      await harness.event(id, 'audio.started');
      // Any local account can find the loopback port (a port scan); the configuration says which.
      const config = readFileSync(join(harness.dataDir, 'encoder', 'nginx', 'nginx.conf'), 'utf8');
      const controlPort = Number(/http \{[\s\S]*listen 127\.0\.0\.1:(\d+);/.exec(config)![1]);
      for (const path of ['/stat', '/control/drop/publisher?app=live&name=' + transcoder.ingest.streamName, '/']) {
        const res = await fetch(`http://127.0.0.1:${controlPort}${path}`);
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toContain(transcoder.ingest.streamName);
      }
      // The server still reads it.
      const metrics = await eventually('input metrics', async () => {
        const m = await encoder.metrics(id);
        return m.connected && m.bitsInKbps !== null && m.bitsInKbps > 0 && m;
      });
      expect(metrics.uptimeSeconds).toBeGreaterThan(0);
    } finally {
      await source.stop();
    }
    await encoder.stop(id);
    await harness.event(id, 'stop.complete');
    await encoder.remove(id);
  }, 120_000);

  it('says clearly what is not installed', async () => {
    const missing = new EncoderHarness({ tools: { nginx: '/nonexistent/nginx', rtmpModule: '/nonexistent/rtmp.so' } });
    await missing.start();
    try {
      const attempt = missing.encoder.create({ name: 'x', options: { delay: 'low', type: 'video', quality: '720p' } });
      await expect(attempt).rejects.toBeInstanceOf(EncoderUnavailableError);
      await expect(attempt).rejects.toThrow(/not installed: missing nginx \(Debian package nginx\), the nginx RTMP module at \/nonexistent\/rtmp\.so \(Debian package libnginx-mod-rtmp\)/);
    } finally {
      await missing.dispose();
    }
  });
});
