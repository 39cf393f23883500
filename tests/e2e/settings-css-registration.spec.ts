/**
 * The settings page's Custom CSS dialog and Registration tab (spec 002 sections 2, 4, 5 and 8) in
 * Chromium against the real server, on a new event of the demo owner's: CSS typed into Monaco
 * (refused while it is not CSS), saved with the font it names and kept after a reload; a select
 * field with two options added to the registration form, saved with Update and kept after a
 * reload; the background image uploaded and removed; axe on the dialog and the tab.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';

const TITLE = `CSS and registration ${Date.now()}`;
// A one-pixel PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openSettings(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event settings' })).toBeVisible();
}

/** Opens the Custom CSS dialog and waits for Monaco to show the stored CSS. */
async function openCssDialog(page: Page) {
  await page.getByRole('button', { name: 'Custom CSS', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom CSS' });
  await expect(dialog.locator('.monaco-editor .view-lines')).toBeVisible();
  return dialog;
}

/** The editor's text as shown (Monaco draws spaces as no-break spaces). */
async function editorText(page: Page): Promise<string> {
  const lines = await page.locator('.monaco-editor .view-line').allTextContents();
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

test('the demo owner writes custom CSS in Monaco and adds a registration field, both kept after a reload', async ({ page, server }) => {
  await openOwnEvent(page, server, TITLE);
  await openSettings(page);

  // Custom CSS: what is not CSS is refused with the reason; CSS is saved with the font it names.
  let dialog = await openCssDialog(page);
  await expectAccessible(page);
  await dialog.locator('.monaco-editor .view-lines').click();
  // Monaco closes the brace it opens, so the stray one is the second "}".
  await page.keyboard.type('h1 { color: red; } }');
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('This is not valid CSS: Unexpected }');
  await dialog.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // Autocomplete comes from the CSS language service in its bundled worker (no network here).
  await page.keyboard.type('h1 { backgr');
  await expect(dialog.locator('.suggest-widget')).toContainText('background-color');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect.poll(() => editorText(page)).toBe('');
  await page.keyboard.type('body { font-family: "Fira Sans", sans-serif; }');
  await expect.poll(() => editorText(page)).toBe('body { font-family: "Fira Sans", sans-serif; }');
  // Tab indents in the editor; after Ctrl+M (as the dialog says) it moves on to the buttons.
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Update', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Event settings updated!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Event settings' })).toBeVisible();
  await expect(page.locator('.ant-select', { has: page.locator('#settings-font') })).toContainText('Fira Sans');
  dialog = await openCssDialog(page);
  await expect.poll(() => editorText(page)).toBe('body { font-family: "Fira Sans", sans-serif; }');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Registration: a select field with two options, saved by the page's Update.
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page.getByRole('switch', { name: 'Required: Email' })).toBeDisabled();
  await expect(page.getByText('The email field cannot be hidden, made optional or deleted.')).toBeVisible();
  const fieldDialog = page.getByRole('dialog', { name: 'Add field' });
  // By keyboard: the dialog opens on Enter, starts in Label, and Enter adds the field.
  await page.getByRole('button', { name: 'Add field', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(fieldDialog.getByLabel('Label')).toBeFocused();
  await page.keyboard.type('Company');
  await page.keyboard.press('Enter');
  await expect(fieldDialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'company' })).toContainText('Company');
  await page.getByRole('button', { name: 'Add field', exact: true }).click();
  await fieldDialog.getByLabel('Label').fill('Country');
  await fieldDialog.getByRole('combobox', { name: 'Field type' }).click();
  await page.locator('.ant-select-item-option[title="Select"]').click();
  for (const option of ['Finland', 'Sweden']) {
    await fieldDialog.getByRole('textbox', { name: 'Options' }).fill(option);
    await fieldDialog.getByRole('button', { name: 'Add option' }).click();
  }
  await expect(fieldDialog.getByRole('list', { name: 'Added options' }).getByRole('listitem')).toHaveText(['Finland', 'Sweden']);
  await expectAccessible(page);
  await fieldDialog.getByRole('button', { name: 'Add field', exact: true }).click();
  await expect(fieldDialog).toBeHidden();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Event settings updated!')).toBeVisible();

  // The background image comes from the event's media library and saves itself at once.
  const background = page.getByRole('group', { name: 'Registration background' });
  await background.getByRole('button', { name: 'Select File' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles({ name: 'background.png', mimeType: 'image/png', buffer: PNG });
  await bank.getByRole('button', { name: 'background.png', exact: true }).click({ timeout: 60_000 });
  await bank.getByRole('button', { name: 'Use selected' }).click();
  await expect(page.getByText('Registration background saved')).toBeVisible();
  await expect(background.getByRole('img', { name: 'Registration background' })).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'company' })).toContainText('Company');
  const country = page.getByRole('row').filter({ hasText: 'country' });
  await expect(country).toContainText('Country');
  await expect(country).toContainText('Select (2 options)');
  await expect(page.getByRole('img', { name: 'Registration background' })).toBeVisible();
  await expectAccessible(page);

  await background.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Registration background removed')).toBeVisible();
  await expect(background.getByRole('img')).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(background.getByRole('button', { name: 'Select File' })).toBeVisible();
  await expect(background.getByRole('img')).toHaveCount(0);
});
