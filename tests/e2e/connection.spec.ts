import { expect, expectAccessible, test } from './fixtures';
import { signUpNewAccount } from './support/accounts';
import { drawPng } from './support/images';
import { chooseAvatar, openProfileFromAccountArea } from './support/profile';

// A test that fails half-way must not leave the next one without a server.
test.afterEach(async ({ server }) => {
  if (!server.running) await server.start();
});

test('when the server goes away the app says it is offline, and it recovers by itself when the server returns', async ({ page, server, consoleErrors }) => {
  // The stopped server refuses the app's reconnection attempts until it is back.
  consoleErrors.allow(/WebSocket connection to 'ws:\/\/\S+\/ws' failed: .*ERR_CONNECTION_REFUSED/);
  await signUpNewAccount(page, server);
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
  // The event picker's code arrives after the page: the server stops only once it is on screen.
  await expect(page.getByText('No events yet', { exact: true })).toBeVisible();
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

  await server.stop();
  const offline = page.getByRole('dialog', { name: 'You are offline' });
  await expect(offline).toBeVisible();
  await expect(offline.getByText('Error 12030')).toBeVisible();
  await expect(offline.getByText('No internet connection!')).toBeVisible();
  await expect(offline.getByRole('button', { name: 'Refresh page' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible();
  await expectAccessible(page);

  await server.start();
  await expect(offline).toBeHidden();
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // The recovered app writes, and its live views follow the writes without a reload.
  let dialog = await openProfileFromAccountArea(page);
  await dialog.getByLabel('Display name').fill('survivor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await expect(dialog).toBeHidden();
  dialog = await openProfileFromAccountArea(page);
  await expect(dialog.getByLabel('Display name')).toHaveValue('survivor');

  const headerAvatar = page.locator('header .ant-avatar img');
  await expect(headerAvatar).toHaveCount(0);
  await chooseAvatar(page, dialog, { name: 'me.png', mimeType: 'image/png', buffer: await drawPng(page, 400, 400) });
  await expect(headerAvatar).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('the Refresh page button of the offline dialog reloads the page', async ({ page, server, consoleErrors }) => {
  // The stopped server refuses the app's reconnection attempts, and the reload it is asked for, until it is back.
  consoleErrors.allow(/WebSocket connection to 'ws:\/\/\S+\/ws' failed: .*ERR_CONNECTION_REFUSED/);
  consoleErrors.allow(/^Failed to load resource: net::ERR_CONNECTION_REFUSED at /);
  await signUpNewAccount(page, server);
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
  // The event picker's code arrives after the page: the server stops only once it is on screen.
  await expect(page.getByText('No events yet', { exact: true })).toBeVisible();

  await server.stop();
  const refresh = page.getByRole('dialog', { name: 'You are offline' }).getByRole('button', { name: 'Refresh page' });
  await refresh.focus();
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === `${server.url}/`);
  await page.keyboard.press('Enter');
  await reload;

  // Back online, the reloaded page is still signed in: the session outlived the restart.
  await server.start();
  await page.reload();
  await expect(page.getByText('My Account')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Online' })).toBeVisible();
});
