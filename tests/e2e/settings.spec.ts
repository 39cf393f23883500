/**
 * The event settings page (spec 000 sections 2.11, 5, 6 and 8) in Chromium against the real
 * server, on a new event of the demo owner's: title and slug (a taken slug turns the field red
 * and keeps Update off), a date from the picker, a favicon from the media bank, Update and a reload, the JSON export, the Access
 * tab with the move into the demo organisation, the keyboard path and axe on every tab.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { drawPng } from './support/images';

const STAMP = Date.now();
const TITLE = `Settings check ${STAMP}`;
const NEW_TITLE = `Settings renamed ${STAMP}`;
const NEW_SLUG = `settings-renamed-${STAMP}`;

/** Presses Tab until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the demo owner edits, updates, exports and moves an own event from its settings', async ({ page, server }) => {
  await openOwnEvent(page, server, TITLE);

  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event settings' })).toBeVisible();
  const title = page.getByLabel('Title', { exact: true });
  const slug = page.getByLabel('Slug', { exact: true });
  const update = page.getByRole('button', { name: 'Update', exact: true });
  await expect(title).toHaveValue(TITLE);
  await expect(update).toBeDisabled();
  await expectAccessible(page);

  // The demo event holds this slug.
  await title.fill(NEW_TITLE);
  await slug.fill('demo-event');
  await expect(page.getByText('Already an event with this slug.')).toBeVisible();
  await expect(update).toBeDisabled();
  await slug.fill(NEW_SLUG.replaceAll('-', ' ').toUpperCase());
  await expect(slug).toHaveValue(NEW_SLUG);
  await expect(page.getByText('Already an event with this slug.')).toHaveCount(0);

  const date = page.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill('12.06.2031 18:30');
  // A typed date counts once the field is left, with no OK to click (issue 30).
  await date.press('Tab');
  await expect(date).toHaveValue('12.06.2031 18:30');

  // The favicon is the media bank's image field: uploaded there, processed by the server, chosen.
  const favicon = page.getByRole('group', { name: 'Favicon' });
  await favicon.getByRole('button', { name: 'Select File' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await drawPng(page, 64, 64) });
  await expect(bank.getByRole('button', { name: 'icon.png' }).locator('img')).toBeVisible({ timeout: 30_000 });
  await bank.getByRole('button', { name: 'icon.png' }).click();
  await bank.getByRole('button', { name: 'Use selected' }).click();
  await expect(bank).toBeHidden();
  await expect(favicon.getByRole('img', { name: 'Favicon' })).toBeVisible();

  // Update by keyboard: Tab from the top of the page reaches it, Enter sends.
  await expect(update).toBeEnabled();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, update);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Event settings updated!')).toBeVisible();
  await expect(update).toBeDisabled();
  // The tabs are reached by Tab too.
  await tabTo(page, page.getByRole('tab', { name: 'General' }));

  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(NEW_TITLE);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(NEW_SLUG);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('12.06.2031 18:30');
  await expect(page.getByRole('group', { name: 'Favicon' }).getByRole('img', { name: 'Favicon' })).toHaveJSProperty('complete', true);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export settings' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${NEW_SLUG}-settings.json`);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(exported).toMatchObject({ title: NEW_TITLE, slug: NEW_SLUG });
  expect(Object.keys(exported)).not.toContain('passHash');
  expect(Object.keys(exported)).not.toContain('pinHash');

  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page.getByRole('tab', { name: 'Registration' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Access' }).click();
  const demo = server.demoCredentials();
  await expect(page.getByRole('cell', { name: demo.email, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${demo.email}` })).toBeDisabled();
  await expectAccessible(page);

  // Its owner puts the event in the demo organisation.
  const organization = page.getByLabel('Organization', { exact: true });
  await organization.click();
  await page.locator('.ant-select-item-option[title="Demo Organisation"]').click();
  await page.getByRole('button', { name: 'Change organization' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Organization changed!')).toBeVisible();
  await expectAccessible(page);
});
