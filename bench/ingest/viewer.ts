/**
 * A viewer in Chromium playing a live HLS stream through hls.js with the app's live setting, and
 * reading the capture time back from every frame it shows: glass-to-glass latency is the frame's
 * display time minus the moment the source made it (one clock: the same machine).
 */
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { LIVE_HLS_CONFIG } from '@/ui/player/live-hls-config';
import { TIME_CODE } from './time-code';

const hlsScript = createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js');

export type GlassToGlass = { samples: number; unreadFrames: number; medianSeconds: number; p95Seconds: number; minSeconds: number; maxSeconds: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Plays `playlistPath` on `serverUrl` and measures for `seconds` once the first frame is shown. */
export async function measureGlassToGlass(serverUrl: string, playlistPath: string, seconds: number): Promise<GlassToGlass> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles through a helper the page lacks; the page gets a no-op one.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    // The page is on the server's origin, so hls.js reads the HLS as the app's player does.
    await page.route(`${serverUrl}/bench-viewer`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>viewer</title><video muted playsinline></video>' }),
    );
    await page.goto(`${serverUrl}/bench-viewer`);
    await page.addScriptTag({ path: hlsScript });
    await page.evaluate(
      ({ src, config, reader, width, height }) => {
        const read = new Function(`return ${reader}`)() as (pixels: Uint8ClampedArray, now: number) => number | null;
        const video = document.querySelector('video')!;
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        const state = { latencies: [] as number[], unread: 0, firstShownAt: 0 };
        Object.assign(window, { benchState: state });
        const onFrame = (_now: number, frame: VideoFrameCallbackMetadata) => {
          const shownAt = performance.timeOrigin + frame.expectedDisplayTime;
          context.drawImage(video, 0, 0, width, height);
          const captured = read(context.getImageData(0, 0, width, height).data, shownAt);
          if (captured === null) state.unread++;
          else state.latencies.push(shownAt - captured);
          state.firstShownAt ||= Date.now();
          video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
        const Hls = (window as unknown as { Hls: new (c: object) => { loadSource(s: string): void; attachMedia(v: HTMLVideoElement): void } }).Hls;
        const hls = new Hls(config);
        hls.loadSource(src);
        hls.attachMedia(video);
        void video.play();
      },
      { src: playlistPath, config: { ...LIVE_HLS_CONFIG }, reader: TIME_CODE.reader, width: TIME_CODE.width, height: TIME_CODE.height },
    );
    const state = () => page.evaluate(() => (window as unknown as { benchState: { latencies: number[]; unread: number; firstShownAt: number } }).benchState);
    await page.waitForFunction(() => (window as unknown as { benchState: { firstShownAt: number } }).benchState.firstShownAt > 0, undefined, { timeout: 60_000, polling: 200 });
    await page.waitForTimeout(seconds * 1000);
    const { latencies, unread } = await state();
    if (latencies.length === 0) throw new Error(`the viewer showed ${unread} frames and none carried a readable time code`);
    const sorted = latencies.map((ms) => ms / 1000).sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      samples: sorted.length,
      unreadFrames: unread,
      medianSeconds: round(percentile(sorted, 50)),
      p95Seconds: round(percentile(sorted, 95)),
      minSeconds: round(sorted[0]!),
      maxSeconds: round(sorted.at(-1)!),
    };
  } finally {
    await browser.close();
  }
}
