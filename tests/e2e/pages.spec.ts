/**
 * Pages and the builder (issue 12) in Chromium against the real server: an owner creates a page
 * from /pages, builds it from the component library with a few blocks, edits them in the drawer,
 * reorders them from the keyboard and publishes; a signed-out viewer then reads it on /e/{slug}.
 * The list's duplicate, soft delete with its confirmation, Use and hard delete. axe on each screen.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, openOwnEvent, pickUpByKeyboard, test } from './fixtures';

const STAMP = Date.now();
const TITLE = `Pages Expo ${STAMP}`;
const SLUG = `pages-expo-${STAMP}`;

const rows = (page: Page) => page.getByRole('list', { name: 'Page components' }).getByTestId('builder-row');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const editLink = (page: Page, title: string | RegExp) => page.getByRole('link', { name: typeof title === 'string' ? `Edit ${title}` : title, exact: true });

async function editBlock(page: Page, name: string, fill: (drawer: Locator) => Promise<void>) {
  await page.getByRole('button', { name }).click();
  const drawer = page.getByRole('dialog');
  await fill(drawer);
  await drawer.getByRole('button', { name: 'Update' }).click();
  await expect(drawer).toBeHidden();
}

async function confirmYes(page: Page) {
  const confirm = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Yes' }) });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
}

test('an owner creates, builds and publishes a page that a signed-out viewer then reads', async ({ page, server, browser }) => {
  await openOwnEvent(page, server, TITLE);
  await page.goto(`${server.url}/pages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByText('No pages')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create a new page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please give a title for the stream')).toBeVisible();
  await dialog.getByLabel('Page title').fill('Welcome');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/pages\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();

  // Each entry of the library goes on top of the page.
  for (const entry of ['Text', 'Jumbotron', 'Horizontal Line']) await page.getByRole('button', { name: entry, exact: true }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toContainText('Horizontal Line');
  await expect(rows(page).nth(2)).toContainText('Text');

  await editBlock(page, 'Edit Text, row 3', async (drawer) => {
    const text = drawer.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Hello viewers');
  });
  await editBlock(page, 'Edit Jumbotron, row 2', (drawer) => drawer.getByLabel('Title', { exact: true }).fill('Big news'));

  // The Text block moves to the top from the keyboard (@dnd-kit's keyboard sensor); each key waits for
  // what a screen-reader user hears.
  const handle = page.getByRole('button', { name: /^Move Text, row 3/ });
  await pickUpByKeyboard(page, handle);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Text, row 3, is over row 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Text, row 3, is over row 1.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Text, row 3, was dropped at row 1.')).toBeAttached();
  await expect(rows(page).nth(0)).toContainText('Text');
  await expect(rows(page).nth(1)).toContainText('Horizontal Line');
  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await expectAccessible(page);

  // An unpublished draft survives a reload.
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toContainText('Hello viewers');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published!')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`${server.url}/e/${SLUG}/welcome`);
  const greeting = viewer.getByText('Hello viewers');
  const headline = viewer.getByText('Big news');
  await expect(greeting).toBeVisible();
  await expect(headline).toBeVisible();
  // The viewer sees the blocks in the order they were published.
  expect(await greeting.evaluate((el, other) => Boolean(el.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING), await headline.elementHandle())).toBe(true);
  await expectAccessible(viewer);
  await viewerContext.close();

  await page.getByRole('link', { name: 'Back to the pages' }).click();
  await expect(editLink(page, 'Welcome')).toBeVisible();
  await expect(page.getByText('Not published')).toHaveCount(0);
});

test('the pages list duplicates, archives after a confirmation, restores with Use and deletes for good', async ({ page, server }) => {
  await openOwnEvent(page, server, `${TITLE} list`);
  await page.goto(`${server.url}/pages/create-page`);
  await page.getByRole('dialog', { name: 'Add a page' }).getByLabel('Page title').fill('Programme');
  await page.getByRole('dialog', { name: 'Add a page' }).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the pages' }).click();

  await button(page, 'Duplicate Programme').click();
  await expect(page.getByText('Page duplicated')).toBeVisible();
  await expect(editLink(page, /^Edit Programme \d+$/)).toBeVisible();

  await button(page, 'Delete Programme').click();
  await expectAccessible(page);
  await confirmYes(page);
  await expect(editLink(page, 'Programme')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await button(page, 'Use Programme').click();
  await expect(page.getByText('No archived pages')).toBeVisible();
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(editLink(page, 'Programme')).toBeVisible();

  await button(page, 'Delete Programme').click();
  await confirmYes(page);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await button(page, 'Hard delete Programme').click();
  await confirmYes(page);
  await expect(page.getByText('No archived pages')).toBeVisible();
  await expectAccessible(page);
});
