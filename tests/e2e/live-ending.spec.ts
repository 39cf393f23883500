/**
 * Ending a live with viewers watching (issue 29, point 2), end to end in Chromium against the
 * real server, its local media server and an ffmpeg source: the operator's Stop live asks first;
 * a signed-out viewer of the event site's Stream block and one on /watch play on past the stop
 * (they are seconds behind) to the end of the playlist the server closed, then see that the live
 * stream has ended; Create recording asks, closes at once, and the site then plays the replay.
 */
import type { Page } from '@playwright/test';
import { newComponent, PALETTE } from '@domain/pages/component';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { callApi } from './support/api-call';
import { publishToNewTranscoder } from './support/stream-source';

const playedSeconds = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('Stop live asks, viewers play on to the end of the stream, then see it has ended and its replay', async ({ page, browser, server }) => {
  test.setTimeout(300_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openOwnEvent(page, server, 'Closing day');
  const eventId = (await page.evaluate(() => localStorage.getItem('eventID')))!;
  const { streamId } = (await callApi(page, 'createStream', { eventId, stream: { title: 'Closing talk', streamType: 'default', videoStream: false } })) as { streamId: string };
  await page.goto(`${server.url}/live/${streamId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Closing talk' })).toBeVisible();
  const source = await publishToNewTranscoder(page);
  try {
    await callApi(page, 'finishPreview', { eventId, streamId });
    await page.goto(`${server.url}/livetool/${streamId}`);
    await page.getByRole('button', { name: 'Go live' }).click({ timeout: 60_000 });
    const stop = page.getByRole('button', { name: 'Stop live' });
    await expect(stop).toBeVisible();

    // Two signed-out viewers: the event site's Stream block and the /watch page.
    const block = { ...newComponent(PALETTE.find((entry) => entry.key === 'stream')!, 'talk'), streamID: streamId };
    const { pageId } = (await callApi(page, 'createPage', { eventId, page: { title: 'Talk', template: 'container', states: ['prelive', 'live'], tags: [] } })) as { pageId: string };
    await callApi(page, 'publishPage', { eventId, pageId, components: [block], baseRevision: 0 });
    const viewers = await browser.newContext({ reducedMotion: 'reduce' });
    const site = await viewers.newPage();
    await site.goto(`${server.url}/page-iframe/${pageId}?eventID=${eventId}`);
    const watch = await viewers.newPage();
    await watch.goto(`${server.url}/watch/${eventId}/${streamId}`);
    for (const viewer of [site, watch]) await expect.poll(() => playedSeconds(viewer), { timeout: 30_000 }).toBeGreaterThan(0);

    // Stop live asks first; No leaves viewers on air.
    await stop.click();
    const asking = page.getByRole('dialog').filter({ hasText: 'Stop live?' });
    await expect(asking.getByText(/^Viewers watch on to what the encoder sent until now/)).toBeVisible();
    await expectAccessible(page);
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await expect(asking).toBeHidden();
    await expect(stop).toBeVisible();
    await stop.click();
    const stopped = page.waitForResponse((response) => response.url().endsWith('/api/call/stopLive'));
    // Where each viewer is at the stop: they are seconds behind what the encoder has sent.
    const atStop = await Promise.all([site, watch].map(playedSeconds));
    await asking.getByRole('button', { name: 'Stop live' }).click();
    await expect(asking).toBeHidden();
    expect((await stopped).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Create recording' })).toBeVisible();

    // The viewers, seconds behind, play on past the stop; then the stream has ended for them.
    for (const [i, viewer] of [site, watch].entries()) await expect.poll(() => playedSeconds(viewer), { timeout: 20_000 }).toBeGreaterThan(atStop[i] + 1);
    await expect(site.getByRole('status').filter({ hasText: 'The live stream has ended.' })).toBeVisible({ timeout: 60_000 });
    await expect(site.locator('video')).toHaveCount(0);
    await expectAccessible(site);
    await expect(watch.getByRole('status').filter({ hasText: 'The live stream has ended. Thank you for watching.' })).toBeVisible({ timeout: 60_000 });
    await expect(watch.locator('video')).toHaveCount(0);
    await expectAccessible(watch);

    // Create recording asks, and its dialog closes once confirmed; the site then offers the replay.
    await page.getByRole('button', { name: 'Create recording' }).click();
    const recording = page.getByRole('dialog').filter({ hasText: 'Create recording?' });
    await recording.getByRole('button', { name: 'Create recording' }).click();
    await expect(recording).toBeHidden();
    await expect(site.locator('video')).toHaveAttribute('src', /\/recordings\/[\w-]+\.mp4$/, { timeout: 90_000 });
    await expect.poll(() => site.locator('video').evaluate((v: HTMLVideoElement) => v.duration), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectAccessible(site);
    await viewers.close();
  } finally {
    await source.stop();
  }
});
