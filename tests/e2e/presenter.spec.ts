/**
 * Presenter links end to end (issue 15) in Chromium against the real server, its media server
 * and an ffmpeg source: a producer makes two presenter links on the stream page; the stream goes
 * live from the operator console; presenter A opens the presenter view, starts presenting and
 * moves two slides; presenter B connects with the presenter tool and takes control; the operator
 * removes A from the pool, and A's view says so; a signed-out viewer's page follows every slide;
 * the console shows who holds control and their slide, and its Cut and keys ask before taking it
 * back (issue 29); B's link opened on a second page takes control from B's first page, which says
 * so and moves nothing; A's link, once expired, shows the no-permission screen.
 */
import type { Page } from '@playwright/test';
import { slideControlTexts } from '@domain/presenting/slide-control';
import { createEngine } from '@server/db/create-engine';
import { makePdf } from '@server/media/testing/media-fixtures';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { publishToNewTranscoder } from './support/stream-source';

const NO_PERMISSION = 'You do not have the permissions to view this content';

// The test stops the server to expire a link: failing half-way must not leave the next spec without one.
test.afterEach(async ({ server }) => {
  if (!server.running) await server.start();
});

/** The slide the viewer's page shows now (its image's name), or null. */
const viewerSlide = (viewer: Page) => viewer.evaluate(() => document.querySelector('figure[aria-label="Slide"] img')?.getAttribute('alt') ?? null);

async function copied(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  const before = await page.evaluate(() => navigator.clipboard.readText().catch(() => ''));
  await button.click();
  await expect(page.getByText('Copied to presenter link clipboard.').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(before);
  return page.evaluate(() => navigator.clipboard.readText());
}

test('presenters: links from the stream page, the presenter view and tool, control hand-over, removal and expiry', async ({ page, browser, server }) => {
  test.setTimeout(360_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openOwnEvent(page, server, 'Presenter day');
  const eventId = await page.evaluate(() => localStorage.getItem('eventID'));

  // A deck of three slides, and a stream of video and slides with a Low-delay transcoder.
  await page.getByRole('link', { name: 'Mediabank' }).click();
  await page.getByRole('navigation', { name: 'Folders' }).getByText('Presenter day').click();
  await expect(page.getByText('No files')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles([{ name: 'Talk.pdf', mimeType: 'application/pdf', buffer: await makePdf(3) }]);
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('article', { name: 'Talk.pdf' }).locator('img')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Decks' }).click();
  await page.getByRole('button', { name: 'Create deck' }).click();
  const create = page.getByRole('dialog', { name: 'Create deck' });
  await create.getByLabel('Title').fill('Talk deck');
  await create.getByRole('checkbox', { name: /Talk.pdf/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('3 slides · 1 presentations · 0 streams')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Streams', exact: true }).click();
  await page.getByRole('button', { name: 'Create stream' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a new stream' });
  await modal.getByLabel('Title').fill('Main hall');
  await modal.getByLabel('Type').click();
  await page.getByTitle('Webcast and slides', { exact: true }).click();
  await modal.getByRole('radio', { name: 'No' }).check();
  await modal.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('row', { name: /Main hall/ }).getByRole('link', { name: 'Main hall', exact: true }).click();
  const streamId = new URL(page.url()).pathname.split('/').pop()!;
  const source = await publishToNewTranscoder(page);

  // Two presenter links on the stream page.
  await page.getByRole('tab', { name: 'Presenters' }).click();
  await expect(page.getByText('No presenter links yet.')).toBeVisible();
  for (const name of ['Ann', 'Ben']) {
    await page.getByRole('button', { name: 'New presenter link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New presenter link' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please give a name for the presenter')).toBeVisible();
    if (name === 'Ann') await expectAccessible(page);
    await dialog.getByLabel('Presenter name').fill(name);
    await dialog.getByLabel('Presenting time (minutes)').fill('10');
    await dialog.getByLabel('Deck').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Talk deck' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(page.getByText('Link created.').first()).toBeHidden();
  await expectAccessible(page);
  const linkA = await copied(page, page.getByRole('button', { name: 'Copy the presenter link of Ann' }));
  const toolB = await copied(page, page.getByRole('button', { name: 'Copy the presenter tool link of Ben' }));
  const linkB = await copied(page, page.getByRole('button', { name: 'Copy the presenter link of Ben' }));
  expect(linkA).toMatch(/\/presenter\/[^/#]+#token=[A-Za-z0-9_-]{32}$/);
  expect(toolB).toContain(`/pt/event/${eventId}/stream/${streamId}?include=`);

  try {
    // The operator console: the deck, then live once the source publishes.
    await page.goto(`${server.url}/livetool/${streamId}`);
    await page.getByRole('combobox', { name: 'Change deck' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Talk deck' }).click();
    await expect(page.getByRole('figure', { name: /^PROGRAM/ }).getByRole('img', { name: 'PROGRAM: slide 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Go live' }).click({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Stop live' })).toBeVisible();

    const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ reducedMotion: 'reduce' })));
    const [viewer, ann, ben] = await Promise.all(contexts.map((c) => c.newPage()));
    await viewer.goto(`${server.url}/watch/${eventId}/${streamId}`);
    await expect.poll(() => viewer.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
    const viewerShows = (slide: number) => expect.poll(() => viewerSlide(viewer), { timeout: 30_000 }).toBe(`Slide ${slide}`);

    // Presenter A: the presenter view, signed out; presenting moves the stream's slides.
    await ann.goto(linkA);
    await expect(ann.getByRole('heading', { level: 1, name: 'Presenter View' })).toBeVisible();
    await expect(ann.getByText('Slide 1 of 3')).toBeVisible();
    await expect(ann.getByRole('timer', { name: 'Presenting time left' })).toHaveText('10:00');
    await expectAccessible(ann);
    await ann.getByRole('button', { name: 'Start presenting' }).click();
    await expect(ann.getByRole('button', { name: 'Stop presenting' })).toBeVisible();
    for (const slide of [2, 3]) {
      await ann.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(ann.getByText(`Slide ${slide} of 3`)).toBeVisible();
      await expect(page.getByRole('figure', { name: /^PROGRAM/ }).getByRole('img', { name: `PROGRAM: slide ${slide}` })).toBeVisible();
      // The console names the holder and their slide; its next-up pane follows them.
      await expect(page.getByText(`Ann has control of the slides, on slide ${slide}.`)).toBeVisible();
      await expect(page.getByRole('figure', { name: /^Next up/ }).getByRole('img', { name: `Next up: slide ${slide}` })).toBeVisible();
      await viewerShows(slide);
    }
    await expect(ann.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    await expect(ann.getByRole('timer', { name: 'Presenting time left' })).not.toHaveText('10:00');
    await ann.getByRole('button', { name: 'Message wall' }).click();
    await expect(ann.getByRole('dialog', { name: 'Message wall' })).toBeVisible();
    await expectAccessible(ann);
    await ann.keyboard.press('Escape');

    // Presenter B: the presenter tool, a name, Connect, then takes control and goes back one slide.
    await ben.goto(toolB);
    await expect(ben.getByRole('heading', { level: 1, name: 'Presenter tool' })).toBeVisible();
    await expectAccessible(ben);
    await ben.getByRole('button', { name: 'Connect' }).click();
    await expect(ben.getByText('Please add a name')).toBeVisible();
    await ben.getByLabel('Your name').fill('Ben B');
    await ben.getByRole('button', { name: 'Connect' }).click();
    await expect(ben.getByText('Ann has control of the slides.')).toBeVisible();
    await expect(ben.getByText('Slide 3 of 3')).toBeVisible();
    await ben.getByRole('button', { name: 'Take control' }).click();
    await expect(ben.getByText('You have control of the slides.')).toBeVisible();
    await expect(ann.getByText('Ben B has control of the slides.')).toBeVisible();
    await expect(ann.getByRole('button', { name: 'Start presenting' })).toBeVisible();
    await ben.getByRole('button', { name: 'Previous' }).click();
    await expect(ben.getByText('Slide 2 of 3')).toBeVisible();
    await viewerShows(2);
    await expectAccessible(ben);

    // The operator sees the pool and removes A.
    await page.getByRole('tab', { name: 'Presenters' }).click();
    const pool = page.getByRole('list', { name: 'Connected presenters' });
    await expect(pool.getByRole('listitem')).toHaveCount(2);
    await expect(pool.getByRole('listitem').filter({ hasText: 'Ben B' }).getByText('In control')).toBeVisible();
    await expect(pool.getByRole('listitem').filter({ hasText: 'Ann' }).getByRole('img', { name: 'Online' })).toBeVisible();
    await expectAccessible(page);
    await pool.getByRole('button', { name: 'Remove Ann' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(pool.getByRole('listitem')).toHaveCount(1);
    // A's view tells removal apart from a refused link, and reads nothing of the stream meanwhile.
    await expect(ann.getByRole('status').getByRole('heading', { name: 'The operator removed you from this stream.' })).toBeVisible();
    await expect(ann.getByRole('heading', { name: NO_PERMISSION })).toBeHidden();
    await expectAccessible(ann);
    await expect(ben.getByText('You have control of the slides.')).toBeVisible();

    // The operator's Cut and keys ask before taking control back from B; No changes nothing.
    await page.getByRole('tab', { name: 'Slides' }).click();
    await expect(page.getByText('Ben B has control of the slides, on slide 2.')).toBeVisible();
    await expect(page.getByRole('figure', { name: /^Next up/ }).getByRole('img', { name: 'Next up: slide 2' })).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Main hall' }).click();
    await page.keyboard.press(' ');
    const ask = page.getByRole('dialog').filter({ hasText: 'Take control from Ben B?' });
    await expect(ask.getByText(slideControlTexts.takeHint('Ben B'))).toBeVisible();
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(ben.getByText('You have control of the slides.')).toBeVisible();
    await page.getByRole('button', { name: 'Cut', exact: true }).click();
    const cut = page.waitForResponse((response) => response.url().endsWith('/api/call/cutSlide'));
    await ask.getByRole('button', { name: 'Take control' }).click();
    expect((await cut).ok()).toBe(true);
    await expect(page.getByText(slideControlTexts.operatorHolds)).toBeVisible();
    await expect(ben.getByText(slideControlTexts.operatorHolds)).toBeVisible();
    await expect(ben.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectAccessible(page);
    // The console drives again without asking.
    await page.getByRole('heading', { level: 1, name: 'Main hall' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('figure', { name: /^Next up/ }).getByRole('img', { name: 'Next up: slide 3' })).toBeVisible();
    await page.keyboard.press(' ');
    await expect(page.getByRole('figure', { name: /^PROGRAM/ }).getByRole('img', { name: 'PROGRAM: slide 3' })).toBeVisible();
    await expect(ask).toBeHidden();
    await viewerShows(3);

    // B takes control in the tool, then opens the presenter view from the same link in a second tab.
    await ben.getByRole('button', { name: 'Take control' }).click();
    await expect(ben.getByText('You have control of the slides.')).toBeVisible();
    const benView = await ben.context().newPage();
    await benView.goto(linkB);
    await expect(benView.getByText(slideControlTexts.otherPage)).toBeVisible();
    await expectAccessible(benView);
    await benView.getByRole('button', { name: 'Start presenting' }).click();
    await expect(benView.getByRole('button', { name: 'Stop presenting' })).toBeVisible();
    // The tool shows it lost control and moves nothing; the view moves the slides.
    await expect(ben.getByText(slideControlTexts.otherPageTook)).toBeVisible();
    await expect(ben.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // The view joined under the link's own name.
    await expect(page.getByText('Ben has control of the slides, on slide 3.')).toBeVisible();
    await benView.getByRole('button', { name: 'Previous' }).click();
    await expect(benView.getByText('Slide 2 of 3')).toBeVisible();
    await expect(page.getByRole('figure', { name: /^PROGRAM/ }).getByRole('img', { name: 'PROGRAM: slide 2' })).toBeVisible();
    await viewerShows(2);
    await expectAccessible(ben);
    await Promise.all(contexts.map((c) => c.close()));
  } finally {
    await source.stop();
  }

  // A's link expires (written as time would leave it, with the server stopped): the view refuses.
  const linkId = new URL(linkA).pathname.split('/').pop()!;
  await page.goto('about:blank');
  await server.stop();
  const engine = await createEngine({ dataDir: server.dataDir });
  try {
    await engine.commit([{ type: 'update', path: `presenterLinks/${linkId}`, data: { expires: new Date(Date.now() - 1000) } }]);
  } finally {
    await engine.close();
  }
  await server.start();
  await page.goto(linkA.replace(/^https?:\/\/[^/]+/, server.url));
  await expect(page.getByRole('heading', { name: NO_PERMISSION })).toBeVisible();
  await expectAccessible(page);
});
