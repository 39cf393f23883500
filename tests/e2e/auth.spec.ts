import { expect, expectAccessible, signIn, test } from './fixtures';
import { fillSignup, freshEmail, outboxFor, PASSWORD, sessionOf, signUpNewAccount } from './support/accounts';

test('a visitor creates an account, lands in the account area and verifies the address from the mail', async ({ page, server, consoleErrors }) => {
  await page.goto(server.url);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectAccessible(page);

  const email = freshEmail('newcomer');
  await fillSignup(page, email, PASSWORD);
  await expect(page.getByText('Succesfully created an account!')).toBeVisible();
  await expect(page.getByText('My Account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);
  expect(await sessionOf(page, server)).toMatchObject({ email, emailVerified: false });

  const mails = await outboxFor(server, email);
  expect(mails).toHaveLength(1);
  const link = /https?:\/\/\S+\/api\/auth\/verify\?token=\S+/.exec(mails[0].text)?.[0];
  expect(link, `a verification link in:\n${mails[0].text}`).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expect(page.getByText('My Account')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  expect(await sessionOf(page, server)).toMatchObject({ email, emailVerified: true });

  // The link works once: a second visit says it is spent instead of pretending.
  consoleErrors.allow(/status of 400 \(Bad Request\) at \S+\/api\/auth\/verify\?token=/);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
});

test('the sign-up form refuses incomplete or invalid input with the exact messages and creates nothing', async ({ page, server }) => {
  await page.goto(`${server.url}/signup`);
  const alert = page.getByRole('alert');
  const email = freshEmail('invalid');

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(alert).toHaveText('Fill out the fields.');

  await fillSignup(page, email, PASSWORD, '');
  await expect(alert).toHaveText('Fill out the fields.');

  await fillSignup(page, 'someone@example', PASSWORD);
  await expect(alert).toHaveText('Email is not valid.');

  await fillSignup(page, email, 'short12');
  await expect(alert).toHaveText('Password must be longer than 8 charecters');

  await fillSignup(page, email, PASSWORD, `${PASSWORD}!`);
  await expect(alert).toHaveText('Passwords dont match.');
  await expectAccessible(page);

  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  expect(await sessionOf(page, server)).toBeNull();
  expect(await outboxFor(server, email)).toEqual([]);
});

test('an email that already has an account gets its owner a mail, and the form says to look there', async ({ page, server, consoleErrors }) => {
  // Sign-up answers as for a new address; only the sign-in that follows it fails.
  consoleErrors.allow(/status of 401 \(Unauthorized\) at \S+\/api\/auth\/signin$/);
  const { email } = server.demoCredentials();
  await page.goto(`${server.url}/signup`);
  await fillSignup(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Check your email to finish: we sent a message to this address.');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  expect(await sessionOf(page, server)).toBeNull();
  expect((await outboxFor(server, email)).map((mail) => mail.subject)).toContain('Sign-up attempt with your EventDesk address');
});

test('a wrong password is refused with a clear message and nothing else happens', async ({ page, server, consoleErrors }) => {
  consoleErrors.allow(/status of 401 \(Unauthorized\) at \S+\/api\/auth\/signin$/);
  const { email } = server.demoCredentials();
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('You have been signed in!')).toHaveCount(0);
  expect(await sessionOf(page, server)).toBeNull();
  await expectAccessible(page);
});

test('the sign-in form asks for both fields with the exact messages', async ({ page, server }) => {
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please type your username')).toBeVisible();
  await expect(page.getByText('Please type your password')).toBeVisible();
  expect(await sessionOf(page, server)).toBeNull();
});

test('a user signs in and out; after signing out the old session no longer works', async ({ browser, page, server }) => {
  const signup = await browser.newPage();
  const email = await signUpNewAccount(signup, server);
  await signup.close();

  await page.goto(server.url);
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('You have been signed in!')).toBeVisible();
  await expect(page.getByText('My Account')).toBeVisible();
  const sessionCookies = await page.context().cookies(server.url);
  expect(sessionCookies.length).toBeGreaterThan(0);
  const cookieHeader = sessionCookies.map((c) => `${c.name}=${c.value}`).join('; ');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been signed out!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('My Account')).toHaveCount(0);

  // Someone who copied the cookie before the sign-out gets nothing with it.
  const replay = await fetch(`${server.url}/api/auth/session`, { headers: { cookie: cookieHeader } });
  expect(((await replay.json()) as { user: unknown }).user).toBeNull();
});

test('the sign-in form can be completed with the keyboard alone', async ({ page, server }) => {
  const { email, password } = server.demoCredentials();
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');

  await expect(page.getByText('You have been signed in!')).toBeVisible();
  await expect(page.getByText('My Account')).toBeVisible();
});
