/**
 * /agenda and /agenda/{id} in a real browser against the real server (spec 002 sections 2 and 7):
 * the empty list, adding an item with its times and a presenter of the event, the title and time
 * rules, dates typed in the field's format or the tables' (issue 30; Enter: agenda-form.test.tsx), editing on its own page with the deck shown during it (the Decks table then links to the
 * item), deletion after its confirmation, and an item that is gone.
 */
import type { Locator } from '@playwright/test';
import { makePdf } from '@server/media/testing/media-fixtures';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';

/** Types a time and leaves the field, as a keyboard user does. */
async function pickTime(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
  await expect(field).toHaveValue(value);
}

test('agenda: add an item with times and a presenter, edit it on its page and give it a deck, delete it', async ({ page, server }) => {
  await openOwnEvent(page, server, 'Agenda check');
  // A one-slide deck from an uploaded PDF, for the item to show.
  await page.getByRole('link', { name: 'Mediabank' }).click();
  await page.getByRole('navigation', { name: 'Folders' }).getByText('Agenda check').click();
  await page.locator('input[type=file]').setInputFiles([{ name: 'Board.pdf', mimeType: 'application/pdf', buffer: await makePdf(1) }]);
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('article', { name: 'Board.pdf' }).locator('img')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Decks' }).click();
  await page.getByRole('button', { name: 'Create deck' }).click();
  const create = page.getByRole('dialog', { name: 'Create deck' });
  await create.getByLabel('Title').fill('Board deck');
  await create.getByRole('checkbox', { name: /Board.pdf/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('1 slides · 1 presentations · 0 streams')).toBeVisible();

  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Presenters', exact: true }).click();
  await page.getByRole('button', { name: 'Add presenter' }).click();
  await page.getByRole('dialog', { name: 'Add presenter' }).getByLabel('Presenter name').fill('Ada Lovelace');
  await page.getByRole('dialog', { name: 'Add presenter' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Presenter added!')).toBeVisible();

  await page.goto(`${server.url}/agenda`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByText('No agenda items')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add agenda item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add agenda item' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please give a title for the agenda item')).toBeVisible();
  await dialog.getByLabel('Title').fill('Keynote');
  // The tables' format typed is taken, and shown in the field's own.
  await dialog.getByLabel('Starts').fill('09:00 - 01.12.2026');
  await dialog.getByLabel('Starts').press('Tab');
  await expect(dialog.getByLabel('Starts')).toHaveValue('01.12.2026 09:00');
  await pickTime(dialog.getByLabel('Ends'), '01.12.2026 10:30');
  await dialog.getByLabel('Presenters').click();
  await page.getByRole('option', { name: 'Ada Lovelace' }).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Agenda item added!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /Keynote/ });
  await expect(row.getByRole('cell', { name: '09:00 - 01.12.2026 – 10:30 - 01.12.2026' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Ada Lovelace' })).toBeVisible();

  // Edit on the item's own page; an end before the start is refused there too.
  await row.getByRole('link', { name: 'Edit Keynote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda entry' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Keynote');
  await expectAccessible(page);
  await pickTime(page.getByLabel('Ends'), '01.12.2026 08:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The end must be after the start')).toBeVisible();
  await pickTime(page.getByLabel('Ends'), '01.12.2026 11:00');
  await page.getByLabel('Title').fill('Opening keynote');
  await page.getByLabel('Deck').click();
  await page.getByRole('option', { name: 'Board deck' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Agenda item updated!')).toBeVisible();
  const itemPath = new URL(page.url()).pathname;

  // The Decks table links the deck to the item that shows it (spec 002 section 2).
  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Decks', exact: true }).click();
  const deckRow = page.getByRole('row', { name: /Board deck/ });
  await expect(deckRow.getByRole('link', { name: 'Opening keynote' })).toBeVisible();
  await expectAccessible(page);
  await deckRow.getByRole('link', { name: 'Opening keynote' }).click();
  await expect(page).toHaveURL(server.url + itemPath);
  await expect(page.getByLabel('Title')).toHaveValue('Opening keynote');
  await expect(page.locator('#agenda-edit-form').getByText('Board deck', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the agenda' }).click();
  const edited = page.getByRole('row', { name: /Opening keynote/ });
  await expect(edited.getByRole('cell', { name: '09:00 - 01.12.2026 – 11:00 - 01.12.2026' })).toBeVisible();

  // Delete asks first; the item's page then says it is gone.
  await edited.getByRole('button', { name: 'Delete Opening keynote' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Agenda item deleted!')).toBeVisible();
  await expect(page.getByText('No agenda items')).toBeVisible();
  await page.goto(server.url + itemPath);
  await expect(page.getByText('This agenda item no longer exists.')).toBeVisible();
  await expectAccessible(page);
});
