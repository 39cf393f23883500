/**
 * The live tool end to end in Chromium against the real server, its local media server and an
 * ffmpeg source: a deck from an uploaded PDF; /livetool's three steps (select the stream, create
 * its endpoint, connect an ffmpeg source to it, finish the preview); the console's event state
 * buttons, slide menus and Mark chapter; going live and cutting slides with the keyboard while a
 * signed-out viewer's page shows each slide only once its player reaches the moment of the
 * stream the cut belongs to, as does the event site's Stream block; two consoles acting at once;
 * a rehearsal the viewer sees nothing of, left clean; and the console across a server restart.
 */
import type { Locator, Page } from '@playwright/test';
import { makePdf } from '@server/media/testing/media-fixtures';
import { TestSource } from '@server/testing/test-source';
import { newComponent, PALETTE } from '@domain/pages/component';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { callApi } from './support/api-call';

// A test that fails half-way must not leave the next one without a server.
test.afterEach(async ({ server }) => {
  if (!server.running) await server.start();
});

/** What the viewer's page shows, read in one go: the slide's name and the player's program date-time. */
async function viewerSees(viewer: Page): Promise<{ slide: string | null; at: number | null }> {
  return viewer.evaluate(() => {
    const figure = document.querySelector('figure[aria-label="Slide"]');
    const time = figure?.getAttribute('data-program-time');
    return { slide: figure?.querySelector('img')?.getAttribute('alt') ?? null, at: time ? Number(time) : null };
  });
}

/** "Change states?": answered Yes. */
async function changeState(page: Page, group: Locator, state: string, hint: RegExp) {
  await group.getByRole('button', { name: state, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Change states?' });
  await expect(dialog.getByText(hint)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(group.getByRole('button', { name: state, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('the live tool: pick and connect the stream, run the console, viewers see each slide with its moment of the stream, a rehearsal they do not see', async ({ page, browser, server, consoleErrors }) => {
  test.setTimeout(420_000);
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

  // A stream of video and slides.
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

  // The Live tool button opens the picker: select the stream, create its endpoint.
  await page.getByRole('button', { name: 'Live tool', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live tool' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Select stream' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Select Main hall' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Create an endpoint/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forward' })).toBeDisabled();
  await page.getByText('Low (2 s)').click();
  await page.getByRole('radio', { name: 'HD 720p' }).check();
  await page.getByRole('button', { name: 'Create endpoint' }).click();
  await expect(page.getByText('Transcoder created.')).toBeVisible();

  // Connect to it: the connection details, and a source publishing with them.
  await expect(page.getByRole('heading', { level: 2, name: /^Connect to endpoint/ })).toBeVisible();
  await page.getByRole('button', { name: 'Copy ingest URL' }).click();
  const ingest = await page.evaluate(() => navigator.clipboard.readText());
  await page.getByRole('button', { name: 'Copy stream key' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(ingest);
  const key = await page.evaluate(() => navigator.clipboard.readText());
  const source = new TestSource(`${ingest}/${key}`);
  try {
    // The preview step polls the transcoder's uptime: the source's bitrate and its quality label.
    await expect(page.getByRole('cell', { name: /^\d+ kbps$/ })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/^stream (stable|quality is a (bit )?low)$/)).toBeVisible();
    await expect(page.locator('video[aria-label="Preview of Main hall"]')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('This stream has its endpoint.')).toBeVisible();
    await page.getByRole('button', { name: 'Forward' }).click();
    await page.getByRole('button', { name: 'Finish preview' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/livetool/${streamId}`);
    const consoleUrl = page.url();

    // The console, without the admin layout.
    await expect(page.getByRole('heading', { level: 1, name: 'Main hall' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Event navigation' })).toHaveCount(0);
    await expect(page.getByText('Slides wont change to the viewer when not live')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark chapter' })).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: 'No deck is chosen for this stream. Choose one with Change deck.' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Change deck' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Talk deck' }).click();
    const program = page.getByRole('figure', { name: /^PROGRAM/ });
    const nextUp = page.getByRole('figure', { name: /^Next up/ });
    await expect(program.getByRole('img', { name: 'PROGRAM: slide 1' })).toBeVisible();
    await expect(nextUp.getByRole('img', { name: 'Next up: slide 1' })).toBeVisible();

    // The event state buttons, each change confirmed.
    const states = page.getByRole('group', { name: 'Event state' });
    await changeState(page, states, 'live', /^The event goes to live/);

    // The slide size and Follow image menus.
    const gallery = page.getByRole('list', { name: 'Slides of Talk deck' });
    const columns = () => gallery.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(5);
    await page.getByRole('button', { name: 'Slide size: Medium' }).click();
    await page.getByRole('menuitem', { name: 'Large' }).click();
    await expect(page.getByRole('button', { name: 'Slide size: Large' })).toBeVisible();
    expect(await columns()).toBe(3);
    await page.getByRole('button', { name: 'Follow image: Yes' }).click();
    await page.getByRole('menuitem', { name: 'No' }).click();
    await expect(page.getByRole('button', { name: 'Follow image: No' })).toBeVisible();

    // The source is LIVE: go live.
    await page.getByRole('button', { name: 'Go live' }).click({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Stop live' })).toBeVisible();
    await expect(page.getByText('Slides wont change to the viewer when not live')).toBeHidden();
    await expect(page.getByText(/^\d+ kbps$/)).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);

    // Mark chapter, now that the stream is live.
    await page.getByRole('button', { name: 'Mark chapter' }).click();
    await page.getByRole('dialog', { name: 'Mark chapter' }).getByLabel('Title').fill('Opening');
    await page.getByRole('button', { name: 'Mark', exact: true }).click();
    await expect(page.getByText('Chapter marked.')).toBeVisible();

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
    await expect(viewer.getByText('Chapter: Opening')).toBeVisible();
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

    // Two consoles act at once: one order, and both show the same PROGRAM.
    const second = await page.context().newPage();
    await second.goto(consoleUrl);
    const secondProgram = second.getByRole('figure', { name: /^PROGRAM/ });
    await expect(secondProgram.getByRole('img', { name: 'PROGRAM: slide 5' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(nextUp.getByRole('img', { name: 'Next up: slide 1' })).toBeVisible();
    const both = Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/call/cutSlide')),
      second.waitForResponse((response) => response.url().endsWith('/api/call/hideSlide')),
    ]);
    await Promise.all([page.keyboard.press(' '), second.getByRole('button', { name: 'Hide' }).click()]);
    expect((await both).map((response) => response.status())).toEqual([200, 200]);
    const shown = async (figure: Locator) => (await figure.locator('figcaption').textContent())?.trim();
    await expect.poll(async () => [await shown(program), await shown(secondProgram)].join(' | ')).toMatch(/^PROGRAM (Slide 1 of 5|Hidden) \| PROGRAM \1$/);

    // A rehearsal: the console runs everything, the viewer sees none of it.
    await page.getByRole('button', { name: 'Stop live' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Stop live?' }).getByRole('button', { name: 'Stop live' }).click();
    await expect(page.getByText('Slides wont change to the viewer when not live')).toBeVisible();
    // Viewers play on to the end of the stream, then see it has ended (live-ending.spec.ts).
    await expect(viewer.getByText('Ended', { exact: true })).toBeVisible({ timeout: 40_000 });
    await expect(site.getByText('The live stream has ended.', { exact: true })).toBeVisible({ timeout: 40_000 });
    await site.close();
    await page.getByRole('switch', { name: 'Rehearsal' }).click();
    await expect(page.getByText('Rehearsal started: viewers see nothing of it.')).toBeVisible();
    await expect(page.getByText(/^Rehearsal: viewers see nothing of what you do here/)).toBeVisible();
    await page.getByRole('button', { name: 'Go live' }).first().click();
    await expect(page.getByRole('button', { name: 'Stop live' })).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Main hall' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(nextUp.getByRole('img', { name: 'Next up: slide 2' })).toBeVisible();
    const rehearsedCut = page.waitForResponse((response) => response.url().endsWith('/api/call/cutSlide'));
    await page.keyboard.press(' ');
    expect((await (await rehearsedCut).json()).result).toEqual({ onAir: false, seq: null, at: null });
    await expect(program.getByRole('img', { name: 'PROGRAM: slide 2' })).toBeVisible();
    await changeState(page, page.getByRole('group', { name: 'Event state (rehearsal)' }), 'hidden', /^The rehearsal goes to hidden; viewers see nothing of it/);
    // The viewer's page asks again whether the stream is on air: it is not (nor is the event hidden for it), and it shows no video and no slide.
    await viewer.waitForResponse((response) => response.url().endsWith('/api/call/watchStream'), { timeout: 20_000 });
    await expect(viewer.getByText('Ended', { exact: true })).toBeVisible();
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
    await expect(states.getByRole('button', { name: 'live', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(second.getByRole('figure', { name: /^PROGRAM/ }).getByText('No slide on PROGRAM')).toBeVisible();
  } finally {
    await source.stop();
  }

  // A console left open across a server restart: it says it is offline and cannot cut, then
  // comes back by itself and follows the other console's cuts without a reload.
  consoleErrors.allow(/WebSocket connection to 'ws:\/\/\S+\/ws' failed: .*ERR_CONNECTION_REFUSED/);
  consoleErrors.allow(/^Failed to load resource: net::ERR_CONNECTION_REFUSED at /);
  // The console's player may be fetching the stream's last segment when the server stops: the answer is cut short.
  consoleErrors.allow(/^Failed to load resource: net::ERR_CONTENT_LENGTH_MISMATCH at \S+\/hls\/\S+\.ts$/);
  const second = page.context().pages()[1];
  await server.stop();
  await expect(page.getByRole('dialog', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cut' })).toBeDisabled();
  await server.start();
  await expect(page.getByRole('dialog', { name: 'You are offline' })).toBeHidden({ timeout: 30_000 });
  await expect(second.getByRole('button', { name: 'Cut' })).toBeEnabled({ timeout: 30_000 });
  await second.getByRole('button', { name: 'Next' }).click();
  await expect(second.getByRole('figure', { name: /^Next up/ }).getByRole('img', { name: 'Next up: slide 2' })).toBeVisible();
  await second.getByRole('button', { name: 'Cut' }).click();
  await expect(page.getByRole('figure', { name: /^PROGRAM/ }).getByRole('img', { name: 'PROGRAM: slide 2' })).toBeVisible();
  await second.close();

  // The picker now opens the previewed stream's console straight away; an address naming no stream says so.
  await page.goto(`${server.url}/livetool`);
  await expect(page.getByRole('link', { name: 'Open the console of Main hall' })).toBeVisible();
  await page.goto(`${server.url}/livetool/no-such-stream`);
  await expect(page.getByText('There is no stream at this address.')).toBeVisible();
  await expectAccessible(page);
});
