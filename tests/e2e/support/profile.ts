import { expect, type Locator, type Page } from '@playwright/test';

export const profileDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Profile' });

/** Opens the Profile dialog with the account area's header button and waits for its form. */
export async function openProfileFromAccountArea(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = profileDialog(page);
  await expect(dialog.getByLabel('Display name')).toBeVisible();
  return dialog;
}
