/**
 * Events (spec 000 sections 2.5, 2.8, 4.6, 5) in Chromium against the real server: the owner adds
 * an event whose slug follows the title, is told when a slug is taken, watches the new row become
 * openable, opens it, and deletes it from My events after Yes.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAsDemoOwner, test } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('an owner adds an event, opens it once it is created, and deletes it', async ({ page, server }) => {
  await signInAsDemoOwner(page, server);
  await expect(heading(page, 'My events')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add event' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add event')).toBeVisible();
  const title = dialog.getByLabel('Title');
  const slug = dialog.getByLabel('Slug');

  // The demo event's slug is taken; the check runs 350 ms after typing stops.
  await title.fill('Demo Event');
  await expect(slug).toHaveValue('demo-event');
  await expect(dialog.getByText('Already an event with this slug.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();

  await title.fill('Größe & Ärger (Q4)!');
  await expect(slug).toHaveValue('grosse-arger-q4');
  await slug.fill('ab');
  await expect(dialog.getByText('Slug needs to be more than 3 charecters long.')).toBeVisible();
  await slug.fill('launch-2026');
  await expect(dialog.getByText('Already an event with this slug.')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const open = page.getByRole('button', { name: 'Größe & Ärger (Q4)!', exact: true });
  await expect(open).toBeVisible();
  await expectAccessible(page);
  await open.click();
  await expect(heading(page, 'Größe & Ärger (Q4)!')).toBeVisible();
  await expect(page.getByRole('banner').getByText('prelive')).toBeVisible();

  // Back to the event picker, and delete the new event (the demo owner owns it).
  await page.getByRole('button', { name: 'Back to my events' }).click();
  await expect(heading(page, 'My events')).toBeVisible();
  const row = page.getByRole('row', { name: /Größe & Ärger/ });
  await row.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('menuitem', { name: 'No' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('menuitem', { name: 'Yes' }).click();
  await expect(page.getByText('Event deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Demo Event', exact: true })).toBeVisible();

  // Its slug is free again.
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Launch 2026');
  await expect(page.getByRole('dialog').getByLabel('Slug')).toHaveValue('launch-2026');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create' })).toBeEnabled();
});
