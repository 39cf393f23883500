import { makePdf, makePptx, slideNotes } from '@server/media/testing/media-fixtures';
import { expect, expectAccessible, openOwnEvent, pickUpByKeyboard, test } from './fixtures';

test('the media library: a folder, two uploads processed on the server, preview and the keyboard menu', async ({ page, server }) => {
  await openOwnEvent(page, server, 'Media library check');
  await page.getByRole('link', { name: 'Mediabank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mediabank' })).toBeVisible();
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('treeitem')).toHaveCount(1);

  await folders.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByLabel('Folder name').fill('Q3 decks');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Folder created')).toBeVisible();
  await folders.getByText('Q3 decks').click();
  await expect(page.getByText('No files')).toBeVisible();
  await expect(page.getByText('Select files to continue')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles([
    { name: 'Quarterly review.pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', buffer: await makePptx(4) },
    { name: 'Appendix.pdf', mimeType: 'application/pdf', buffer: await makePdf(3) },
  ]);
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('article')).toHaveCount(2);
  await expect(files.getByText('Processing')).toHaveCount(0, { timeout: 60_000 });
  await expect(files.getByRole('article', { name: 'Quarterly review.pptx' }).locator('img')).toBeVisible();
  await expect(files.getByRole('article', { name: 'Appendix.pdf' }).locator('img')).toBeVisible();
  await expectAccessible(page);

  // The right-click menu opens from the keyboard too.
  await files.getByRole('button', { name: 'Select Quarterly review.pptx' }).focus();
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menuitem', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Quarterly review.pptx' });
  await expect(preview.getByRole('img', { name: /^Quarterly review.pptx, page \d$/ })).toHaveCount(4);
  await expect(preview.getByText(slideNotes(3))).toBeVisible();
  await page.keyboard.press('Escape');

  // Search by name prefix, across folders.
  await page.getByLabel('Search files by name').fill('append');
  await expect(files.getByRole('article')).toHaveCount(1);
  await expect(files.getByRole('article', { name: 'Appendix.pdf' })).toBeVisible();

  // A deck from both presentations: the pptx's 4 slides, then the pdf's 3 pages.
  await page.getByRole('link', { name: 'Decks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Decks' })).toBeVisible();
  await expect(page.getByText('No decks')).toBeVisible();
  await page.getByRole('button', { name: 'Create deck' }).click();
  const create = page.getByRole('dialog', { name: 'Create deck' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByRole('alert')).toHaveText('Please select presentations');
  await create.getByLabel('Title').fill('Board deck');
  await create.getByRole('checkbox', { name: /Quarterly review.pptx/ }).check();
  await create.getByRole('checkbox', { name: /Appendix.pdf/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Presentation created!')).toBeVisible();
  await expect(page.getByText('7 slides · 2 presentations · 0 streams')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit Board deck' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit deck: Board deck' });
  await expect(editor.getByRole('listitem')).toHaveCount(7);
  await expect(editor.getByLabel('Notes of slide 1')).toHaveValue(slideNotes(1));
  // Spec 002 section 5: the autoplay fields are shown, disabled.
  await expect(editor.getByRole('switch', { name: 'Autoplay' })).toBeDisabled();
  await expect(editor.getByRole('spinbutton', { name: 'Autoplay speed' })).toBeDisabled();
  await expect(editor.getByRole('spinbutton', { name: 'Autoplay speed' })).toHaveValue('0');
  // Slide 1 moves below slide 2, by keyboard; each key waits for what a screen-reader user hears.
  const handle = editor.getByRole('button', { name: 'Move slide 1', exact: true });
  await pickUpByKeyboard(page, handle);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Slide 1 is over position 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Slide 1 was dropped at position 2.')).toBeAttached();
  await expect(editor.getByLabel('Notes of slide 1')).toHaveValue(slideNotes(2));
  await editor.getByLabel('Notes of slide 7').fill('Closing words');
  await expect(editor.getByText('All changes saved')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await page.getByRole('button', { name: 'Edit Board deck' }).click();
  await expect(editor.getByLabel('Notes of slide 1')).toHaveValue(slideNotes(2));
  await expect(editor.getByLabel('Notes of slide 2')).toHaveValue(slideNotes(1));
  await expect(editor.getByLabel('Notes of slide 7')).toHaveValue('Closing words');
  await expect(editor.getByRole('img', { name: 'Slide 5 of Appendix.pdf' })).toBeVisible();
});

test('the Presentations screen: upload through the media bank, the table row, Edit, delete after Yes', async ({ page, server }) => {
  await openOwnEvent(page, server, 'Presentations check');
  await page.getByRole('link', { name: 'Presentations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Presentations' })).toBeVisible();
  await expect(page.getByText('No presentations')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mediabank' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await expect(bank.getByRole('tab', { name: 'Presentations', selected: true })).toBeVisible();
  await expect(bank.getByText('No files')).toBeVisible();
  await expect(bank.getByText('Select files to continue')).toBeVisible();
  await bank.locator('input[type=file]').setInputFiles({ name: 'Handout.pdf', mimeType: 'application/pdf', buffer: await makePdf(2) });
  const tile = bank.getByRole('button', { name: /Handout\.pdf/ });
  await expect(tile).toHaveAccessibleName('Handout.pdf', { timeout: 60_000 });
  await tile.click();
  const preview = bank.getByRole('complementary', { name: 'Selected item' });
  await expect(preview.getByText('PDF', { exact: true })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Handout.pdf' })).toBeVisible();
  await expectAccessible(page);

  await bank.getByRole('tab', { name: 'Images' }).click();
  await expect(bank.getByText('No files')).toBeVisible();
  await bank.getByRole('tab', { name: 'Presentations' }).click();
  await bank.getByRole('button', { name: 'Handout.pdf' }).click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(tile.getByText('Selected')).toBeVisible();
  await bank.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog', { name: 'Are you sure you want to delete this item?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'No' }).click();
  await expect(ask).toBeHidden();
  await expect(bank.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bank).toBeHidden();

  const row = page.getByRole('row', { name: /Handout\.pdf/ });
  await expect(row.getByRole('cell', { name: 'PDF', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Original file of Handout.pdf' })).toHaveAttribute('href', /token=/);
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Edit Handout.pdf' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Handout.pdf' });
  await edit.getByLabel('Name').fill('Handout, final.pdf');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Material updated')).toBeVisible();
  await page.getByRole('row', { name: /Handout, final\.pdf/ }).getByRole('button', { name: 'Delete Handout, final.pdf' }).click();
  await page.getByRole('dialog', { name: 'Are you sure to delete this stream?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Material deleted!')).toBeVisible();
  await expect(page.getByText('No presentations')).toBeVisible();
});

test('deleting a presentation a deck uses names the deck, and the deck shows and drops the missing slides', async ({ page, server }) => {
  await openOwnEvent(page, server, 'Used presentation check');
  await page.getByRole('link', { name: 'Presentations' }).click();
  await page.getByRole('button', { name: 'Mediabank' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles({ name: 'Agenda.pdf', mimeType: 'application/pdf', buffer: await makePdf(2) });
  await expect(bank.getByRole('button', { name: /Agenda\.pdf/ })).toHaveAccessibleName('Agenda.pdf', { timeout: 60_000 });
  await bank.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Decks' }).click();
  await page.getByRole('button', { name: 'Create deck' }).click();
  const create = page.getByRole('dialog', { name: 'Create deck' });
  await create.getByLabel('Title').fill('Agenda deck');
  await create.getByRole('checkbox', { name: /Agenda\.pdf/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('2 slides · 1 presentations · 0 streams')).toBeVisible();

  await page.getByRole('link', { name: 'Presentations' }).click();
  await page.getByRole('button', { name: 'Delete Agenda.pdf' }).click();
  const ask = page.getByRole('dialog', { name: 'Are you sure to delete this stream?' });
  await expect(ask.getByRole('listitem')).toHaveText('Deck “Agenda deck”');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No presentations')).toBeVisible();

  await page.getByRole('link', { name: 'Decks' }).click();
  await expect(page.getByText('2 missing slides')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Agenda deck' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit deck: Agenda deck' });
  await expect(editor.getByRole('img', { name: 'Slide 2 is missing: Agenda.pdf was deleted' })).toBeVisible();
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Remove missing slides' }).click();
  await expect(editor.getByText('No slides')).toBeVisible();
  await expect(editor.getByText('All changes saved')).toBeVisible();
});
