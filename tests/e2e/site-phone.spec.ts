/**
 * The public site on a 390 px phone (issue 30, points 7 and 10), signed out: a page with one block
 * of every kind, each holding a long unbroken word, never scrolls sideways; the header's links
 * fold behind a menu button the keyboard opens; the event's font comes from the product and is
 * preloaded; the page embeds at /page-iframe/{id} without naming its event.
 */
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { callApi as call } from './support/api-call';
import { layoutProblems } from './support/layout';
import { everyBlock, headerMenu } from './support/site-blocks';

const STAMP = Date.now();
const TITLE = `Phone Summit ${STAMP}`;
const SLUG = `phone-summit-${STAMP}`;
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(2);

test('a phone shows every block without sideways scrolling, a menu button, the served font and the embedded page', async ({ page, server, browser, consoleErrors }) => {
  await openOwnEvent(page, server, TITLE);
  const eventId = await page.evaluate(() => window.localStorage.getItem('eventID'));
  const publish = async (title: string, components: unknown[]) => {
    const { pageId } = (await call(page, 'createPage', { eventId, page: { title, template: 'container', states: ['prelive', 'live'], tags: [] } })) as { pageId: string };
    await call(page, 'publishPage', { eventId, pageId, components, baseRevision: 0 });
    return pageId;
  };
  const home = await publish('Home', everyBlock(LONG_WORD));
  const agenda = await publish('Agenda', everyBlock('agenda').slice(0, 2));
  const menu = headerMenu(LONG_WORD, [
    { id: home, label: 'Home', slug: 'home' },
    { id: agenda, label: 'Agenda', slug: 'agenda' },
  ]);
  const { menuId } = (await call(page, 'saveMenu', { eventId, menu })) as { menuId: string };
  await call(page, 'updateEventSettings', { eventId, settings: { frontPage: home, headerMenu: menuId, font: 'Montserrat' } });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const viewer = await phone.newPage();
  const fontFiles: string[] = [];
  viewer.on('response', (response) => {
    if (response.url().endsWith('.woff2') && response.ok()) fontFiles.push(new URL(response.url()).pathname);
  });
  await viewer.goto(`${server.url}/e/${SLUG}`);
  await expect(viewer.getByRole('heading', { name: `Welcome ${LONG_WORD}` })).toBeVisible();
  await expect(viewer.getByText(`Opening ${LONG_WORD}`).first()).toBeVisible();
  expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await layoutProblems(viewer)).toEqual([]);

  // The event's font: declared, preloaded, fetched from this server, and drawn.
  await expect(viewer.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /^\/assets\/montserrat-latin-400-normal.*\.woff2$/);
  expect(await viewer.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px Montserrat')))).toBe(true);
  expect(fontFiles.some((path) => /^\/assets\/montserrat-latin-400-normal.*\.woff2$/.test(path))).toBe(true);

  // The header's links sit behind the menu button, which the keyboard opens and Escape closes.
  const nav = viewer.getByRole('navigation', { name: 'Main' });
  const button = viewer.getByRole('button', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Agenda' })).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++) await viewer.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await viewer.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Agenda' })).toBeVisible();
  // axe puts its script into every frame: the Pure HTML block's sandbox runs none, and says so.
  consoleErrors.allow(/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/);
  await expectAccessible(viewer);
  await viewer.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Agenda' })).toBeHidden();
  await expect(button).toBeFocused();

  // Embedded, signed out, by the page's id alone.
  await viewer.goto(`${server.url}/page-iframe/${agenda}?iframe=true`);
  await expect(viewer.getByText('Opening agenda').first()).toBeVisible();
  await expect(viewer.getByRole('navigation')).toHaveCount(0);
  await phone.close();
});
