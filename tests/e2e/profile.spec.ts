import { mediaMessages } from '@domain/media/media-types';
import { expect, expectAccessible, signInAsDemoOwner, test } from './fixtures';
import { signUpNewAccount } from './support/accounts';
import { drawPng } from './support/images';
import { chooseAvatar, openProfileFromAccountArea, profileDialog } from './support/profile';

test('a user edits their names in the Profile dialog and they are still there after a reload', async ({ page, server }) => {
  const email = await signUpNewAccount(page, server);
  let dialog = await openProfileFromAccountArea(page);
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('Email')).not.toBeEditable();
  await expectAccessible(page);

  await dialog.getByLabel('Display name').fill('adalove');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openProfileFromAccountArea(page);
  await expect(dialog.getByLabel('Display name')).toHaveValue('adalove');
  await expect(dialog.getByLabel('First name')).toHaveValue('Ada');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
});

test('names over the limits show the exact messages and nothing is saved', async ({ page, server }) => {
  await signUpNewAccount(page, server);
  let dialog = await openProfileFromAccountArea(page);
  await dialog.getByLabel('Display name').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();

  dialog = await openProfileFromAccountArea(page);
  await dialog.getByLabel('Display name').fill('a'.repeat(13));
  await dialog.getByLabel('First name').fill('b'.repeat(41));
  await dialog.getByLabel('Last name').fill('c'.repeat(41));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Username can only be 12 charecters long.')).toBeVisible();
  await expect(dialog.getByText('This cannot be longer than 40 characters')).toHaveCount(2);
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  dialog = await openProfileFromAccountArea(page);
  await expect(dialog.getByLabel('Display name')).toHaveValue('short');
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await expect(dialog.getByLabel('Last name')).toHaveValue('');

  // Exactly at the limits is fine.
  await dialog.getByLabel('Display name').fill('a'.repeat(12));
  await dialog.getByLabel('First name').fill('b'.repeat(40));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await page.reload();
  dialog = await openProfileFromAccountArea(page);
  await expect(dialog.getByLabel('Display name')).toHaveValue('a'.repeat(12));
  await expect(dialog.getByLabel('First name')).toHaveValue('b'.repeat(40));
});

test('the Profile dialog opens from the account menu in the event header', async ({ page, server }) => {
  await signInAsDemoOwner(page, server);
  await page.getByRole('button', { name: 'Demo Event' }).click();
  await expect(page.getByRole('button', { name: 'Live tool' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = profileDialog(page);
  await expect(dialog.getByLabel('Email')).toHaveValue(server.demoCredentials().email);
  const lastName = `Owner${Date.now() % 100000}`;
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(profileDialog(page).getByLabel('Last name')).toHaveValue(lastName);
});

test("the avatar comes from the user's own media library through the media bank, and its file only with its link", async ({ page, server, consoleErrors }) => {
  // The refused upload below is answered 415, which the browser logs.
  consoleErrors.allow(/status of 415 \(Unsupported Media Type\) at \S+\/api\/media\/upload/);
  await signUpNewAccount(page, server);
  const headerAvatar = page.locator('header .ant-avatar img');
  await expect(headerAvatar).toHaveCount(0);

  const dialog = await openProfileFromAccountArea(page);
  await chooseAvatar(page, dialog, { name: 'portrait.png', mimeType: 'image/png', buffer: await drawPng(page, 640, 480) });
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Avatar' }).getByRole('img', { name: 'Avatar' })).toBeVisible();
  await expect(headerAvatar).toHaveJSProperty('complete', true);
  expect(await headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  // Served with the link's token, and not without it.
  const src = new URL((await headerAvatar.getAttribute('src'))!, server.url);
  const image = await page.request.get(src.href);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  src.search = '';
  expect((await page.request.get(src.href)).status()).toBe(404);

  // A picture that is not one is refused by its content, whatever its name says.
  await dialog.getByRole('group', { name: 'Avatar' }).getByRole('button', { name: 'Select File' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(bank.getByRole('alert')).toHaveText(mediaMessages.unsupported);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(headerAvatar).toHaveJSProperty('complete', true);
  const again = await openProfileFromAccountArea(page);
  await again.getByRole('group', { name: 'Avatar' }).getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(headerAvatar).toHaveCount(0);
});
