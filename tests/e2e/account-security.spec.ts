import { expect, expectAccessible, signIn, test } from './fixtures';
import { outboxFor, PASSWORD, sessionOf, signUpNewAccount } from './support/accounts';

const NEW_PASSWORD = 'staple lantern meadow';

test('a forgotten password: ask for a link, follow it from the mail, choose a new password and sign in with it', async ({ browser, page, server, consoleErrors }) => {
  // Refused on purpose: the old password after the change, and the link used a second time.
  consoleErrors.allow(/status of 401 \(Unauthorized\) at \S+\/api\/auth\/signin$/);
  consoleErrors.allow(/status of 400 \(Bad Request\) at \S+\/api\/auth\/password-reset\/confirm$/);
  const signup = await browser.newPage();
  const email = await signUpNewAccount(signup, server);
  await signup.close();

  await page.goto(server.url);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  // By keyboard: the address, then Enter.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this address, we have sent it a link' })).toBeVisible();
  await expectAccessible(page);

  const mail = (await outboxFor(server, email)).find((m) => m.subject === 'Reset your password for EventDesk');
  const link = /https?:\/\/\S+\/reset-password#token=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, `a reset link in:\n${mail?.text}`).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('password');
  await page.getByLabel('Confirm new password').fill('password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/^This password is too easy to guess\./)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('My Account')).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('another fine phrase');
  await page.getByLabel('Confirm new password').fill('another fine phrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid, has expired or has already been used.');
});

test('changing the password ends the session of another browser', async ({ browser, page, server, consoleErrors }) => {
  // Refused on purpose: a wrong current password first.
  consoleErrors.allow(/status of 401 \(Unauthorized\) at \S+\/api\/auth\/password$/);
  const email = await signUpNewAccount(page, server);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(server.url);
  await signIn(other, email, PASSWORD);
  await expect(other.getByText('My Account')).toBeVisible();

  await page.goto(`${server.url}/settings`);
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is wrong.');
  await expectAccessible(page);

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  expect(await sessionOf(page, server)).toMatchObject({ email });

  expect(await sessionOf(other, server)).toBeNull();
  // The other browser's open page notices on its own and falls back to sign-in.
  await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await otherContext.close();
});

test('the session list shows both browsers, marks this one, and ends the other', async ({ browser, page, server }) => {
  const email = await signUpNewAccount(page, server);
  const otherContext = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
  const other = await otherContext.newPage();
  await other.goto(server.url);
  await signIn(other, email, PASSWORD);
  await expect(other.getByText('My Account')).toBeVisible();

  await page.goto(`${server.url}/settings`);
  const rows = page.getByRole('row').filter({ hasText: '127.0.0.1' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  const phone = rows.filter({ hasText: 'Safari on iOS' });
  await expect(phone).toHaveCount(1);
  await expectAccessible(page);

  // By keyboard: focus the row's button, Enter, then confirm.
  await phone.getByRole('button', { name: /^Sign out: Safari on iOS/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('tooltip').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The session has been signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(await sessionOf(other, server)).toBeNull();
  expect(await sessionOf(page, server)).toMatchObject({ email });

  // Sign out everywhere ends this one too.
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await sessionOf(page, server)).toBeNull();
  await otherContext.close();
});
