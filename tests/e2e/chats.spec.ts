/**
 * Chats and live moderation (spec 001 sections 2.7 and 4.4) in Chromium against the real server,
 * with several pages open at once: the owner creates a chat and its moderation link; an audience
 * page posts (an HTML payload, shown as text everywhere); the tablet view opened from the link
 * approves it and routes it to the presenter while the owner's moderation screen watches it move;
 * the audience sees the accepted message; replacing the link shuts the tablet out at once.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signInAsDemoOwner, test } from './fixtures';
import type { TestServer } from './support/server';

const XSS_NAME = 'Zed <b>bold</b>';
const XSS_TEXT = 'What about pricing? <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function openDemoEventAsOwner(page: Page, server: TestServer) {
  await signInAsDemoOwner(page, server);
  await page.getByRole('button', { name: 'Demo Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Event' })).toBeVisible();
}

/** The moderation screen opens the only chat at once and offers a choice when there are several. */
async function openChat(page: Page, title: string) {
  const inbox = page.getByRole('tab', { name: /Inbox/ });
  const choice = page.getByRole('button', { name: title, exact: true });
  await expect(inbox.or(choice).first()).toBeVisible();
  if (await choice.isVisible()) await choice.click();
  await expect(inbox).toBeVisible();
}

const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);

test('an audience message goes through the tablet to the presenter, live on every open page, and a replaced link shuts the tablet out', async ({ page: owner, browser, server }) => {
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDemoEventAsOwner(owner, server);

  // The chats page: create a chat with presenter chat, then its moderation link.
  await owner.getByRole('navigation').getByRole('link', { name: 'Chats', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  await expect(owner.getByText('No chats found!')).toBeVisible();
  await owner.getByRole('button', { name: 'Create chat' }).click();
  const form = owner.getByRole('dialog', { name: 'Create chat' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Please give a title for the chat')).toBeVisible();
  await form.getByLabel('Title').fill('Questions');
  await form.getByRole('switch', { name: 'Presenter chat' }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(owner.getByRole('row', { name: /Questions/ })).toBeVisible();
  await expectAccessible(owner);

  await owner.getByRole('button', { name: 'Create moderation link' }).click();
  await owner.getByRole('button', { name: 'Copy tablet link' }).click();
  await expect(owner.getByText('Copied to clipboard.')).toBeVisible();
  const tabletLink = await owner.evaluate(() => navigator.clipboard.readText());
  expect(tabletLink).toMatch(/\/moderation\/[^/]+\/tablet#token=[A-Za-z0-9_-]{32}$/);
  const audienceHref = await owner.getByRole('link', { name: 'Audience page of Questions (opens in a new tab)' }).getAttribute('href');
  const eventId = audienceHref!.split('/')[2];

  // Three more pages: the audience, the tablet (by link, signed out) and the owner's moderation screen.
  const audience = await newPage(browser);
  await audience.goto(server.url + audienceHref);
  await expect(audience.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expect(audience.getByText('No messages...')).toBeVisible();
  await expectAccessible(audience);

  const tablet = await newPage(browser);
  await tablet.goto(tabletLink);
  await openChat(tablet, 'Questions');
  await expect(tablet.getByRole('tab', { name: /Inbox/ })).toContainText('0 waiting');
  await expectAccessible(tablet);

  await owner.goto(`${server.url}/moderation/${eventId}`);
  await openChat(owner, 'Questions');
  await expect(owner.getByRole('tab', { name: /Inbox/ })).toContainText('0 waiting');

  // The audience posts; the inbox fills on both moderators' screens.
  await audience.getByLabel('Your name (optional)').fill(XSS_NAME);
  await audience.getByRole('textbox', { name: 'Message' }).fill(XSS_TEXT);
  await audience.getByRole('button', { name: 'Send' }).click();
  await expect(audience.getByText('Your message is waiting for approval.')).toBeVisible();
  await expect(tablet.getByRole('tab', { name: /Inbox/ })).toContainText('1 waiting');
  await expect(owner.getByRole('tab', { name: /Inbox/ })).toContainText('1 waiting');
  const inTablet = tablet.getByRole('article', { name: `Message from ${XSS_NAME}` });
  await expect(inTablet.getByText(XSS_TEXT)).toBeVisible();

  // The tablet approves: the message moves to Accepted everywhere, and the audience sees it.
  await inTablet.getByRole('button', { name: 'Approve' }).click();
  const accepted = (page: Page) => page.getByRole('region', { name: 'Accepted messages' }).getByRole('article', { name: `Message from ${XSS_NAME}` });
  await expect(accepted(tablet)).toBeVisible();
  await expect(accepted(owner)).toBeVisible();
  await expect(owner.getByRole('tab', { name: /Inbox/ })).toContainText('0 waiting');
  await expect(audience.getByText(XSS_TEXT)).toBeVisible();
  await expect(audience.getByText(XSS_NAME)).toBeVisible();

  // The tablet routes it to the presenter; the owner's Presenter tab shows it.
  await accepted(tablet).getByRole('button', { name: 'Show to presenter' }).click();
  await owner.getByRole('tab', { name: 'Presenter' }).click();
  await expect(owner.getByRole('region', { name: 'Presenter messages' }).getByText(XSS_TEXT)).toBeVisible();
  await expectAccessible(owner);

  for (const page of [owner, audience, tablet]) expect(await xssRan(page)).toBeNull();

  // The owner replaces the link: the tablet is shut out at once.
  await owner.goto(`${server.url}/chats`);
  await owner.getByRole('button', { name: 'Create new link' }).click();
  await owner.getByRole('button', { name: 'Replace link' }).click();
  await expect(owner.getByText('Link updated!')).toBeVisible();
  await expect(tablet.getByText('This moderation link is not valid any more.', { exact: false })).toBeVisible();

  await audience.context().close();
  await tablet.context().close();
});

test('moderation by keyboard: Enter sends an Admin message, short texts are ignored, rejecting needs a second press', async ({ page, server }) => {
  await openDemoEventAsOwner(page, server);
  await page.getByRole('navigation').getByRole('link', { name: 'Chats', exact: true }).click();
  await page.getByRole('button', { name: 'Create chat' }).click();
  const form = page.getByRole('dialog', { name: 'Create chat' });
  await form.getByLabel('Title').fill('Backstage');
  await form.getByLabel('Title').press('Enter');
  const audienceHref = await page.getByRole('link', { name: 'Audience page of Backstage (opens in a new tab)' }).getAttribute('href');
  const eventId = audienceHref!.split('/')[2];

  await page.goto(`${server.url}/moderation/${eventId}`);
  await openChat(page, 'Backstage');
  const box = page.getByLabel('Message to the chat');
  await box.fill('ok');
  await box.press('Enter');
  await box.fill('Welcome, everyone');
  await box.press('Enter');
  const admin = page.getByRole('region', { name: 'Accepted messages' }).getByRole('article', { name: 'Message from Admin' });
  await expect(admin).toHaveCount(1);
  await expect(admin.getByText('Welcome, everyone')).toBeVisible();

  const reject = admin.getByRole('button', { name: 'Reject' });
  await reject.focus();
  await page.keyboard.press('Enter');
  await expect(admin.getByRole('button', { name: 'Confirm reject' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(admin).toHaveCount(0);
  await expectAccessible(page);
});
