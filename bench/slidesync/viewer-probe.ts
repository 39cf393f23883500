/**
 * A signed-out viewer in Chromium on the app's own /watch page (its hls.js player with the live
 * setting, its cue listener, its synced slide), watched from inside the page: every video frame
 * it shows, with the capture time read back from the frame's blocks (bench/ingest/time-code), and
 * every change of the slide it shows, with the animation frame that paints it.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { TIME_CODE } from '../ingest/time-code';

/** [shown at (ms since the epoch), captured at (ms since the epoch)] */
export type ShownFrame = [number, number];
/** [the slide's alt text (null: none), painted at (ms since the epoch)] */
export type ShownSlide = [string | null, number];

const PROBE = `
window.__name = (fn) => fn;
window.slideSyncProbe = { frames: [], slides: [] };
(() => {
  const W = ${TIME_CODE.width}, H = ${TIME_CODE.height};
  const read = ${TIME_CODE.reader};
  const canvas = new OffscreenCanvas(W, H);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const probe = window.slideSyncProbe;
  let video = null;
  let alt;
  const onFrame = (element) => (_now, meta) => {
    const shown = performance.timeOrigin + meta.expectedDisplayTime;
    context.drawImage(element, 0, 0, W, H);
    const captured = read(context.getImageData(0, 0, W, H).data, shown);
    if (captured !== null) probe.frames.push([shown, captured]);
    if (element === video) element.requestVideoFrameCallback(onFrame(element));
  };
  const check = () => {
    const element = document.querySelector('video');
    if (element && element !== video) {
      video = element;
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

export class ViewerProbe {
  private constructor(
    private readonly browser: Browser,
    readonly page: Page,
  ) {}

  static async open(url: string): Promise<ViewerProbe> {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--autoplay-policy=no-user-gesture-required'] });
    const page = await browser.newPage();
    await page.addInitScript({ content: PROBE });
    await page.goto(url);
    return new ViewerProbe(browser, page);
  }

  /** Waits until the page has shown a frame whose time code it could read. */
  async playing(timeoutMs = 90_000): Promise<void> {
    await this.page.waitForFunction(() => (window as unknown as { slideSyncProbe: { frames: unknown[] } }).slideSyncProbe.frames.length > 0, undefined, { timeout: timeoutMs, polling: 200 });
  }

  /** Waits until the page shows this slide (its alt text). */
  async shows(alt: string, timeoutMs = 60_000): Promise<void> {
    await this.page.waitForFunction((expected) => document.querySelector('figure[aria-label="Slide"] img')?.getAttribute('alt') === expected, alt, { timeout: timeoutMs, polling: 100 });
  }

  /** Waits until the page has shown a frame captured at or after `capturedAt`, and painted what came with it. */
  async framesFrom(capturedAt: number, timeoutMs = 30_000): Promise<void> {
    await this.page.waitForFunction((at) => (window as unknown as { slideSyncProbe: { frames: ShownFrame[] } }).slideSyncProbe.frames.some(([, captured]) => captured >= at), capturedAt, { timeout: timeoutMs, polling: 100 });
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }

  async record(): Promise<{ frames: ShownFrame[]; slides: ShownSlide[] }> {
    return this.page.evaluate(() => (window as unknown as { slideSyncProbe: { frames: ShownFrame[]; slides: ShownSlide[] } }).slideSyncProbe);
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

/**
 * For each cut (made at `cutAt`, showing `alt`), the slide's paint minus the paint of the first
 * frame captured at or after the cut: positive when the slide comes after its frame. Cuts are
 * matched to slide changes in order; a cut whose frame or slide the viewer never showed is null.
 */
export function offsets(cuts: { cutAt: number; alt: string }[], frames: ShownFrame[], slides: ShownSlide[]): (number | null)[] {
  let slideIndex = 0;
  return cuts.map(({ cutAt, alt }) => {
    const frame = frames.find(([, captured]) => captured >= cutAt);
    while (slideIndex < slides.length && slides[slideIndex]![0] !== alt) slideIndex++;
    const slide = slides[slideIndex];
    if (!slide) return null;
    slideIndex++;
    return frame ? slide[1] - frame[0] : null;
  });
}
