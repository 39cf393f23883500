/**
 * bench:slidesync — slides in step with the video (issue 14's benchmark).
 *
 * The embedded server as its own process (`server/main.ts`, serving the built app), its local
 * media server and ffmpeg transcoders, a time-coded source (each frame carries the moment it was
 * made, as black and white blocks: bench/ingest/time-code):
 *   1. slide to frame: at two delay choices (Low, 2 s segments; High, 6 s), a signed-out viewer
 *      plays the stream on the app's /watch page in Chromium while the operator makes CUTS cuts
 *      over HTTP, 1 to 2 s apart. For each cut, the offset between the page painting the cut's
 *      slide and the player showing the first frame captured at or after the cut (positive: the
 *      slide comes later); p50 and p99 of its size; target: p99 under 500 ms;
 *   2. operator action to every device: 500 signed-out viewers listening to the stream's cue log
 *      and 3 operator consoles to the stream document, each on its own WebSocket; FANOUT_CUTS
 *      cuts one after another, each timed from sending the call to each device having it and to
 *      the last device having it; target: p99 to every device under 250 ms.
 * Wall-time figures include whatever else the machine is doing: the load average is printed.
 * Builds the app first (SLIDESYNC_SKIP_BUILD=1 uses the dist/ there is). Last line: one JSON object.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { STREAM_ENCODER_SETTINGS } from '@domain/streams/stream';
import { DELAYS, type Delay } from '@domain/streams/transcoder-options';
import { HttpSession } from '@server/testing/http-session';
import { ServerProcess } from '@server/testing/server-process';
import { signUpAndFollow } from '@server/testing/sign-up-link';
import { BENCH_PASSWORD } from './support/bench-account';
import { newDeckDoc } from './support/deck-doc';
import { firstPlayableSeconds } from './ingest/hls-watch';
import { timeCodedSource, type Source } from './ingest/sources';
import { measureFanout, type Fanout } from './slidesync/fanout';
import { offsets, ViewerProbe } from './slidesync/viewer-probe';

const CUTS = Number(process.env.SLIDESYNC_CUTS ?? 50);
const FANOUT_CUTS = Number(process.env.SLIDESYNC_FANOUT_CUTS ?? 100);
const VIEWERS = 500;
const OPERATORS = 3;
const MEASURED_DELAYS: Delay[] = ['low', 'high'];
const SYNC_SLIDES = 10;
const TARGETS = { slideToFrameP99Ms: 500, actionToEveryDeviceP99Ms: 250 };
const root = new URL('..', import.meta.url).pathname;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A slide image the page can show at once: a numbered SVG in a data: address (the app's CSP allows them). */
const slideImage = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#fff"/><text x="160" y="120" font-size="96" text-anchor="middle">${n}</text></svg>`)}`;
/** A deck of slides whose images `url` gives (slides are usually files of the server: short addresses). */
const slidesOf = (count: number, url: (n: number) => string) => Array.from({ length: count }, (_, i) => ({ url: url(i + 1), notes: '', aspectRatio: 16 / 9 }));

type SyncFigures = { delay: Delay; segmentSeconds: number; cuts: number; matched: number; p50Ms: number; p99Ms: number; medianSignedMs: number; earliestMs: number; latestMs: number };

async function main() {
  if (process.env.SLIDESYNC_SKIP_BUILD !== '1') {
    const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const server = new ServerProcess();
  await server.start();
  const operator = new HttpSession(server.url);
  const sources: Source[] = [];
  try {
    console.log(`Machine: ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const author = await signUpAndFollow(operator, server.operatorKey(), 'slidesync@example.com', BENCH_PASSWORD);
    const call = async (name: string, input: unknown) => {
      const res = await operator.post(`/api/call/${name}`, input);
      if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${res.text}`);
      return res.json.result;
    };
    const { eventId } = await call('createEvent', { title: 'Slide sync bench', slug: 'slide-sync-bench', language: 'en', organizationId: null });
    const socket = await operator.socket();
    const write = await socket.request({
      op: 'write',
      ops: [
        { type: 'set', path: `events/${eventId}/decks/sync`, data: newDeckDoc(eventId, author, 'Sync', slidesOf(SYNC_SLIDES, slideImage)) },
        { type: 'set', path: `events/${eventId}/decks/fanout`, data: newDeckDoc(eventId, author, 'Fan-out', slidesOf(FANOUT_CUTS + 1, (n) => `/files/bench/slides/slide-${n}.png`)) },
      ],
    });
    if (!write.ok) throw new Error(`the decks could not be written: ${JSON.stringify(write.error)}`);

    async function onAir(delay: Delay) {
      const { streamId } = await call('createStream', { eventId, stream: { title: `Sync ${delay}`, streamType: 'videocast', videoStream: false } });
      const { transcoderId } = await call('createLivestream', { eventId, streamId, options: { delay, type: 'video', quality: '720p' } });
      const settings = (await socket.subscribe({ doc: STREAM_ENCODER_SETTINGS(eventId, streamId) })).first!.doc.data as { rtmp: string; transcoder: { stream_name: string } };
      await call('chooseDeck', { eventId, streamId, deckId: 'sync' });
      const source = timeCodedSource(`${settings.rtmp}/${settings.transcoder.stream_name}`);
      sources.push(source);
      await firstPlayableSeconds(`${server.url}/hls/${transcoderId}/v0/index.m3u8`, performance.now(), 90_000);
      // The encoder reports the source a moment after its first segment.
      for (let attempt = 0; ; attempt++) {
        const res = await operator.post('/api/call/goLive', { eventId, streamId });
        if (res.status === 200) break;
        if (attempt >= 60) throw new Error(`goLive kept answering ${res.status}: ${res.text}`);
        await pause(500);
      }
      return { streamId, source };
    }

    // 1. Slide to frame, at each delay.
    const sync: SyncFigures[] = [];
    let fanoutStream: { streamId: string; source: Source } | null = null;
    for (const delay of MEASURED_DELAYS) {
      const segmentSeconds = DELAYS.find((d) => d.value === delay)!.chunkSize;
      const live = await onAir(delay);
      const viewer = await ViewerProbe.open(`${server.url}/watch/${eventId}/${live.streamId}`);
      try {
        await viewer.playing();
        await viewer.shows('Slide 1');
        const cuts: { cutAt: number; alt: string }[] = [];
        for (let i = 1; i <= CUTS; i++) {
          await pause(1000 + Math.random() * 1000);
          const index = i % SYNC_SLIDES;
          const cutAt = Date.now();
          await call('cutSlide', { eventId, streamId: live.streamId, deckId: 'sync', index });
          cuts.push({ cutAt, alt: `Slide ${index + 1}` });
        }
        await viewer.shows(cuts.at(-1)!.alt, (4 * segmentSeconds + 30) * 1000);
        await viewer.framesFrom(cuts.at(-1)!.cutAt);
        const { frames, slides } = await viewer.record();
        const found = offsets(cuts, frames, slides).filter((o): o is number => o !== null);
        if (found.length === 0) throw new Error(`no cut could be matched: ${frames.length} frames read, ${slides.length} slide changes`);
        const sizes = found.map(Math.abs).sort((a, b) => a - b);
        const signed = [...found].sort((a, b) => a - b);
        const figures = {
          delay,
          segmentSeconds,
          cuts: CUTS,
          matched: found.length,
          p50Ms: round(percentile(sizes, 50)),
          p99Ms: round(percentile(sizes, 99)),
          medianSignedMs: round(percentile(signed, 50)),
          earliestMs: round(signed[0]!),
          latestMs: round(signed.at(-1)!),
        };
        sync.push(figures);
        console.log(
          `Slide to frame at ${delay} (${segmentSeconds} s segments): p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (signed median ${figures.medianSignedMs} ms, from ${figures.earliestMs} to ${figures.latestMs}; ${found.length} of ${CUTS} cuts matched; load ${loadavg()[0]!.toFixed(2)})`,
        );
      } finally {
        await viewer.close();
      }
      if (!fanoutStream) fanoutStream = live;
      else await live.source.stop();
    }

    // 2. Operator action to every device.
    const { streamId } = fanoutStream!;
    await call('chooseDeck', { eventId, streamId, deckId: 'fanout' });
    const fanout: Fanout = await measureFanout({ baseUrl: server.url, cookie: operator.cookieHeader(), eventId, streamId, deckId: 'fanout', viewers: VIEWERS, operators: OPERATORS, cuts: FANOUT_CUTS });
    console.log(
      `Operator action to ${VIEWERS} viewers and ${OPERATORS} consoles: each device p50 ${fanout.perDevice.p50} ms, p99 ${fanout.perDevice.p99} ms; every device p50 ${fanout.toEveryDevice.p50} ms, p99 ${fanout.toEveryDevice.p99} ms (${FANOUT_CUTS} cuts; load ${loadavg()[0]!.toFixed(2)})`,
    );
    socket.close();

    const worstSync = Math.max(...sync.map((s) => s.p99Ms));
    console.log(
      JSON.stringify({
        bench: 'slidesync',
        cores: availableParallelism(),
        loadAverage: Math.round(loadavg()[0]! * 100) / 100,
        slideToFrame: sync,
        actionToDevices: { viewers: VIEWERS, operators: OPERATORS, cuts: FANOUT_CUTS, ...fanout },
        withinTargets: { slideToFrame: worstSync < TARGETS.slideToFrameP99Ms, actionToEveryDevice: fanout.toEveryDevice.p99 < TARGETS.actionToEveryDeviceP99Ms },
        targets: TARGETS,
      }),
    );
  } finally {
    await Promise.all(sources.map((s) => s.stop()));
    // Stopped as an operator would, so it stops its media server and transcoders too.
    if (server.running) await server.kill('SIGTERM');
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
