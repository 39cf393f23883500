/**
 * Latency on the app's own pages as people open them, in one Chromium: a signed-out viewer on a
 * site page with a Stream block, another on the /watch page, and the signed-in operator on the
 * live console (`/livetool/{stream}`). Every video frame each page shows is read back
 * (bench/ingest/time-code): its latency is its display time minus the moment the source made it
 * (one clock: the same machine). Meanwhile the operator cuts slides in the console with the
 * keyboard (right arrow, space), and each cut is timed from the key to the viewers' pages
 * painting its slide.
 */
import type { Browser, Page } from '@playwright/test';
import { TIME_CODE } from './time-code';

/** [shown at, captured at] (ms since the epoch) */
type ShownFrame = [number, number];
/** [the slide's alt text (null: none), painted at (ms since the epoch)] */
type ShownSlide = [string | null, number];
type Probe = { frames: ShownFrame[]; slides: ShownSlide[] };

/** Runs in each page before its own scripts: every frame of every video, every slide change. */
const PROBE = `
window.__name = (fn) => fn;
window.latencyProbe = { frames: [], slides: [] };
(() => {
  const W = ${TIME_CODE.width}, H = ${TIME_CODE.height};
  const read = ${TIME_CODE.reader};
  const canvas = new OffscreenCanvas(W, H);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const probe = window.latencyProbe;
  const watched = new WeakSet();
  const onFrame = (element) => (_now, meta) => {
    const shown = performance.timeOrigin + meta.expectedDisplayTime;
    context.drawImage(element, 0, 0, W, H);
    const captured = read(context.getImageData(0, 0, W, H).data, shown);
    if (captured !== null) probe.frames.push([shown, captured]);
    if (element.isConnected) element.requestVideoFrameCallback(onFrame(element));
  };
  let alt;
  const check = () => {
    for (const element of document.querySelectorAll('video')) {
      if (watched.has(element)) continue;
      watched.add(element);
      element.requestVideoFrameCallback(onFrame(element));
    }
    const img = document.querySelector('figure[aria-label="Slide"] img');
    const now = img ? img.getAttribute('alt') : null;
    if (now === alt) return;
    alt = now;
    requestAnimationFrame((t) => probe.slides.push([now, performance.timeOrigin + t]));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['alt', 'src'] });
})();
`;

export type Percentiles = { samples: number; p50: number; p95: number };
export type PagesFigures = {
  /** Both viewers' pages together (the site page and /watch). */
  viewer: Percentiles;
  site: Percentiles;
  watch: Percentiles;
  console: Percentiles;
  /** Both viewers over the window's last third: a latency that grows while people watch shows here. */
  viewerLate: Percentiles;
  /** From the operator's key to each viewer's page painting the slide; `missed`: cuts a page never showed. */
  cutToViewerSlide: Percentiles & { cuts: number; missed: number };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const round = (n: number) => Math.round(n * 100) / 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentiles(seconds: number[]): Percentiles {
  if (seconds.length === 0) return { samples: 0, p50: Number.NaN, p95: Number.NaN };
  const sorted = [...seconds].sort((a, b) => a - b);
  return { samples: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
}

const probeOf = (page: Page) => page.evaluate(() => (window as unknown as { latencyProbe: Probe }).latencyProbe);

/** The cookies of a signed-in HTTP session (`a=1; b=2`), for a browser on `url`. */
const cookiesOf = (header: string, url: string) =>
  header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }));

export type PagesInput = {
  browser: Browser;
  serverUrl: string;
  /** The operator's signed-in session cookies. */
  cookieHeader: string;
  eventId: string;
  streamId: string;
  /** A published page of the event's site whose Stream block plays the stream. */
  sitePageId: string;
  seconds: number;
  cuts: number;
};

async function open(browser: Browser, url: string, init = ''): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: init + PROBE });
  await page.goto(url);
  return page;
}

const playing = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { latencyProbe: Probe }).latencyProbe.frames.length > 0, undefined, { timeout: 120_000, polling: 200 });

export async function measurePages(input: PagesInput): Promise<PagesFigures> {
  const { browser, serverUrl, eventId, streamId } = input;
  const consoleContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await consoleContext.addCookies(cookiesOf(input.cookieHeader, serverUrl));
  const operator = await consoleContext.newPage();
  // The console opens on the event the operator selected (kept in localStorage by the app).
  await operator.addInitScript({ content: `localStorage.setItem('eventID', ${JSON.stringify(eventId)});${PROBE}` });
  const [site, watch] = await Promise.all([open(browser, `${serverUrl}/page-iframe/${input.sitePageId}?eventID=${eventId}`), open(browser, `${serverUrl}/watch/${eventId}/${streamId}`)]);
  await operator.goto(`${serverUrl}/livetool/${streamId}`);
  const pages = { site, watch, console: operator };
  try {
    await Promise.all(Object.values(pages).map(playing));
    const from = Date.now();
    await operator.locator('h1').first().click();
    const cuts: { at: number; alt: string }[] = [];
    const gap = (input.seconds * 1000) / (input.cuts + 1);
    for (let i = 0; i < input.cuts; i++) {
      await pause(gap / 2 + Math.random() * gap);
      await operator.keyboard.press('ArrowRight');
      await pause(200);
      const request = operator.waitForRequest((r) => r.url().endsWith('/api/call/cutSlide'));
      const at = Date.now();
      await operator.keyboard.press(' ');
      const { index } = (await request).postDataJSON() as { index: number };
      // A key the console missed cuts the slide already on air: nothing changes for viewers.
      if (`Slide ${index + 1}` !== cuts.at(-1)?.alt) cuts.push({ at, alt: `Slide ${index + 1}` });
    }
    await pause(Math.max(0, from + input.seconds * 1000 - Date.now()));
    const to = Date.now();
    // The last cut reaches the viewers after their delay.
    const last = cuts.at(-1)?.alt;
    if (last) {
      await Promise.all(
        [site, watch].map((page) =>
          page
            .waitForFunction((alt) => document.querySelector('figure[aria-label="Slide"] img')?.getAttribute('alt') === alt, last, { timeout: 60_000, polling: 100 })
            .catch(() => undefined),
        ),
      );
      await pause(500);
    }
    const probes = { site: await probeOf(site), watch: await probeOf(watch), console: await probeOf(operator) };
    const latencies = (probe: Probe, since = from) => probe.frames.filter(([shown]) => shown >= since && shown <= to).map(([shown, captured]) => (shown - captured) / 1000);
    const lateFrom = to - (to - from) / 3;
    const slideDelays: number[] = [];
    let missed = 0;
    for (const probe of [probes.site, probes.watch]) {
      for (const [i, cut] of cuts.entries()) {
        // The deck comes round again: a paint after the next cut of the same slide is that cut's.
        const until = cuts.slice(i + 1).find((later) => later.alt === cut.alt)?.at ?? Infinity;
        const painted = probe.slides.find(([alt, at]) => alt === cut.alt && at >= cut.at && at < until);
        if (painted) slideDelays.push((painted[1] - cut.at) / 1000);
        else missed++;
      }
    }
    return {
      viewer: percentiles([...latencies(probes.site), ...latencies(probes.watch)]),
      site: percentiles(latencies(probes.site)),
      watch: percentiles(latencies(probes.watch)),
      console: percentiles(latencies(probes.console)),
      viewerLate: percentiles([...latencies(probes.site, lateFrom), ...latencies(probes.watch, lateFrom)]),
      cutToViewerSlide: { ...percentiles(slideDelays), cuts: cuts.length, missed },
    };
  } finally {
    await Promise.all([site.context().close(), watch.context().close(), consoleContext.close()]);
  }
}
