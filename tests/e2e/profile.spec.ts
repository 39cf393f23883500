import { expect, expectAccessible, signIn, test } from './fixtures';
import { signUpNewAccount } from './support/accounts';
import { drawPng } from './support/images';
import { openProfileFromAccountArea, profileDialog } from './support/profile';

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
  const demo = server.demoCredentials();
  await page.goto(server.url);
  await signIn(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Demo Event' }).click();
  await expect(page.getByRole('button', { name: 'Live tool' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = profileDialog(page);
  await expect(dialog.getByLabel('Email')).toHaveValue(demo.email);
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

test('an uploaded picture becomes a 300x300 JPEG avatar in the header; wrong files are refused', async ({ page, server }) => {
  await signUpNewAccount(page, server);
  const headerAvatar = page.locator('header .ant-avatar img');
  await expect(headerAvatar).toHaveCount(0);

  const dialog = await openProfileFromAccountArea(page);
  const picker = dialog.getByLabel('Upload avatar');
  await picker.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await drawPng(page, 640, 480) });
  await expect(page.getByText('Profile updated!')).toBeVisible();

  await expect(headerAvatar).toHaveJSProperty('complete', true);
  const size = await headerAvatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([300, 300]);
  const src = (await headerAvatar.getAttribute('src'))!;
  const image = await page.request.get(new URL(src, server.url).href);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect([...(await image.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  await expect(dialog.getByRole('img', { name: 'Your avatar' })).toBeVisible();

  const refusals: [{ name: string; mimeType: string; buffer: Buffer }, string][] = [
    [{ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }, 'You can only upload JPG/PNG file!'],
    [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }, 'You can only upload JPG/PNG file!'],
    [
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([await drawPng(page, 400, 400), Buffer.alloc(2 * 1024 * 1024)]) },
      'Image must smaller than 2MB!',
    ],
  ];
  for (const [file, message] of refusals) {
    await picker.setInputFiles(file);
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(picker).toBeEnabled();
  }
  await expectAccessible(page);

  await page.reload();
  await expect(headerAvatar).toHaveAttribute('src', src);
});
