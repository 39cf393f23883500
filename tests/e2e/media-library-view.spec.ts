import type { Locator, Page } from '@playwright/test';
import { makeJpeg, makeNoiseJpeg, makePdf, makePng } from '@server/media/testing/media-fixtures';
import { expect, expectAccessible, openOwnEvent, pickUpByKeyboard, test } from './fixtures';

const namesIn = (list: Locator) => list.locator(':scope > li').evaluateAll((items) => items.map((li) => li.querySelector('article')?.getAttribute('aria-label')));
const chipNames = (strip: Locator) => strip.getByRole('button').evaluateAll((chips) => chips.map((chip) => chip.querySelector('span')?.textContent));

async function chooseOrder(page: Page, label: string): Promise<void> {
  await page.getByLabel('Order').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

test('the media library: the six orders, the type toggles, multiple select reordered by mouse and keyboard, and each upload with its progress and cancel', async ({ page, server }) => {
  // Five uploads processed on the server, one of them over a slow line.
  test.setTimeout(180_000);
  await openOwnEvent(page, server, 'Media view check');
  await page.getByRole('link', { name: 'Mediabank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mediabank' })).toBeVisible();
  const files = page.getByRole('list', { name: 'Files' });
  const input = page.locator('.media-library input[type=file]');
  // The picker opens once the event's folder is (the first visit makes that folder).
  await expect(page.getByRole('treeitem', { name: 'Media view check' })).toHaveAttribute('aria-selected', 'true');
  await expect(input).toBeEnabled();
  await expect(page.getByText('No files')).toBeVisible();

  // One at a time, so that their created times are in this order.
  const uploads = [
    { name: 'beta.png', mimeType: 'image/png', buffer: await makePng(40, 40) },
    { name: 'Alpha.pdf', mimeType: 'application/pdf', buffer: await makePdf(2) },
    { name: 'gamma.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(900, 700) },
  ];
  for (const [i, file] of uploads.entries()) {
    await input.setInputFiles(file);
    await expect(files.getByRole('article')).toHaveCount(i + 1);
    await expect(files.getByText('Processing')).toHaveCount(0, { timeout: 60_000 });
  }
  const bySize = [...uploads].sort((a, b) => a.buffer.length - b.buffer.length).map((f) => f.name);

  // The six orders (spec 002 section 2); Recent is the default.
  await expect.poll(() => namesIn(files)).toEqual(['gamma.jpg', 'Alpha.pdf', 'beta.png']);
  const orders: [string, string[]][] = [
    ['Alphabetically', ['Alpha.pdf', 'beta.png', 'gamma.jpg']],
    ['Oldest', ['beta.png', 'Alpha.pdf', 'gamma.jpg']],
    ['Type', ['gamma.jpg', 'Alpha.pdf', 'beta.png']],
    ['Largest', [...bySize].reverse()],
    ['Smallest', bySize],
    ['Recent', ['gamma.jpg', 'Alpha.pdf', 'beta.png']],
  ];
  for (const [label, expected] of orders) {
    await chooseOrder(page, label);
    await expect.poll(() => namesIn(files), { message: label }).toEqual(expected);
  }

  // The type toggles.
  const types = page.getByRole('group', { name: 'File types' });
  await types.getByRole('checkbox', { name: 'Images' }).uncheck();
  await expect.poll(() => namesIn(files)).toEqual(['Alpha.pdf']);
  await types.getByRole('checkbox', { name: 'Documents' }).uncheck();
  await expect(page.getByText('No files')).toBeVisible();
  await types.getByRole('checkbox', { name: 'Images' }).check();
  await expect.poll(() => namesIn(files)).toEqual(['gamma.jpg', 'beta.png']);
  await types.getByRole('checkbox', { name: 'Documents' }).check();
  await expect(files.getByRole('article')).toHaveCount(3);

  // Multiple select keeps the order of choosing; the strip reorders by keyboard and by mouse.
  await page.getByRole('switch', { name: 'Multiple select' }).click();
  for (const name of ['beta.png', 'Alpha.pdf', 'gamma.jpg']) await files.getByRole('button', { name: `Select ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText('3 selected');
  const strip = page.getByRole('region', { name: 'Selected files' });
  await expect.poll(() => chipNames(strip)).toEqual(['beta.png', 'Alpha.pdf', 'gamma.jpg']);
  await expectAccessible(page);

  // Each step waits for what dnd-kit announces to screen readers: an arrow key counts once the
  // chip is over its own place, and Space drops it where the last announcement put it.
  const announcement = page.getByRole('status').filter({ hasText: /position \d of 3/ });
  const overAnotherPlace = async () => /^beta\.png is over position [23] of 3\.$/.test((await announcement.textContent()) ?? '');
  await pickUpByKeyboard(page, strip.getByRole('button', { name: /beta\.png/ }));
  await expect(announcement).toHaveText('beta.png is over position 1 of 3.');
  await page.keyboard.press('ArrowRight');
  await expect.poll(overAnotherPlace).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => chipNames(strip)).toEqual(['Alpha.pdf', 'beta.png', 'gamma.jpg']);

  const from = (await strip.getByRole('button', { name: /gamma\.jpg/ }).boundingBox())!;
  const to = (await strip.getByRole('button', { name: /Alpha\.pdf/ }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 4 px that start a drag, then over the first chip in steps, as a hand moves.
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 2 });
  await page.mouse.move(to.x + 4, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => chipNames(strip)).toEqual(['gamma.jpg', 'Alpha.pdf', 'beta.png']);

  // Two files at once on a slow line: each has its own bar; one is cancelled, the other arrives.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
  await input.setInputFiles([
    { name: 'slow-kept.jpg', mimeType: 'image/jpeg', buffer: await makeNoiseJpeg(700, 700) },
    { name: 'slow-cancelled.jpg', mimeType: 'image/jpeg', buffer: await makeNoiseJpeg(700, 700) },
  ]);
  const uploadsList = page.getByRole('region', { name: 'Uploads' });
  const keptBar = uploadsList.getByRole('progressbar', { name: 'Upload progress of slow-kept.jpg' });
  const cancelledBar = uploadsList.getByRole('progressbar', { name: 'Upload progress of slow-cancelled.jpg' });
  await expect(keptBar).toBeVisible();
  await expect(cancelledBar).toBeVisible();
  await expect.poll(async () => Number(await keptBar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await uploadsList.getByRole('button', { name: 'Cancel upload of slow-cancelled.jpg' }).click();
  await expect(uploadsList.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelledBar).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(uploadsList.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(files.getByRole('article', { name: 'slow-kept.jpg' })).toBeVisible();
  await expectAccessible(page);

  // Nothing of the cancelled file was kept.
  await page.reload();
  await expect(files.getByRole('article', { name: 'slow-kept.jpg' })).toBeVisible();
  await expect(files.getByRole('article')).toHaveCount(4);
  await expect(files.getByRole('article', { name: 'slow-cancelled.jpg' })).toHaveCount(0);
});
