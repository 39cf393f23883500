import { expect, expectAccessible, signIn, test } from './fixtures';
import { fillSignup, freshEmail, outboxFor, PASSWORD, sessionOf, signUpNewAccount } from './support/accounts';

test('a visitor signs up, finds the link in the mail, and the link creates the account and signs them in once', async ({ page, server, consoleErrors }) => {
  await page.goto(server.url);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectAccessible(page);

  const email = freshEmail('newcomer');
  await fillSignup(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Check your email to finish signing up' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(await sessionOf(page, server)).toBeNull();

  const mails = await outboxFor(server, email);
  expect(mails.map((mail) => mail.subject)).toEqual(['Finish signing up for EventDesk']);
  const link = /https?:\/\/\S+\/finish-signup#token=\S+/.exec(mails[0].text)?.[0];
  expect(link, `a sign-up link in:\n${mails[0].text}`).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText('Succesfully created an account!')).toBeVisible();
  await expect(page.getByText('My Account')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  expect(await sessionOf(page, server)).toMatchObject({ email, emailVerified: true });
  await expectAccessible(page);

  // The link works once: followed again, in another browser, it says the account exists.
  consoleErrors.allow(/status of 409 \(Conflict\) at \S+\/api\/auth\/signup\/finish$/);
  const other = await page.context().browser()!.newPage();
  await other.goto(link!);
  await expect(other.getByRole('alert')).toHaveText('This sign-up link was already used: your account exists. Sign in with your email and password.');
  await expectAccessible(other);
  await other.close();
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

test('an email that already has an account gets the same answer, and its owner a mail', async ({ page, server }) => {
  const { email } = server.demoCredentials();
  await page.goto(`${server.url}/signup`);
  await fillSignup(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Check your email to finish signing up' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
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
