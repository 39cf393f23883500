/**
 * Streams end to end in Chromium against the real server and its local media server: the owner
 * creates a stream with the modal's rules and a poster chosen through the media bank, creates a
 * transcoder, an ffmpeg test source publishes to the ingest address copied from the Encoder tab,
 * the encoder shows as connected and plays through hls.js, goes on air (LIVE) for a signed-out viewer whose
 * watching reaches the Analytics tab, stops, becomes a VOD whose recording lasts as long as the
 * source published, and is deleted.
 */
import type { Page } from '@playwright/test';
import { TestSource } from '@server/testing/test-source';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { drawPng } from './support/images';

const PUBLISHED_SECONDS = 16;

/** The video's playback position after a short while later than now, in seconds. */
async function advances(page: Page, selector: string): Promise<void> {
  const video = page.locator(selector);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(before + 1);
}

test('a stream from creation to live, on air for a viewer, recorded as a VOD and deleted', async ({ page, browser, server }) => {
  test.setTimeout(240_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openOwnEvent(page, server, 'Streaming Day');

  await page.getByRole('navigation').getByRole('link', { name: 'Streams', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Streams' })).toBeVisible();
  await expect(page.getByText('There are no streams, please create a stream.')).toBeVisible();
  await expectAccessible(page);

  // The modal's rules, then a stream.
  await page.getByRole('button', { name: 'Create stream' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a new stream' });
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByText('Please give a title for the stream')).toBeVisible();
  // A new stream is no meeting unless the organiser says so.
  await expect(modal.getByRole('radio', { name: 'No' })).toBeChecked();
  await modal.getByLabel('Title').fill('Main stage');
  await modal.getByLabel('Description').fill('The opening keynote and the panel after it.');
  // The poster comes through the media bank: uploaded there, processed by the server, then chosen.
  await modal.getByRole('button', { name: 'Select File' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: await drawPng(page, 640, 360) });
  const tile = bank.getByRole('button', { name: 'stage.png' });
  await expect(tile.locator('img')).toBeVisible({ timeout: 30_000 });
  await tile.click();
  await bank.getByRole('button', { name: 'Use selected' }).click();
  await expect(bank).toBeHidden();
  await expect(modal.getByRole('img', { name: 'Stream poster' })).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Stream created!')).toBeVisible();
  const row = page.getByRole('row', { name: /Main stage/ });
  const poster = row.getByRole('link', { name: 'Open Main stage' }).locator('img');
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(row.getByText('No transcoder')).toBeVisible();
  await expect(row.getByText('The opening keynote and the panel after it.')).toBeVisible();
  await expect(row.getByText('No date set')).toBeVisible();
  await expect(row.getByText('Views: 0')).toBeVisible();

  // The stream's page: create a transcoder with the Low delay and 720p.
  await row.getByRole('link', { name: 'Main stage', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Main stage' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Playback' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Encoder' }).click();
  await expect(page.getByText('Transcoder not created')).toBeVisible();
  await page.getByRole('button', { name: 'Create transcoder' }).click();
  const create = page.getByRole('dialog', { name: 'Create transcoder' });
  await create.getByText('Low (2 s)').click();
  await create.getByRole('radio', { name: 'HD 720p' }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Transcoder created.')).toBeVisible();
  await expect(page.getByText('Transcoder waiting')).toBeVisible();
  await expect(page.getByText('Waiting for a source to publish')).toBeVisible();
  await page.getByRole('button', { name: 'Copy ingest URL' }).click();
  await expect(page.getByText('Copied to clipboard.').first()).toBeVisible();
  const ingest = await page.evaluate(() => navigator.clipboard.readText());
  expect(ingest).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
  await page.getByRole('button', { name: 'Copy stream key' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(ingest);
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  await expectAccessible(page);

  const streamPath = new URL(page.url()).pathname;
  // A source publishes: Encoder connected (not LIVE before Go live), its real input bitrate, and the HLS plays through hls.js.
  const source = new TestSource(`${ingest}/${key}`, { seconds: PUBLISHED_SECONDS });
  try {
    await expect(page.getByText('Encoder connected').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('stream quality is a low')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^\d+ kbps$/)).toBeVisible();
    await page.getByRole('tab', { name: 'Playback' }).click();
    await advances(page, 'video[aria-label="Live playback of Main stage"]');
    expect(await page.locator('video').first().evaluate((v: HTMLVideoElement) => v.src)).toMatch(/^blob:/);

    // On air: a signed-out viewer watches; their watching is counted.
    await page.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByRole('button', { name: 'Stop live' })).toBeVisible();
    await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
    const viewerContext = await browser.newContext({ reducedMotion: 'reduce' });
    const viewer = await viewerContext.newPage();
    const eventId = await page.evaluate(() => localStorage.getItem('eventID'));
    await viewer.goto(`${server.url}/watch/${eventId}/${streamPath.split('/').pop()}`);
    await expect(viewer.getByRole('heading', { level: 1, name: 'Main stage' })).toBeVisible();
    await advances(viewer, 'video');
    await expectAccessible(viewer);
    await viewer.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
    await viewerContext.close();

    await page.getByRole('button', { name: 'Stop live' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Stop live?' }).getByRole('button', { name: 'Stop live' }).click();
    await expect(page.getByRole('button', { name: 'Create recording' })).toBeVisible();
  } finally {
    await source.exited;
  }
  await expect(page.getByText('Transcoder waiting')).toBeVisible({ timeout: 20_000 });

  // Create recording: a VOD, Processing until its recording is ready; the recording lasts as long as the source published.
  await page.getByRole('button', { name: 'Create recording' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create recording' }).click();
  await expect(page.getByText('Stream has been made in to a VOD')).toBeVisible();
  await expect(page.getByText('On-demand')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Studio' }).click();
  const recording = page.locator('video[aria-label="Recording of Main stage"]');
  await expect.poll(() => recording.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 20_000 }).toBeGreaterThan(0);
  const duration = await recording.evaluate((v: HTMLVideoElement) => v.duration);
  expect(Math.abs(duration - PUBLISHED_SECONDS)).toBeLessThanOrEqual(2);
  await expectAccessible(page);

  // The viewer's watching, in the Analytics tab.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('figure')).toHaveAccessibleName(/^Views and watch seconds per day: 1 view,/);
  await page.getByText('ALL', { exact: true }).click();
  await expect(page.getByRole('figure')).toHaveAccessibleName(/: 1 view, \d+ s watched/);
  await expectAccessible(page);

  // Delete, with its confirmation.
  await page.getByRole('navigation').getByRole('link', { name: 'Streams', exact: true }).click();
  await page.getByRole('button', { name: 'Delete Main stage' }).click();
  await expect(page.getByText('Are you sure to delete this stream?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Stream deleted!')).toBeVisible();
  await expect(page.getByText('There are no streams, please create a stream.')).toBeVisible();
  await page.goto(server.url + streamPath);
  await expect(page.getByText('This document has been removed.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Event navigation' })).toBeVisible();
});
