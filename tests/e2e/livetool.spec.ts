/**
 * The live tool end to end in Chromium against the real server, its local media server and an
 * ffmpeg source: a deck from an uploaded PDF, a stream picked in /livetool, its console going
 * live, slides cut with the keyboard, and a signed-out viewer whose page shows each slide only
 * once its player reaches the moment of the stream the cut belongs to, as does the event site's
 * Stream block; then a rehearsal the viewer sees nothing of, and leaving it clean.
 */
import type { Page } from '@playwright/test';
import { makePdf } from '@server/media/testing/media-fixtures';
import { TestSource } from '@server/testing/test-source';
import { newComponent, PALETTE } from '@domain/pages/component';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { callApi } from './support/api-call';

/** What the viewer's page shows, read in one go: the slide's name and the player's program date-time. */
async function viewerSees(viewer: Page): Promise<{ slide: string | null; at: number | null }> {
  return viewer.evaluate(() => {
    const figure = document.querySelector('figure[aria-label="Slide"]');
    const time = figure?.getAttribute('data-program-time');
    return { slide: figure?.querySelector('img')?.getAttribute('alt') ?? null, at: time ? Number(time) : null };
  });
}

test('the live tool: pick the stream, go live, cut slides with the keyboard, viewers see each with its moment of the stream', async ({ page, browser, server }) => {
  test.setTimeout(300_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openOwnEvent(page, server, 'Live tool day');
  const eventId = await page.evaluate(() => localStorage.getItem('eventID'));

  // A deck of five slides from a PDF.
  await page.getByRole('link', { name: 'Mediabank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mediabank' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Folders' }).getByText('Live tool day').click();
  await expect(page.getByText('No files')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles([{ name: 'Talk.pdf', mimeType: 'application/pdf', buffer: await makePdf(5) }]);
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('article', { name: 'Talk.pdf' }).locator('img')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Decks' }).click();
  await page.getByRole('button', { name: 'Create deck' }).click();
  const create = page.getByRole('dialog', { name: 'Create deck' });
  await create.getByLabel('Title').fill('Talk deck');
  await create.getByRole('checkbox', { name: /Talk.pdf/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('5 slides · 1 presentations · 0 streams')).toBeVisible();

  // A stream with a Low-delay transcoder, and a source publishing to it.
  await page.getByRole('navigation').getByRole('link', { name: 'Streams', exact: true }).click();
  await page.getByRole('button', { name: 'Create stream' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a new stream' });
  await modal.getByLabel('Title').fill('Main hall');
  await modal.getByLabel('Type').click();
  await page.getByTitle('Webcast and slides', { exact: true }).click();
  await modal.getByRole('radio', { name: 'No' }).check();
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Stream created!')).toBeVisible();
  await page.getByRole('row', { name: /Main hall/ }).getByRole('link', { name: 'Main hall', exact: true }).click();
  const streamId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('tab', { name: 'Encoder' }).click();
  await page.getByRole('button', { name: 'Create transcoder' }).click();
  const transcoder = page.getByRole('dialog', { name: 'Create transcoder' });
  await transcoder.getByText('Low (2 s)').click();
  await transcoder.getByRole('radio', { name: 'HD 720p' }).check();
  await transcoder.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Transcoder created.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy ingest URL' }).click();
  const ingest = await page.evaluate(() => navigator.clipboard.readText());
  await page.getByRole('button', { name: 'Copy stream key' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(ingest);
  const key = await page.evaluate(() => navigator.clipboard.readText());
  const source = new TestSource(`${ingest}/${key}`);
  try {
    // The Live tool button: pick the stream, its console opens without the admin layout.
    await page.getByRole('button', { name: 'Live tool', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live tool' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Main hall', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/livetool/${streamId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Main hall' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Event navigation' })).toHaveCount(0);
    await expect(page.getByText('Slides wont change to the viewer when not live')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'No deck is chosen for this stream. Choose one with Change deck.' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Change deck' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Talk deck' }).click();
    const program = page.getByRole('figure', { name: /^PROGRAM/ });
    const nextUp = page.getByRole('figure', { name: /^Next up/ });
    await expect(program.getByRole('img', { name: 'PROGRAM: slide 1' })).toBeVisible();
    await expect(nextUp.getByRole('img', { name: 'Next up: slide 1' })).toBeVisible();

    // The source is LIVE: go live.
    await page.getByRole('button', { name: 'Go live' }).click({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Stop live' })).toBeVisible();
    await expect(page.getByText('Slides wont change to the viewer when not live')).toBeHidden();
    await expect(page.getByText(/^\d+ kbps$/)).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);

    // A signed-out viewer plays the stream.
    const viewerContext = await browser.newContext({ reducedMotion: 'reduce' });
    const viewer = await viewerContext.newPage();
    await viewer.goto(`${server.url}/watch/${eventId}/${streamId}`);
    await expect(viewer.getByRole('heading', { level: 1, name: 'Main hall' })).toBeVisible();
    await expect.poll(() => viewer.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);

    // Cut slides 2 to 5 with the keyboard: right arrow to the next slide, space to cut it.
    await page.getByRole('heading', { level: 1, name: 'Main hall' }).click();
    for (let slide = 2; slide <= 5; slide++) {
      await page.keyboard.press('ArrowRight');
      await expect(nextUp.getByRole('img', { name: `Next up: slide ${slide}` })).toBeVisible();
      const cut = page.waitForResponse((response) => response.url().endsWith('/api/call/cutSlide'));
      await page.keyboard.press(' ');
      const { result } = await (await cut).json();
      expect(result).toMatchObject({ onAir: true });
      await expect(program.getByRole('img', { name: `PROGRAM: slide ${slide}` })).toBeVisible();

      // The viewer plays behind live: the slide waits for the cut's moment, then shows.
      const seen: { slide: string | null; at: number | null }[] = [];
      await expect
        .poll(
          async () => {
            const now = await viewerSees(viewer);
            seen.push(now);
            return now.slide;
          },
          { timeout: 30_000, intervals: [100] },
        )
        .toBe(`Slide ${slide}`);
      expect(seen.some((moment) => moment.at !== null && moment.at < result.at && moment.slide !== `Slide ${slide}`)).toBe(true);
      for (const moment of seen) {
        if (moment.slide === `Slide ${slide}`) expect(moment.at).toBeGreaterThanOrEqual(result.at);
        else expect(moment.at === null || moment.at < result.at).toBe(true);
      }
    }
    await expectAccessible(viewer);

    // The event site's Stream block plays the same stream with its slide (the site's own entry; /page-iframe needs no slug).
    const block = { ...newComponent(PALETTE.find((entry) => entry.key === 'stream')!, 'hall'), streamID: streamId };
    const { pageId } = (await callApi(page, 'createPage', { eventId, page: { title: 'Main hall', template: 'container', states: ['prelive', 'live'], tags: [] } })) as { pageId: string };
    await callApi(page, 'publishPage', { eventId, pageId, components: [block], baseRevision: 0 });
    const site = await viewerContext.newPage();
    await site.goto(`${server.url}/page-iframe/${pageId}?eventID=${eventId}`);
    await expect.poll(() => site.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(site.getByRole('img', { name: 'Slide 5' })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(site);

    // A rehearsal: the console runs everything, the viewer sees none of it.
    await page.getByRole('button', { name: 'Stop live' }).click();
    await expect(page.getByText('Slides wont change to the viewer when not live')).toBeVisible();
    await expect(viewer.getByText('Not live yet', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(site.getByText('Stream offline', { exact: true })).toBeVisible({ timeout: 20_000 });
    await site.close();
    await page.getByRole('switch', { name: 'Rehearsal' }).click();
    await expect(page.getByText('Rehearsal started: viewers see nothing of it.')).toBeVisible();
    await expect(page.getByText(/^Rehearsal: viewers see nothing of what you do here/)).toBeVisible();
    await page.getByRole('button', { name: 'Go live' }).first().click();
    await expect(page.getByRole('button', { name: 'Stop live' })).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Main hall' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(nextUp.getByRole('img', { name: 'Next up: slide 1' })).toBeVisible();
    const rehearsedCut = page.waitForResponse((response) => response.url().endsWith('/api/call/cutSlide'));
    await page.keyboard.press(' ');
    expect((await (await rehearsedCut).json()).result).toEqual({ onAir: false, seq: null, at: null });
    await expect(program.getByRole('img', { name: 'PROGRAM: slide 1' })).toBeVisible();
    // The viewer's page asks again whether the stream is on air: it is not, and it shows no video and no slide.
    await viewer.waitForResponse((response) => response.url().endsWith('/api/call/watchStream'), { timeout: 20_000 });
    await expect(viewer.getByText('Not live yet', { exact: true })).toBeVisible();
    await expect(viewer.locator('video')).toHaveCount(0);
    await expect(viewer.getByRole('figure', { name: 'Slide' })).toHaveCount(0);
    await viewerContext.close();

    // Leaving it starts clean: PROGRAM hidden, the first slide next up, the stream off air.
    await page.getByRole('switch', { name: 'Rehearsal' }).click();
    await page.getByRole('button', { name: 'Leave the rehearsal' }).click();
    await expect(page.getByText('Rehearsal over: the console starts clean.')).toBeVisible();
    await expect(program.getByText('No slide on PROGRAM')).toBeVisible();
    await expect(nextUp.getByRole('img', { name: 'Next up: slide 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go live' })).toBeVisible();
    await expect(page.getByText('Slides wont change to the viewer when not live')).toBeVisible();
  } finally {
    await source.stop();
  }
});
