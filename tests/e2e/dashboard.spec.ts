/**
 * The event dashboard (spec 000 sections 2.9, 4.1, 4.2, 8) in Chromium against the real server,
 * on a new event: its undated countdown, a state change after its confirmation, the viewers' refresh, the setup
 * warnings of the tiles, and notes that save themselves and are there after a reload.
 */
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';

const TITLE = `Dashboard check ${Date.now()}`;

test('the demo owner changes the state after confirming, refreshes viewers, sees setup warnings and keeps notes', async ({ page, server }) => {
  await openOwnEvent(page, server, TITLE);
  await expect(page.getByText('No date set')).toBeVisible();
  await expectAccessible(page);

  // A new event has no chats, streams, pages or menus yet: each tile warns, by keyboard too.
  for (const warning of ['No chats', 'No streams', 'No pages', 'No menus', 'No frontpage!', 'No header', 'No footer']) {
    await expect(page.getByRole('img', { name: new RegExp(`^${warning}`) })).toBeVisible();
  }

  const states = page.getByRole('group', { name: 'Event state' });
  await expect(states.getByRole('button', { name: 'prelive' })).toHaveAttribute('aria-pressed', 'true');
  await states.getByRole('button', { name: 'live', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Change state to live' })).toBeVisible();
  await expect(page.getByText('This might distrupt the user experience')).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(states.getByRole('button', { name: 'prelive' })).toHaveAttribute('aria-pressed', 'true');
  await states.getByRole('button', { name: 'live', exact: true }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(states.getByRole('button', { name: 'live', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByText('live', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Refresh the event page for viewers' }).click();
  await expect(page.getByText('Event page refreshed. Please wait for a few seconds for the changes to take effect.')).toBeVisible();

  await page.getByLabel('Notes').fill('Check the microphones before going live.');
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue('Check the microphones before going live.');
  await expect(page.getByRole('group', { name: 'Event state' }).getByRole('button', { name: 'live', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
});
