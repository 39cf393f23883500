/**
 * The firebase build in Chromium against the Auth, Firestore and Functions emulators
 * (tests/e2e-firebase/global-setup.ts): a visitor signs up, signs out and back in (and stays so
 * across reloads); a new user creates an event, opens its dashboard, creates a chat and its moderation link, and a signed-out tablet
 * opened from that link approves an audience message while the owner's moderation screen watches;
 * a page the owner publishes shows on the public site (its own entry) to a signed-out viewer.
 * Presence and uploads need the Realtime Database and Storage emulators; the setup prints which
 * of them are missing, and the local provider's specs cover those parts.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../e2e/fixtures';
import { fillSignup, freshEmail, PASSWORD } from '../e2e/support/accounts';
import { signUpMailReader } from '../firebase/sign-up-mail';

type Suite = { project: string; hosts: { hosting?: string; firestore?: string } };

function suite(): Suite & { hosts: { hosting: string; firestore: string } } {
  const info = JSON.parse(process.env.EVENTDESK_EMULATORS ?? 'null') as Suite | null;
  if (!info?.hosts.hosting || !info.hosts.firestore) throw new Error('No Hosting emulator: these specs run with playwright.firebase.config.ts, whose global setup starts it.');
  return info as Suite & { hosts: { hosting: string; firestore: string } };
}

function appUrl(): string {
  return `http://${suite().hosts.hosting}`;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The moderation screen opens the only chat at once and offers a choice when there are several. */
async function openChat(page: Page, title: string) {
  const inbox = page.getByRole('tab', { name: /Inbox/ });
  const choice = page.getByRole('button', { name: title, exact: true });
  await expect(inbox.or(choice).first()).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  await expect(inbox).toBeVisible();
}

/** Signs a new account up through the app and the link the function mailed; answers its address once the account area shows. */
async function signUp(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  const email = freshEmail('firebase');
  await fillSignup(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Check your email to finish signing up' })).toBeVisible();
  const { project, hosts } = suite();
  await page.goto(`${url}/finish-signup#token=${await signUpMailReader(project, hosts.firestore)(email)}`);
  await expect(page.getByText('Succesfully created an account!')).toBeVisible();
  await expect(page.getByText('My Account')).toBeVisible();
  return email;
}

test('a visitor signs up, signs out, stays signed out after a reload, signs in again and stays signed in after one', async ({ page }) => {
  const url = appUrl();
  // The account is made in the Auth emulator and its profile in Firestore.
  const email = await signUp(page, url);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been signed out!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('You have been signed in!')).toBeVisible();
  await expect(page.getByText('My Account')).toBeVisible();
  await expect(page.getByText('You have been signed in!')).toBeHidden();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByText('My Account')).toBeVisible();
});

test('a new user creates an event, opens its dashboard and moderates a chat message through the moderation link', async ({ page: owner, browser }) => {
  const url = appUrl();
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = await signUp(owner, url);

  // An event of one's own, and its dashboard.
  const title = `Firebase launch ${email.slice(9, 15)}`;
  await owner.getByRole('button', { name: 'Add event' }).click();
  await owner.getByRole('dialog').getByLabel('Title').fill(title);
  await owner.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(owner.getByRole('dialog')).toBeHidden();
  await owner.getByRole('button', { name: title, exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // axe reads colours mid-fade: the sign-up toast has to be gone before the screen is checked.
  await expect(owner.getByText('Succesfully created an account!')).toBeHidden();
  await expectAccessible(owner);

  // A chat with its moderation link.
  await owner.getByRole('navigation').getByRole('link', { name: 'Chats', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  await expect(owner.getByText('No chats found!')).toBeVisible();
  await owner.getByRole('button', { name: 'Create chat' }).click();
  const form = owner.getByRole('dialog', { name: 'Create chat' });
  await form.getByLabel('Title').fill('Questions');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(owner.getByRole('row', { name: /Questions/ })).toBeVisible();
  await owner.getByRole('button', { name: 'Create moderation link' }).click();
  await owner.getByRole('button', { name: 'Copy tablet link' }).click();
  await expect(owner.getByText('Copied to clipboard.')).toBeVisible();
  const tabletLink = await owner.evaluate(() => navigator.clipboard.readText());
  expect(tabletLink).toMatch(/\/moderation\/[^/]+\/tablet#token=[A-Za-z0-9_-]{32}$/);
  const audienceHref = await owner.getByRole('link', { name: 'Audience page of Questions (opens in a new tab)' }).getAttribute('href');
  const eventId = audienceHref!.split('/')[2];

  // The audience (signed out) posts; the tablet, signed out too, holds only the link.
  const audience = await newPage(browser);
  await audience.goto(url + audienceHref);
  await expect(audience.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  const tablet = await newPage(browser);
  await tablet.goto(tabletLink);
  await openChat(tablet, 'Questions');
  await expect(tablet.getByRole('tab', { name: /Inbox/ })).toContainText('0 waiting');
  await owner.goto(`${url}/moderation/${eventId}`);
  await openChat(owner, 'Questions');

  const text = 'Will the slides be shared afterwards?';
  await audience.getByLabel('Your name (optional)').fill('Zed');
  await audience.getByRole('textbox', { name: 'Message' }).fill(text);
  await audience.getByRole('button', { name: 'Send' }).click();
  await expect(audience.getByText('Your message is waiting for approval.')).toBeVisible();
  await expect(tablet.getByRole('tab', { name: /Inbox/ })).toContainText('1 waiting');
  await expect(owner.getByRole('tab', { name: /Inbox/ })).toContainText('1 waiting');

  // The tablet approves: accepted on both moderators' screens and shown to the audience.
  await tablet.getByRole('article', { name: 'Message from Zed' }).getByRole('button', { name: 'Approve' }).click();
  const accepted = (page: Page) => page.getByRole('region', { name: 'Accepted messages' }).getByRole('article', { name: 'Message from Zed' });
  await expect(accepted(tablet)).toBeVisible();
  await expect(accepted(owner)).toBeVisible();
  await expect(owner.getByRole('tab', { name: /Inbox/ })).toContainText('0 waiting');
  await expect(audience.getByText(text)).toBeVisible();
  await expectAccessible(tablet);

  await audience.context().close();
  await tablet.context().close();

  // The public site, the firebase build's own light entry (Hosting's rewrite to site.html): a page
  // built and published by the owner, read live by a signed-out viewer through Firestore.
  await owner.goto(`${url}/pages/create-page`);
  const create = owner.getByRole('dialog', { name: 'Add a page' });
  await create.getByLabel('Page title').fill('Welcome');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await owner.getByRole('button', { name: 'Text', exact: true }).click();
  await owner.getByRole('button', { name: 'Publish' }).click();
  await expect(owner.getByText('Published!')).toBeVisible();
  const publicView = await owner.getByRole('link', { name: /Public View/ }).getAttribute('href');
  const viewer = await newPage(browser);
  await viewer.goto(new URL(publicView!, url).toString());
  await expect(viewer.getByText('Write your text here.')).toBeVisible();
  await expectAccessible(viewer);
  await viewer.context().close();
});
