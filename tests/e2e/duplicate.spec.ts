/**
 * Duplicating an event (spec 000 sections 2.8 and 9) in Chromium against the real server: the
 * owner makes an event of their own with a chat, duplicates it from My events under a new title,
 * watches the copy become openable, and finds the chat copied into it.
 */
import type { Page } from '@playwright/test';
import { deriveSlug } from '@domain/events/event-rules';
import { expect, expectAccessible, signInAsDemoOwner, test } from './fixtures';

const SOURCE = `Duplicate source ${Date.now()}`;
const COPY = `Duplicated copy ${Date.now()}`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('an owner duplicates an event with its chat, and opens the copy once it is created', async ({ page, server }) => {
  await signInAsDemoOwner(page, server);
  await expect(heading(page, 'My events')).toBeVisible();

  // An event of its own, with one chat made on its chats page.
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill(SOURCE);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create' })).toBeEnabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: SOURCE, exact: true }).click();
  await expect(heading(page, SOURCE)).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Chats', exact: true }).click();
  await page.getByRole('button', { name: 'Create chat' }).click();
  const chatForm = page.getByRole('dialog', { name: 'Create chat' });
  await chatForm.getByLabel('Title').fill('Lobby');
  await chatForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('row', { name: /Lobby/ })).toBeVisible();

  // Duplicate it from My events.
  await page.getByRole('button', { name: 'Back to my events' }).click();
  await expect(heading(page, 'My events')).toBeVisible();
  await page.getByRole('row', { name: new RegExp(SOURCE) }).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate event' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Copy of ${SOURCE}`);
  for (const name of ['Streams', 'Polls', 'Chats', 'Zoom meetings', 'Menus', 'Pages']) await expect(dialog.getByRole('checkbox', { name })).toBeChecked();

  // Without a title it cannot be duplicated; the copy's slug follows its new title.
  await dialog.getByLabel('Title').fill('');
  await expect(dialog.getByText('Title needs to be more than 3 charecters long.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
  await dialog.getByLabel('Title').fill(COPY);
  await expect(dialog.getByLabel('Slug')).toHaveValue(deriveSlug(COPY));
  // The source's own slug is taken.
  await dialog.getByLabel('Slug').fill(deriveSlug(SOURCE));
  await expect(dialog.getByText('Already an event with this slug.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
  await dialog.getByLabel('Slug').fill(deriveSlug(COPY));
  await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeEnabled();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Event duplicated.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The copy's row becomes openable; its dashboard counts the copied chat.
  const open = page.getByRole('button', { name: COPY, exact: true });
  await expect(open).toBeVisible();
  await open.click();
  await expect(heading(page, COPY)).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Chats' })).toContainText('1 unit');
  await page.getByRole('navigation').getByRole('link', { name: 'Chats', exact: true }).click();
  await expect(page.getByRole('row', { name: /Lobby/ })).toBeVisible();
  await expectAccessible(page);
});

