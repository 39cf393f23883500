/**
 * /participants/import in a real browser (spec 002 sections 2 and 5; issue 31): a CSV as a
 * spreadsheet saves it, read by the import's Web Worker; a column without a field gets the spec's
 * message; an invalid row is fixed in place; Finish imports, says what it did and goes on to
 * /settings. Each step checked with axe.
 */
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';

const CSV = '\uFEFFFirst name;Last name;E-mail;Shoe size\r\nAda;Lovelace;ADA@example.com;38\r\nGrace;Hopper;grace@@example;40\r\n';

test('imports a CSV after its mapping and an invalid row are fixed, then goes to settings', async ({ page, server }) => {
  await openOwnEvent(page, server, 'Import participants e2e');
  await page.goto(`${server.url}/participants/import`);
  await expect(page.getByRole('heading', { level: 1, name: 'Import participants' })).toBeVisible();
  await expectAccessible(page);

  await page.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByText('2 rows read.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a name for the field' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectAccessible(page);

  // From the keyboard: the last choice, "Do not import", is one step up from the first.
  await page.getByRole('combobox', { name: 'Field for column Shoe size' }).click();
  await expect(page.locator('.ant-select-item-option[title="firstName"]')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.ant-select-item-option-active[title="Do not import"]')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 participant is ready to import.')).toBeVisible();
  const rows = page.getByRole('region', { name: 'Rows that need attention' });
  await expect(rows.getByText('Email is not valid.')).toBeVisible();
  await rows.getByLabel('Row 3 E-mail').fill('grace@example.com');
  await rows.getByRole('button', { name: 'Save fix' }).click();
  await expect(page.getByText('2 participants are ready to import.')).toBeVisible();
  await expect(rows).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Participants imported')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  const summary = page.locator('.ant-descriptions');
  await expect(summary.getByRole('row', { name: /Created\s*2/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /Skipped\s*0/ })).toBeVisible();
  await expect(page.getByText('Participants imported')).toBeHidden();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Go to settings' }).click();
  await expect(page).toHaveURL(`${server.url}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Event settings' })).toBeVisible();
});
