/**
 * Issue 29, point 3: approved chat on the event site, in Chromium against the real server. An
 * owner creates a chat, puts a Chat block on a page from the builder (choosing the chat in its
 * editor) and links the chat's audience page from the site's menu; a signed-out visitor sends a
 * message from the block; a moderator approves it and replies; the visitor sees both live, the
 * reply with the question it answers, newest first, on a desktop and on a 390 px phone, and the
 * same on the audience page the menu links. axe on every screen.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { callApi as call } from './support/api-call';
import { layoutProblems } from './support/layout';
import { headerMenu } from './support/site-blocks';

const STAMP = Date.now();
const TITLE = `Chat Forum ${STAMP}`;
const SLUG = `chat-forum-${STAMP}`;
const QUESTION = 'Will the slides be shared afterwards?';
const ANSWER = 'Yes, within the hour.';

const chatList = (page: Page) => page.getByRole('list', { name: 'Ask the panel' });

test('a visitor asks in the site’s Chat block; the moderator’s approval and reply reach the site, the phone and the linked chat page live', async ({ page: owner, server, browser }) => {
  await openOwnEvent(owner, server, TITLE);

  // A chat that waits for a moderator.
  await owner.getByRole('navigation').getByRole('link', { name: 'Chats', exact: true }).click();
  await owner.getByRole('button', { name: 'Create chat' }).click();
  const form = owner.getByRole('dialog', { name: 'Create chat' });
  await form.getByLabel('Title').fill('Questions');
  await form.getByRole('button', { name: 'Create' }).click();
  const audienceHref = (await owner.getByRole('link', { name: 'Audience page of Questions (opens in a new tab)' }).getAttribute('href'))!;
  const [, , eventId, chatId] = audienceHref.split('/');

  // The builder: a page with a Chat block showing that chat.
  await owner.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Pages', exact: true }).click();
  await owner.getByRole('button', { name: 'Create a new page' }).click();
  await owner.getByRole('dialog', { name: 'Add a page' }).getByLabel('Page title').fill('Forum');
  await owner.getByRole('dialog', { name: 'Add a page' }).getByRole('button', { name: 'Create' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  await owner.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(owner.getByText('This chat block is not connected to a chat yet.')).toBeVisible();
  await owner.getByRole('button', { name: 'Edit Chat, row 1' }).click();
  const drawer = owner.getByRole('dialog');
  await drawer.getByRole('combobox', { name: 'Chat' }).click();
  await owner.locator('.ant-select-item-option[title="Questions"]').click();
  await drawer.getByLabel('Title', { exact: true }).fill('Ask the panel');
  await expectAccessible(owner);
  await drawer.getByRole('button', { name: 'Update' }).click();
  await expect(drawer).toBeHidden();
  await expect(owner.getByText('The chat’s approved messages show here on the event site.')).toBeVisible();
  await owner.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(owner.getByText('Published!')).toBeVisible();
  const pageId = owner.url().split('/').pop()!;

  // The site's menu links the chat's audience page.
  const menu = headerMenu('Chat Forum', [
    { id: pageId, label: 'Forum', slug: 'forum' },
    { id: chatId, label: 'All questions', slug: '', kind: 'chat' },
  ]);
  const { menuId } = (await call(owner, 'saveMenu', { eventId, menu })) as { menuId: string };
  await call(owner, 'updateEventSettings', { eventId, settings: { frontPage: pageId, headerMenu: menuId } });

  // A signed-out visitor on a desktop, and another on a phone.
  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(`${server.url}/e/${SLUG}/forum`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Ask the panel' })).toBeVisible();
  await expect(visitor.getByText('No messages...')).toBeVisible();
  await expectAccessible(visitor);
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(`${server.url}/e/${SLUG}/forum`);
  await expect(phone.getByText('No messages...')).toBeVisible();

  // The visitor asks from the block's send box, by keyboard.
  await visitor.getByLabel('Your name').fill('Lin');
  await visitor.getByLabel('Type your message').fill(QUESTION);
  await visitor.getByLabel('Type your message').press('Tab');
  await expect(visitor.getByRole('button', { name: 'Send' })).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByText('Thank you, your message was sent.')).toBeVisible();
  // Waiting for a moderator: not on the site yet.
  await expect(visitor.getByText('No messages...')).toBeVisible();

  // The moderator approves it, then replies to it.
  await owner.goto(`${server.url}/moderation/${eventId}`);
  const inbox = owner.getByRole('article', { name: 'Message from Lin' });
  await expect(inbox.getByText(QUESTION)).toBeVisible();
  await inbox.getByRole('button', { name: 'Approve' }).click();
  const accepted = owner.getByRole('region', { name: 'Accepted messages' });
  await expect(accepted.getByRole('article', { name: 'Message from Lin' })).toBeVisible();
  await expect(chatList(visitor).getByRole('listitem')).toHaveCount(1);
  await expect(chatList(visitor).getByRole('listitem').first()).toContainText(QUESTION);
  await accepted.getByRole('article', { name: 'Message from Lin' }).getByRole('button', { name: 'Reply' }).click();
  await owner.getByLabel('Message to the chat').fill(ANSWER);
  await owner.getByLabel('Message to the chat').press('Enter');
  await expect(accepted.getByRole('article', { name: 'Message from Admin' })).toBeVisible();

  // Both reach the site without a reload: the reply first, labelled Admin, quoting the question.
  for (const viewer of [visitor, phone]) {
    const items = chatList(viewer).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`Admin`);
    await expect(items.nth(0).locator('blockquote')).toHaveText(`Replying to Lin: ${QUESTION}`);
    await expect(items.nth(0)).toContainText(ANSWER);
    await expect(items.nth(1)).toContainText(`Lin`);
    await expect(items.nth(1)).toContainText(QUESTION);
  }
  await expectAccessible(visitor);

  // The phone: the messages and the send box fit, nothing scrolls sideways.
  const send = (await phone.getByRole('button', { name: 'Send' }).boundingBox())!;
  expect(send.x + send.width).toBeLessThanOrEqual(390);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await layoutProblems(phone)).toEqual([]);
  await expectAccessible(phone);

  // The menu's link opens the chat's audience page, where the reply shows with its question.
  await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All questions' }).click();
  await expect(visitor).toHaveURL(`${server.url}/chat/${eventId}/${chatId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  const reply = visitor.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
  await expect(reply.locator('blockquote')).toHaveText(`Replying to Lin: ${QUESTION}`);
  await expect(reply).toContainText(ANSWER);
  await expectAccessible(visitor);

  await visitor.context().close();
  await phone.context().close();
});
