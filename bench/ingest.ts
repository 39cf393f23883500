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
 *   4. latency on the app's pages as people open them (bench/ingest/pages), at each delay
 *      choice: a signed-out viewer on a site page with a Stream block and one on /watch, the
 *      operator on the live console, all at once in Chromium, each frame's display time minus
 *      its burnt-in capture time, and slide cuts made in the console timed to the viewers' pages
 *      painting the slide; targets at Low: viewer p50, console p50 and cut to slide p50 under 5 s.
 *      Beside them, the floor of that delay: the same stream in a blank page with hls.js and the
 *      app's live setting (section 2's viewer).
 * Wall-time figures include whatever else the machine is doing: the load average is printed.
 * Builds the app first (INGEST_SKIP_BUILD=1 uses the dist/ there is). Last line: one JSON object.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { newComponent, PALETTE } from '@domain/pages/component';
import { STREAM_ENCODER_SETTINGS } from '@domain/streams/stream';
import { DELAYS, type Delay, type Quality } from '@domain/streams/transcoder-options';
import type { HttpSession } from '@server/testing/http-session';
import { TempServer } from '@server/testing/temp-server';
import { firstPlayableSeconds, realTimeSpeed } from './ingest/hls-watch';
import { measurePages, type PagesFigures } from './ingest/pages';
import { clipSource, makeClip, timeCodedSource, type Source } from './ingest/sources';
import { measureGlassToGlass, type GlassToGlass } from './ingest/viewer';
import { newDeckDoc } from './support/deck-doc';

const MAX_STREAMS = Number(process.env.INGEST_MAX_STREAMS ?? 4);
const MEASURE_SECONDS = 20;
const REAL_TIME = 0.95;
const PAGE_SECONDS = Number(process.env.INGEST_PAGE_SECONDS ?? 24);
const PAGE_CUTS = Math.max(1, Math.round(PAGE_SECONDS / 5));
/** INGEST_PAGES_ONLY=1 runs section 4 alone; INGEST_PAGE_DELAYS=low,high picks its delays. */
const PAGES_ONLY = process.env.INGEST_PAGES_ONLY === '1';
/** INGEST_PAGE_QUALITY=1080p: the quality new transcoders get by default (720p, as the sections above, by default here). */
const PAGE_QUALITY: Quality = process.env.INGEST_PAGE_QUALITY === '1080p' ? '1080p' : '720p';
const PAGE_DELAYS = DELAYS.filter((d) => (process.env.INGEST_PAGE_DELAYS ?? 'low,medium,high').split(',').includes(d.value));
const TARGETS = { firstPlayableSegments: 2, glassToGlassLowSeconds: 6, browserViewerLowP50Seconds: 5, browserConsoleLowP50Seconds: 5, cutToViewerSlideLowP50Seconds: 5 };
const root = new URL('..', import.meta.url).pathname;
/** Numbered slides the pages show at once: SVGs in data: addresses (the app's CSP allows them). */
const slideImage = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#fff"/><text x="160" y="120" font-size="96" text-anchor="middle">${n}</text></svg>`)}`;
const DECK_SLIDES = 10;
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
  if (process.env.INGEST_SKIP_BUILD !== '1') {
    const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const server = new TempServer();
  await server.start();
  const clip = join(server.dataDir, 'clip-720p.mp4');
  makeClip(clip);
  const { browser, uid } = await server.signedUp('bench@example.com');
  const call = async (session: HttpSession, name: string, input: unknown) => {
    const res = await session.post(`/api/call/${name}`, input);
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${res.text}`);
    return res.json.result;
  };
  const { eventId } = await call(browser, 'createEvent', { title: 'Ingest bench', slug: 'ingest-bench', language: 'en', organizationId: null });

  async function liveStream(delay: Delay, title: string, streamType = 'default', quality: Quality = '720p'): Promise<Live> {
    const { streamId } = await call(browser, 'createStream', { eventId, stream: { title, streamType, videoStream: false } });
    const { transcoderId } = await call(browser, 'createLivestream', { eventId, streamId, options: { delay, type: 'video', quality } });
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
    for (const delay of PAGES_ONLY ? [] : DELAYS) {
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
    let glass: GlassToGlass | null = null;
    if (!PAGES_ONLY) {
      const timed = await liveStream('low', 'Glass to glass');
      const stamped = publish(timeCodedSource(timed.publishUrl));
      await firstPlayableSeconds(timed.playlistUrl, performance.now());
      glass = await measureGlassToGlass(server.url, `/hls/${timed.transcoderId}/master.m3u8`, MEASURE_SECONDS);
      await stamped.stop();
      await remove(timed);
      console.log(
        `Glass to glass at Low: median ${glass.medianSeconds} s, p95 ${glass.p95Seconds} s (min ${glass.minSeconds}, max ${glass.maxSeconds}; ${glass.samples} frames read, ${glass.unreadFrames} unreadable)`,
      );
    }

    // 3. 720p streams at once, until one falls behind real time.
    const ramp: { streams: number; speeds: (number | null)[]; cpuSharePerStream: number; realTime: boolean }[] = [];
    for (let n = 1; n <= (PAGES_ONLY ? 0 : MAX_STREAMS); n++) {
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

    // 4. On the app's pages, at each delay.
    const socket = await browser.socket();
    const deck = await socket.request({
      op: 'write',
      ops: [{ type: 'set', path: `events/${eventId}/decks/bench`, data: newDeckDoc(eventId, uid, 'Bench', Array.from({ length: DECK_SLIDES }, (_, i) => ({ url: slideImage(i + 1), notes: '', aspectRatio: 16 / 9 }))) }],
    });
    socket.close();
    if (!deck.ok) throw new Error(`the deck could not be written: ${JSON.stringify(deck.error)}`);
    const chromiumBrowser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--autoplay-policy=no-user-gesture-required'] });
    const pages: Partial<Record<Delay, PagesFigures & { floor: GlassToGlass }>> = {};
    try {
      for (const delay of PAGE_DELAYS) {
        const live = await liveStream(delay.value, `Pages ${delay.label}`, 'videocast', PAGE_QUALITY);
        await call(browser, 'chooseDeck', { eventId, streamId: live.streamId, deckId: 'bench' });
        const block = { ...newComponent(PALETTE.find((entry) => entry.key === 'stream')!, 'hall'), streamID: live.streamId };
        const { pageId } = await call(browser, 'createPage', { eventId, page: { title: `Hall ${delay.label}`, template: 'container', states: ['prelive', 'live'], tags: [] } });
        await call(browser, 'publishPage', { eventId, pageId, components: [block], baseRevision: 0 });
        const source = publish(timeCodedSource(live.publishUrl));
        await firstPlayableSeconds(live.playlistUrl, performance.now(), 90_000);
        // The encoder reports the source a moment after its first segment.
        for (let attempt = 0; ; attempt++) {
          const res = await browser.post('/api/call/goLive', { eventId, streamId: live.streamId });
          if (res.status === 200) break;
          if (attempt >= 60) throw new Error(`goLive kept answering ${res.status}: ${res.text}`);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const figures = await measurePages({ browser: chromiumBrowser, serverUrl: server.url, cookieHeader: browser.cookieHeader(), eventId, streamId: live.streamId, sitePageId: pageId, seconds: PAGE_SECONDS, cuts: PAGE_CUTS });
        const floor = await measureGlassToGlass(server.url, `/hls/${live.transcoderId}/master.m3u8`, MEASURE_SECONDS / 2);
        await source.stop();
        await remove(live);
        pages[delay.value] = { ...figures, floor };
        console.log(
          `Pages at ${delay.label} (${delay.chunkSize} s segments, ${PAGE_QUALITY}): viewer p50 ${figures.viewer.p50} s, p95 ${figures.viewer.p95} s (site ${figures.site.p50} s, /watch ${figures.watch.p50} s, last third ${figures.viewerLate.p50} s); console p50 ${figures.console.p50} s, p95 ${figures.console.p95} s; cut to viewer's slide p50 ${figures.cutToViewerSlide.p50} s, p95 ${figures.cutToViewerSlide.p95} s (${figures.cutToViewerSlide.cuts} cuts, ${figures.cutToViewerSlide.missed} not shown); floor (blank page) p50 ${floor.medianSeconds} s (load ${loadavg()[0]!.toFixed(2)})`,
        );
      }
    } finally {
      await chromiumBrowser.close();
    }
    const byDelay = <T>(pick: (figures: PagesFigures & { floor: GlassToGlass }) => T) => Object.fromEntries(Object.entries(pages).map(([delay, figures]) => [delay, pick(figures!)]));

    const sustained = ramp.filter((r) => r.realTime).at(-1)?.streams ?? 0;
    const capped = sustained === MAX_STREAMS;
    console.log(`720p streams at real-time speed at once: ${sustained}${capped ? ` (the bench stops at ${MAX_STREAMS}: INGEST_MAX_STREAMS)` : ''}`);
    const result = {
      bench: 'ingest',
      cores: availableParallelism(),
      loadAverage: round(loadavg()[0]!),
      firstPlayable,
      glassToGlassLow: glass && { ...glass, withinTarget: glass.medianSeconds < TARGETS.glassToGlassLowSeconds },
      cpuSharePer720pStream: ramp[0]?.cpuSharePerStream ?? null,
      realTime720pStreams: sustained,
      realTime720pStreamsCapped: capped,
      ramp,
      browserViewerSeconds: byDelay((f) => ({ p50: f.viewer.p50, p95: f.viewer.p95, samples: f.viewer.samples, siteP50: f.site.p50, watchP50: f.watch.p50 })),
      browserConsoleSeconds: byDelay((f) => ({ p50: f.console.p50, p95: f.console.p95, samples: f.console.samples })),
      cutToViewerSlideSeconds: byDelay((f) => ({ p50: f.cutToViewerSlide.p50, p95: f.cutToViewerSlide.p95, cuts: f.cutToViewerSlide.cuts, missed: f.cutToViewerSlide.missed })),
      blankPageFloorSeconds: byDelay((f) => ({ p50: f.floor.medianSeconds, p95: f.floor.p95Seconds })),
      withinTargets: {
        browserViewerLow: (pages.low?.viewer.p50 ?? Infinity) < TARGETS.browserViewerLowP50Seconds,
        browserConsoleLow: (pages.low?.console.p50 ?? Infinity) < TARGETS.browserConsoleLowP50Seconds,
        cutToViewerSlideLow: (pages.low?.cutToViewerSlide.p50 ?? Infinity) < TARGETS.cutToViewerSlideLowP50Seconds,
      },
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
