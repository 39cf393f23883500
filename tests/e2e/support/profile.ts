import { expect, type Locator, type Page } from '@playwright/test';

export const profileDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Profile' });

/** Opens the Profile dialog with the account area's header button and waits for its form. */
export async function openProfileFromAccountArea(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = profileDialog(page);
  await expect(dialog.getByLabel('Display name')).toBeVisible();
  return dialog;
}

/**
 * Chooses the avatar as a user does: the Avatar field's media bank opens on the user's own
 * library, the picture is uploaded there, processed by the server, chosen and used.
 */
export async function chooseAvatar(page: Page, dialog: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await dialog.getByRole('group', { name: 'Avatar' }).getByRole('button', { name: 'Select File' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles(file);
  const tile = bank.getByRole('button', { name: file.name, exact: true });
  await expect(tile).toBeVisible({ timeout: 60_000 });
  await tile.click();
  await bank.getByRole('button', { name: 'Use selected' }).click();
  await expect(bank).toBeHidden();
}
