/**
 * bench:ingest — the local media server's live path (issue 13's benchmark).
 *
 * A real embedded server on a temporary data folder (its nginx-rtmp and ffmpeg transcoders, the
 * production x264 preset) takes real RTMP sources through the stream calls:
 *   1. seconds from a source starting to publish (the media server's count of the publisher's
 *      time) to the first playable segment (listed in the playlist and fetched), at each delay
 *      choice, 720p, and from the source process's start; target: within two segment durations;
 *   2. glass-to-glass latency at the Low delay: a source stamps each frame with the moment it
 *      made it (black and white blocks); Chromium plays the HLS through hls.js with the app's
 *      live setting and reads the stamp back from every frame it shows; target: under 6 s;
 *   3. CPU share of one live 720p stream (its transcoder's CPU seconds per wall second, 1 = one
 *      core) and how many 720p streams run at once at real-time speed: 1, 2, ... streams of a
 *      720p clip until one falls behind (media seconds out per wall second under 0.95) or
 *      MAX_STREAMS; the sources copy a pre-encoded clip, so the transcoders' work is measured.
 * Wall-time figures include whatever else the machine is doing: the load average is printed.
 * Last line: one JSON object.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { STREAM_ENCODER_SETTINGS } from '@domain/streams/stream';
import { DELAYS, type Delay } from '@domain/streams/transcoder-options';
import type { HttpSession } from '@server/testing/http-session';
import { TempServer } from '@server/testing/temp-server';
import { firstPlayableSeconds, realTimeSpeed } from './ingest/hls-watch';
import { clipSource, makeClip, timeCodedSource, type Source } from './ingest/sources';
import { measureGlassToGlass } from './ingest/viewer';

const MAX_STREAMS = Number(process.env.INGEST_MAX_STREAMS ?? 4);
const MEASURE_SECONDS = 20;
const REAL_TIME = 0.95;
const TARGETS = { firstPlayableSegments: 2, glassToGlassLowSeconds: 6 };
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

type Live = { streamId: string; transcoderId: string; publishUrl: string; playlistUrl: string };

/** CPU seconds so far of this process's live transcoders (ffmpeg writing HLS), by pid. */
function transcoderCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (!cmdline[0]?.endsWith('ffmpeg') || !cmdline.includes('hls')) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The process ended meanwhile.
    }
  }
  return cpu;
}

async function main() {
  const server = new TempServer();
  await server.start();
  const clip = join(server.dataDir, 'clip-720p.mp4');
  makeClip(clip);
  const { browser } = await server.signedUp('bench@example.com');
  const call = async (session: HttpSession, name: string, input: unknown) => {
    const res = await session.post(`/api/call/${name}`, input);
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${res.text}`);
    return res.json.result;
  };
  const { eventId } = await call(browser, 'createEvent', { title: 'Ingest bench', slug: 'ingest-bench', language: 'en', organizationId: null });

  async function liveStream(delay: Delay, title: string): Promise<Live> {
    const { streamId } = await call(browser, 'createStream', { eventId, stream: { title, streamType: 'default', videoStream: false } });
    const { transcoderId } = await call(browser, 'createLivestream', { eventId, streamId, options: { delay, type: 'video', quality: '720p' } });
    const settings = (await server.running.engine.get(STREAM_ENCODER_SETTINGS(eventId, streamId)))!.data;
    const publishUrl = `${settings.rtmp as string}/${(settings.transcoder as { stream_name: string }).stream_name}`;
    return { streamId, transcoderId, publishUrl, playlistUrl: `${server.url}/hls/${transcoderId}/v0/index.m3u8` };
  }
  const remove = (live: Live) => call(browser, 'deleteStream', { eventId, streamId: live.streamId });
  const sources: Source[] = [];
  const publish = (source: Source) => (sources.push(source), source);

  try {
    console.log(`Machine: ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

    // 1. First playable segment at each delay.
    const firstPlayable: Record<string, { seconds: number; fromSourceStartSeconds: number; segmentSeconds: number; withinTarget: boolean }> = {};
    for (const delay of DELAYS) {
      const live = await liveStream(delay.value, `First segment ${delay.label}`);
      const since = performance.now();
      const source = publish(clipSource(clip, live.publishUrl));
      const fromSourceStart = await firstPlayableSeconds(live.playlistUrl, since);
      // The media server has counted the publisher's time since it began to publish: the source
      // process's own start (slow on a loaded machine) is not the publish.
      const asked = performance.now();
      const { uptimeSeconds } = await call(browser, 'transcoderUptime', { eventId, streamId: live.streamId });
      if (typeof uptimeSeconds !== 'number') throw new Error('the media server did not report the source publishing');
      const seconds = fromSourceStart - (asked - since) / 1000 + uptimeSeconds;
      await source.stop();
      await remove(live);
      firstPlayable[delay.value] = { seconds: round(seconds), fromSourceStartSeconds: round(fromSourceStart), segmentSeconds: delay.chunkSize, withinTarget: seconds <= TARGETS.firstPlayableSegments * delay.chunkSize };
      console.log(`First playable segment, ${delay.label} (${delay.chunkSize} s segments): ${seconds.toFixed(2)} s after publishing (${fromSourceStart.toFixed(2)} s after the source process started)`);
    }

    // 2. Glass to glass at the Low delay.
    const timed = await liveStream('low', 'Glass to glass');
    const stamped = publish(timeCodedSource(timed.publishUrl));
    await firstPlayableSeconds(timed.playlistUrl, performance.now());
    const glass = await measureGlassToGlass(server.url, `/hls/${timed.transcoderId}/master.m3u8`, MEASURE_SECONDS);
    await stamped.stop();
    await remove(timed);
    console.log(
      `Glass to glass at Low: median ${glass.medianSeconds} s, p95 ${glass.p95Seconds} s (min ${glass.minSeconds}, max ${glass.maxSeconds}; ${glass.samples} frames read, ${glass.unreadFrames} unreadable)`,
    );

    // 3. 720p streams at once, until one falls behind real time.
    const ramp: { streams: number; speeds: (number | null)[]; cpuSharePerStream: number; realTime: boolean }[] = [];
    for (let n = 1; n <= MAX_STREAMS; n++) {
      const lives = await Promise.all(Array.from({ length: n }, (_, i) => liveStream('low', `Load ${n}.${i + 1}`)));
      const started = lives.map((live) => ({ live, since: performance.now(), source: publish(clipSource(clip, live.publishUrl)) }));
      await Promise.all(started.map(({ live, since }) => firstPlayableSeconds(live.playlistUrl, since)));
      const cpuBefore = transcoderCpu();
      const wallBefore = performance.now();
      const speeds = await Promise.all(lives.map((live) => realTimeSpeed(live.playlistUrl, MEASURE_SECONDS)));
      const wall = (performance.now() - wallBefore) / 1000;
      const cpuAfter = transcoderCpu();
      const cpuSeconds = [...cpuAfter].reduce((sum, [pid, seconds]) => sum + seconds - (cpuBefore.get(pid) ?? seconds), 0);
      await Promise.all(started.map(({ source }) => source.stop()));
      await Promise.all(lives.map(remove));
      const realTime = speeds.every((s) => s !== null && s >= REAL_TIME);
      ramp.push({ streams: n, speeds: speeds.map((s) => (s === null ? null : round(s))), cpuSharePerStream: round(cpuSeconds / wall / n), realTime });
      console.log(
        `${n} × 720p: speed ${speeds.map((s) => (s === null ? 'none' : `${s.toFixed(2)}x`)).join(', ')}; ${round(cpuSeconds / wall / n)} core per transcoder; ${realTime ? 'real time' : 'behind real time'} (load ${loadavg()[0]!.toFixed(2)})`,
      );
      if (!realTime) break;
    }

    const sustained = ramp.filter((r) => r.realTime).at(-1)?.streams ?? 0;
    const capped = sustained === MAX_STREAMS;
    console.log(`720p streams at real-time speed at once: ${sustained}${capped ? ` (the bench stops at ${MAX_STREAMS}: INGEST_MAX_STREAMS)` : ''}`);
    const result = {
      bench: 'ingest',
      cores: availableParallelism(),
      loadAverage: round(loadavg()[0]!),
      firstPlayable,
      glassToGlassLow: { ...glass, withinTarget: glass.medianSeconds < TARGETS.glassToGlassLowSeconds },
      cpuSharePer720pStream: ramp[0]?.cpuSharePerStream ?? null,
      realTime720pStreams: sustained,
      realTime720pStreamsCapped: capped,
      ramp,
      targets: TARGETS,
    };
    console.log(JSON.stringify(result));
  } finally {
    await Promise.all(sources.map((s) => s.stop()));
    await server.dispose();
    rmSync(clip, { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
