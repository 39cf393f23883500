/**
 * Pages and the builder (issue 12) in Chromium against the real server: an owner creates a page
 * from /pages, builds it from the component library with a few blocks, edits them in the drawer,
 * reorders them from the keyboard and publishes; a signed-out viewer then reads it on /e/{slug}.
 * The list's duplicate, soft delete with its confirmation, Use and hard delete. axe on each screen.
 * Every block type's editor opens, saves and shows on the public site (issue 30).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, openOwnEvent, pickUpByKeyboard, test } from './fixtures';
import { newComponent, PALETTE } from '@domain/pages/component';
import { callApi } from './support/api-call';
import { drawPng } from './support/images';

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

  // Each entry of the library goes at the end of the page.
  for (const entry of ['Prelive Image', 'Send Message', 'Horizontal Line', 'Jumbotron', 'Text']) await page.getByRole('button', { name: entry, exact: true }).click();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).nth(0)).toContainText('Prelive Image');
  await expect(rows(page).nth(4)).toContainText('Text');

  await editBlock(page, 'Edit Text, row 5', async (drawer) => {
    const text = drawer.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Hello viewers');
  });
  await editBlock(page, 'Edit Jumbotron, row 4', (drawer) => drawer.getByLabel('Title', { exact: true }).fill('Big news'));
  await expectAccessible(page);

  // The Text block moves to the top from the keyboard (@dnd-kit's keyboard sensor); each key waits for
  // what a screen-reader user hears.
  const handle = page.getByRole('button', { name: /^Move Text, row 5/ });
  await pickUpByKeyboard(page, handle);
  for (const over of [4, 3, 2, 1]) {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`Text, row 5, is over row ${over}.`)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText('Text, row 5, was dropped at row 1.')).toBeAttached();
  await expect(rows(page).nth(0)).toContainText('Text');
  await expect(rows(page).nth(1)).toContainText('Prelive Image');

  // The Prelive Image goes to the bottom by drag, with the mouse. The window is made tall enough
  // for the five rows, so the page does not scroll under the pointer while it drags.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await page.getByRole('list', { name: 'Page components' }).scrollIntoViewIfNeeded();
  const grip = (await page.getByRole('button', { name: /^Move Prelive Image, row 2/ }).boundingBox())!;
  const last = (await rows(page).nth(4).boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(grip.x + grip.width / 2, grip.y + ((last.y + last.height - 8 - grip.y) * step) / 10);
  // dnd-kit picks the row under the pointer after the move's task; a release before that drops on the row before.
  await expect(page.getByText('Prelive Image, row 2, is over row 5.')).toBeAttached();
  await page.mouse.up();
  await expect(rows(page).nth(4)).toContainText('Prelive Image');
  await expect(rows(page).nth(1)).toContainText('Send Message');
  // Never published, the page says so, as the list does, however much its draft holds.
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();

  // An unpublished draft survives a reload.
  await page.reload();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).nth(0)).toContainText('Hello viewers');
  await expect(rows(page).nth(4)).toContainText('Prelive Image');

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

  // The preview opens in a new tab: the page read-only, in the builder's state.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview (opens in a new tab)' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: 'Preview: Welcome' })).toBeVisible();
  await expect(preview.getByText('Hello viewers')).toBeVisible();
  expect(new URL(preview.url()).searchParams.get('pageID')).toBe(new URL(page.url()).pathname.split('/').pop());
  await expectAccessible(preview);
  await preview.close();

  // Revision 2 drops the line; restoring revision 1 brings it back into the draft, and Publish makes it live again.
  await page.getByRole('button', { name: 'Delete Horizontal Line, row 3' }).click();
  await confirmYes(page);
  await expect(rows(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published!')).toBeVisible();
  await page.getByRole('button', { name: 'Revisions' }).click();
  const revisions = page.getByRole('dialog', { name: 'Revisions' });
  await expect(revisions.getByText('Revision 2')).toBeVisible();
  await expectAccessible(page);
  await revisions.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(page.getByText('Version restored to your draft. Publish to make it live.')).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).nth(2)).toContainText('Horizontal Line');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the pages' }).click();
  await expect(editLink(page, 'Welcome')).toBeVisible();
  await expect(page.getByText('Not published')).toHaveCount(0);
});

/** Each palette entry's own edit in its drawer, and the text the public site then shows, if the block has any. */
const richText = (text: string) => async (page: Page, drawer: Locator) => {
  await drawer.getByRole('textbox', { name: 'Text', exact: true }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
};
const field = (label: string, text: string) => async (_page: Page, drawer: Locator) => drawer.getByLabel(label, { exact: true }).fill(text);
const BLOCK_EDITS: Record<string, { edit: (page: Page, drawer: Locator) => Promise<void>; shows: string } | undefined> = {
  text: { edit: richText('Body text of the Text block'), shows: 'Body text of the Text block' },
  sbs: { edit: richText('Body text beside the image'), shows: 'Body text beside the image' },
  jumbotron: { edit: field('Title', 'Hero title'), shows: 'Hero title' },
  'prelive-image': { edit: field('Title text', 'Doors open soon'), shows: 'Doors open soon' },
  sendmessage: { edit: field('Title', 'Ask the panel'), shows: 'Ask the panel' },
  ...Object.fromEntries(
    ['content-video', 'pure-html', 'jumbotron-1', 'jumbotron-2', 'jumbolist', 'jumbolist-list'].map((key) => [key, { edit: field('HTML', `<p>Markup of ${key}</p>`), shows: `Markup of ${key}` }]),
  ),
};

test('every block type opens its editor, saves, survives a reload and shows on the public site', async ({ page, server, browser }) => {
  await openOwnEvent(page, server, `${TITLE} blocks`);
  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('button', { name: 'Create a new page' }).click();
  await page.getByRole('dialog', { name: 'Add a page' }).getByLabel('Page title').fill('Every block');
  await page.getByRole('dialog', { name: 'Add a page' }).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Every block' })).toBeVisible();
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();

  for (const [index, entry] of PALETTE.entries()) {
    await page.getByRole('button', { name: entry.label, exact: true }).click();
    // The new block is the last row, scrolled into view, with the palette and Publish still in reach.
    await expect(rows(page).nth(index)).toContainText(entry.label);
    await expect(rows(page).nth(index)).toBeInViewport();
    await expect(button(page, 'Publish')).toBeInViewport();
    await editBlock(page, `Edit ${entry.label}, row ${index + 1}`, async (drawer) => {
      await BLOCK_EDITS[entry.key]?.edit(page, drawer);
      await drawer.getByLabel('CSS id').fill(`block-${entry.key}`);
    });
  }
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();
  await page.reload();
  await expect(rows(page)).toHaveCount(PALETTE.length);
  await expect(rows(page).nth(PALETTE.findIndex((entry) => entry.key === 'text'))).toContainText('Body text of the Text block');
  await button(page, 'Publish').click();
  await expect(page.getByText('Published!')).toBeVisible();

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`${server.url}/e/${SLUG}-blocks/every-block`);
  for (const entry of PALETTE) {
    const block = viewer.locator(`#block-${entry.key}`);
    await expect(block).toBeAttached();
    const shows = BLOCK_EDITS[entry.key]?.shows;
    // Pure HTML runs in a sandboxed frame of its own.
    if (shows) await expect(entry.key === 'pure-html' ? block.frameLocator('iframe').getByText(shows) : block.getByText(shows)).toBeVisible();
  }
  await viewerContext.close();
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

test('menus: create with the defaults, edit with the live preview and a logo from the media bank, the centre-logo rule, the header of the site, a deleted page, delete', async ({ page, server, browser }) => {
  await openOwnEvent(page, server, `${TITLE} menus`);
  const eventId = await page.evaluate(() => window.localStorage.getItem('eventID'));
  const pageIds: Record<string, string> = {};
  for (const title of ['Home', 'Agenda']) {
    pageIds[title] = String((await callApi(page, 'createPage', { eventId, page: { title, template: 'container', states: ['prelive', 'live'], tags: [] } })).pageId);
    const text = { ...newComponent(PALETTE.find((entry) => entry.key === 'text')!, 'welcome'), content: `<p>This is ${title}</p>` };
    await callApi(page, 'publishPage', { eventId, pageId: pageIds[title], components: [text], baseRevision: 0 });
  }

  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Menus', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await expect(page.getByText('No menus')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create menu' }).click();
  await expect(page.getByText('Menu created')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/[^/]+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Menu-\d+$/ });
  await expect(heading).toBeVisible();
  expect(Number((await heading.textContent())!.slice('Menu-'.length))).toBeLessThan(6942);
  await expect(page.getByLabel('Background colour')).toHaveValue('#fcfcfc');
  await expect(page.getByLabel('Text colour')).toHaveValue('#000000');
  await expect(page.getByLabel('Accent colour')).toHaveValue('#0088ff');

  // Every change shows in the preview before it is saved.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await page.getByLabel('Name', { exact: true }).fill('Main menu');
  await page.getByLabel('Title', { exact: true }).fill('Summit');
  await expect(preview.locator('.ed-menu')).toContainText('Summit');
  for (const title of ['Home', 'Agenda']) {
    await page.getByRole('combobox', { name: 'Add a page' }).click();
    await page.locator(`.ant-select-item-option[title="${title}"]`).click();
  }
  const previewLinks = preview.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(previewLinks).toHaveText(['Home', 'Agenda']);
  await page.getByLabel('Label of Agenda').fill('Programme');
  await page.getByRole('button', { name: 'Move Programme up' }).click();
  await expect(previewLinks).toHaveText(['Programme', 'Home']);
  await page.getByLabel('Background colour').fill('#fff8e0');
  await expect(preview.locator('.ed-menu')).toHaveCSS('background-color', 'rgb(255, 248, 224)');

  // The logo comes from the media bank.
  await page.getByRole('group', { name: 'Logo', exact: true }).getByRole('button', { name: 'Select File' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawPng(page, 320, 120) });
  const tile = bank.getByRole('button', { name: 'logo.png' });
  await expect(tile.locator('img')).toBeVisible({ timeout: 30_000 });
  await tile.click();
  await bank.getByRole('button', { name: 'Use selected' }).click();
  await expect(bank).toBeHidden();
  await expect(preview.getByRole('img', { name: 'Summit' })).toBeVisible();

  // "Center logo is only enabled when Show links is No".
  const centre = page.getByRole('switch', { name: 'Center logo' });
  await expect(centre).toBeDisabled();
  await expect(page.getByText('Center logo is only enabled when Show links is No')).toBeVisible();
  await page.getByRole('switch', { name: 'Show links' }).click();
  await expect(preview.getByRole('navigation')).toHaveCount(0);
  await centre.click();
  await expect(preview.locator('.ed-menu')).toHaveClass(/ed-menu-centred/);
  await page.getByRole('switch', { name: 'Show links' }).click();
  await expect(centre).not.toBeChecked();
  await expect(previewLinks).toHaveText(['Programme', 'Home']);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Menu updated!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Main menu' })).toBeVisible();
  await expect(previewLinks).toHaveText(['Programme', 'Home']);
  const editor = page.url();

  // Chosen as the event's header menu in the settings, it heads the public site.
  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await page.locator('#settings-header-menu').click();
  await page.locator('.ant-select-item-option[title="Main menu"]').click();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Event settings updated!')).toBeVisible();
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`${server.url}/e/${SLUG}-menus/home`);
  await expect(viewer.getByText('This is Home')).toBeVisible();
  await expect(viewer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Programme', 'Home']);
  await expect(viewer.getByRole('img', { name: 'Summit' })).toBeVisible();
  await viewerContext.close();
  await page.goto(editor);

  // A page deleted meanwhile: the editor says so, the preview (like the site) leaves it out.
  await callApi(page, 'deletePage', { eventId, pageId: pageIds.Agenda });
  await expect(page.getByText('Deleted page')).toBeVisible();
  await expect(page.getByText('This page no longer exists: remove it from the menu.')).toBeVisible();
  await expect(previewLinks).toHaveText(['Home']);
  await page.getByRole('button', { name: 'Remove Programme' }).click();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Menu updated!')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the menus' }).click();
  const row = page.getByRole('row', { name: /Main menu/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Delete Main menu' }).click();
  await expect(page.getByText('Are you sure you want to delete this menu?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Menu deleted!')).toBeVisible();
  await expect(page.getByText('No menus')).toBeVisible();
});
