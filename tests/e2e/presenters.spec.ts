/**
 * /presenters in a real browser against the real server (spec 002 sections 2, 5 and 8): the empty
 * table, the name rule, a picture picked through the media bank (uploaded and processed on the
 * server), editing, and deletion after its confirmation.
 */
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { drawPng } from './support/images';

test('presenters: add with an image from the media bank, edit, delete', async ({ page, server }) => {
  await openOwnEvent(page, server, 'Presenters check');
  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Presenters', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Presenters' })).toBeVisible();
  await expect(page.getByText('No presenters')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add presenter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add presenter' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please give a name for the presenter')).toBeVisible();
  await expect(page.getByText('Form failed')).toBeVisible();

  await dialog.getByLabel('Presenter name').fill('Ada Lovelace');
  await dialog.getByLabel('Organisation').fill('Analytical Engines');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Phone number').fill('+358 040 123 456');

  // The picture comes through the media bank: uploaded there, processed by the server, then chosen.
  await dialog.getByRole('button', { name: 'Select File' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: await drawPng(page, 400, 400) });
  const tile = bank.getByRole('button', { name: 'ada.png' });
  await expect(tile.locator('img')).toBeVisible({ timeout: 30_000 });
  await tile.click();
  await bank.getByRole('button', { name: 'Use selected' }).click();
  await expect(bank).toBeHidden();
  const picture = dialog.getByRole('img', { name: 'Presenter image' });
  await expect(picture).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Presenter added!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /Ada Lovelace/ });
  await expect(row.getByRole('cell', { name: 'Analytical Engines' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Ada Lovelace' })).toHaveJSProperty('complete', true);
  expect(await row.getByRole('img', { name: 'Ada Lovelace' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(row.getByRole('cell', { name: /^\d\d:\d\d - \d\d\.\d\d\.\d{4}$/ })).toBeVisible();

  // Edit: the dialog opens with the stored fields; the picture can be cleared.
  await row.getByRole('button', { name: 'Edit presenter Ada Lovelace' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit presenter' });
  await expect(edit.getByLabel('Email')).toHaveValue('ada@example.com');
  await edit.getByLabel('Organisation').fill('Difference Engines');
  await edit.getByRole('button', { name: 'Clear' }).click();
  await expect(edit.getByRole('img', { name: 'Presenter image' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Presenter updated!')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Difference Engines' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Ada Lovelace' })).toHaveCount(0);

  // Delete asks first; No keeps the row.
  await row.getByRole('button', { name: 'Delete Ada Lovelace' }).click();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete Ada Lovelace' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Presenter deleted!')).toBeVisible();
  await expect(page.getByText('No presenters')).toBeVisible();
});
