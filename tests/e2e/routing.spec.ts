/**
 * The route map of spec 000 section 2.1 in a real browser against the real server: what each
 * sign-in situation shows, the admin layout's sidebar, the standalone pages, the redirects, the
 * not-found screen and the embedded-frame rule, each screen checked with axe.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, signInAsDemoOwner, test } from './fixtures';

const eventNav = (page: Page) => page.getByRole('navigation', { name: 'Event navigation' });
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account navigation' });
const heading = (page: Page | Locator, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The sidebar of spec 000 section 2.1 with Pages and Agenda (issue 30), in order: label, route, the screen's heading, whether the screen is still to come. */
const SIDEBAR: [label: string, path: string, screen: string, later: boolean][] = [
  ['Mediabank', '/media', 'Mediabank', false],
  ['Pages', '/pages', 'Pages', false],
  ['Menus', '/menus', 'Menus', false],
  ['Streams', '/streams', 'Streams', false],
  ['Chats', '/chats', 'Chats', false],
  ['Polls', '/polls', 'Polls', false],
  ['Zoom', '/zoom', 'Zoom meetings', false],
  ['Presentations', '/material', 'Presentations', false],
  ['Presenters', '/presenters', 'Presenters', false],
  ['Decks', '/decks', 'Decks', false],
  ['Agenda', '/agenda', 'Agenda', false],
  ['Participants', '/participants', 'Participants', false],
  ['Settings', '/settings', 'Event settings', false],
];

async function signInAsDemo(page: Page, server: { url: string; demoCredentials(): { email: string; password: string } }, path = '/') {
  await page.goto(server.url + path);
  await expect(heading(page, 'Sign in')).toBeVisible();
  const demo = server.demoCredentials();
  await signIn(page, demo.email, demo.password);
  await expect(page.getByText('My Account')).toBeVisible();
  // axe reads colours mid-fade, so the sign-in toast has to be gone before a screen is checked. It
  // is shown before the account header, and on a busy machine may be gone before the header shows.
  await expect(page.getByText('You have been signed in!')).toBeHidden();
}

async function openDemoEvent(page: Page) {
  await page.getByRole('button', { name: 'Demo Event' }).click();
  await expect(eventNav(page)).toBeVisible();
  await expect(page.getByRole('banner').getByText('Demo Event')).toBeVisible();
}

async function sidebarWidth(page: Page): Promise<number> {
  return (await page.locator('aside').boundingBox())?.width ?? 0;
}

/** antd fades and zooms popups in; axe reads colours, so it runs once the motion has ended. */
async function animationsFinished(locator: Locator) {
  await locator.evaluate((el) => Promise.all(document.getAnimations().map((a) => a.finished)).then(() => el.isConnected));
}

const NO_SUCH_PAGE = 'Sorry, the page you visited does not exist.';

async function expectPlaceholder(page: Page, title: string) {
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText(/This screen arrives with /)).toBeVisible();
}

test.describe('signed out', () => {
  test('every path that is not a link-only page shows the landing page, at the URL asked for', async ({ page, server }) => {
    for (const path of ['/', '/media', '/events', '/about', '/livetool', '/no/such/page']) {
      await page.goto(server.url + path);
      await expect(heading(page, 'Sign in')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('navigation')).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('the signup page and the link-only pages open without signing in and without navigation', async ({ page, server, consoleErrors }) => {
    await page.goto(`${server.url}/signup`);
    await expect(heading(page, 'Create an account')).toBeVisible();
    await expectAccessible(page);
    // Pages that are built: without their link's secret they say what is missing (the invite is made up).
    consoleErrors.allow(/status of 404 \(Not Found\) at \S+\/api\/call\/getInvite$/);
    const built: [string, string][] = [
      ['/moderation/e1', 'Moderating this chat needs the moderation link.'],
      ['/moderation/e1/tablet', 'Moderating this chat needs the moderation link.'],
      ['/invite/i1/ada%40example.com', 'This invitation does not exist or has been withdrawn.'],
      ['/poll/q1/event/e1', 'This poll does not exist.'],
      ['/polls/e1/encoder', 'The poll slideshow opens from its encoder link, which producers find on the Polls page.'],
      // Presenter links (issue 15): without a link's token nothing opens.
      ['/pt/event/pe1/stream/s1', 'You do not have the permissions to view this content'],
      ['/presenter/x1', 'You do not have the permissions to view this content'],
    ];
    for (const [path, text] of built) {
      await page.goto(server.url + path);
      await expect(page.getByText(text, { exact: false })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expectAccessible(page);
    }
  });

  test('a deep link opens after signing in and picking the event', async ({ page, server }) => {
    await signInAsDemo(page, server, '/media');
    expect(new URL(page.url()).pathname).toBe('/media');
    await expect(heading(page, 'My events')).toBeVisible();
    await expectAccessible(page);
    await openDemoEvent(page);
    expect(new URL(page.url()).pathname).toBe('/media');
    await expect(heading(page, 'Mediabank')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('signed in, no event selected', () => {
  test('every path except the link-only pages shows the event picker', async ({ page, server, consoleErrors }) => {
    await signInAsDemoOwner(page, server);
    for (const path of ['/', '/events', '/media', '/livetool', '/no/such/page']) {
      await page.goto(server.url + path);
      await expect(heading(page, 'My events')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Demo Event' })).toBeVisible();
      await expect(eventNav(page)).toHaveCount(0);
    }
    await expectAccessible(page);
    await page.goto(`${server.url}/presenter/x1`);
    await expect(page.getByText('You do not have the permissions to view this content')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    consoleErrors.allow(/status of 404 \(Not Found\) at \S+\/api\/call\/getInvite$/);
    await page.goto(`${server.url}/invite/i1/ada%40example.com`);
    await expect(page.getByText('This invitation does not exist or has been withdrawn.', { exact: false })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    // The poll pages are built: a poll that does not exist, a slideshow of an event the user has no role on.
    for (const [path, text] of [
      ['/poll/q1/event/e1', 'This poll does not exist.'],
      ['/polls/e1/encoder', 'The poll slideshow opens from its encoder link, which producers find on the Polls page.'],
    ]) {
      await page.goto(server.url + path);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expectAccessible(page);
    }
  });
});

test.describe('signed in, event selected', () => {
  test.beforeEach(async ({ page, server }) => {
    // Signing in through the form is what the signed-out tests above check; here it is only the way in.
    await signInAsDemoOwner(page, server);
    await openDemoEvent(page);
  });

  test('picking the Demo Event opens its dashboard in the admin layout with the sidebar of 2.1', async ({ page }) => {
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(heading(page, 'Demo Event')).toBeVisible();
    await expect(page.getByRole('banner').getByText('prelive')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Public View' })).toHaveAttribute('href', /\/demo-event$/);
    await expect(eventNav(page).getByRole('menuitem')).toHaveText(SIDEBAR.map(([label]) => label));
    await expectAccessible(page);
  });

  test('each sidebar entry opens its route, whose screen is there or says it comes later', async ({ page }) => {
    for (const [label, path, screen, later] of SIDEBAR) {
      await eventNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      if (later) await expectPlaceholder(page, screen);
      else await expect(heading(page, screen)).toBeVisible();
      await expect(eventNav(page).getByRole('menuitem', { name: label, exact: true })).toHaveClass(/ant-menu-item-selected/);
      await expectAccessible(page);
    }
  });

  test('the admin routes outside the sidebar open inside the admin layout', async ({ page, server }) => {
    const routes: [string, string][] = [
      ['/video-editor/v1', 'Video editor'],
      ['/video/v1/cut', 'Video'],
    ];
    for (const [path, title] of routes) {
      await page.goto(server.url + path);
      await expectPlaceholder(page, title);
      await expect(eventNav(page)).toBeVisible();
      await expectAccessible(page);
    }
    // The menu editor is built: an address naming no menu says so, inside the admin layout.
    await page.goto(`${server.url}/menu/m1`);
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the menus' })).toBeVisible();
    await expect(eventNav(page)).toBeVisible();
    await expectAccessible(page);
  });

  test('the standalone routes render without the sidebar or the event header', async ({ page, server }) => {
    // Built: the live tool's stream picker, a console address naming no stream, a poll that does not exist, presenter links without their token.
    const built: [string, string][] = [
      ['/livetool', 'Live tool'],
      ['/livetool/l1', 'There is no stream at this address.'],
      ['/poll/q1/event/e1', 'This poll does not exist.'],
      ['/presenter/x1', 'You do not have the permissions to view this content'],
      ['/pt/event/pe1/stream/s1', 'You do not have the permissions to view this content'],
    ];
    for (const [path, title] of built) {
      await page.goto(server.url + path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(/This screen arrives with /)).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expectAccessible(page);
    }
    // The slideshow of an event the user has no role on, opened without its link.
    await page.goto(`${server.url}/polls/e1/encoder`);
    await expect(page.getByText('The poll slideshow opens from its encoder link, which producers find on the Polls page.')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the Live tool and Livetool buttons open the live tool’s stream picker without the sidebar, whose Close leads back', async ({ page }) => {
    // The header's is a button, the dashboard's a link that looks like one.
    for (const control of [page.getByRole('button', { name: 'Live tool', exact: true }), page.getByRole('link', { name: 'Livetool', exact: true })]) {
      await control.click();
      await expect(page).toHaveURL((url) => url.pathname === '/livetool');
      await expect(heading(page, 'Live tool')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Select stream' })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Close the live tool' }).click();
      await expect(heading(page, 'Demo Event')).toBeVisible();
      await expect(eventNav(page)).toBeVisible();
    }
  });

  test('/events and /organization/{id} redirect to the dashboard', async ({ page, server }) => {
    for (const path of ['/events', '/organization/some-org']) {
      await page.goto(server.url + path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(heading(page, 'Demo Event')).toBeVisible();
      await expect(eventNav(page)).toBeVisible();
    }
  });

  test('an unknown path shows the not-found screen, whose Back Home button opens the dashboard', async ({ page, server }) => {
    for (const path of ['/no/such/page', '/about', '/member/o1']) {
      await page.goto(server.url + path);
      await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
      await expect(eventNav(page)).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(heading(page, 'Demo Event')).toBeVisible();
  });

  test('with the embedded-frame marker only the page-iframe view is shown, also inside a frame', async ({ page, server }) => {
    // /page-iframe/{id} is the public site's own entry: one page of the selected event (p1 is none of its pages).
    await page.goto(`${server.url}/page-iframe/p1?iframe=true`);
    await expect(heading(page, NO_SUCH_PAGE)).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`${server.url}/media?iframe=true`);
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`${server.url}/media`);
    await expect(heading(page, 'Mediabank')).toBeVisible();
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'Embedded page';
      frame.src = '/page-iframe/p1?iframe=true';
      frame.style.width = '800px';
      frame.style.height = '400px';
      document.body.append(frame);
    });
    const frame = page.frameLocator('iframe[title="Embedded page"]');
    await expect(heading(page, 'Mediabank')).toBeVisible();
    await expect(heading(frame.locator('body'), NO_SUCH_PAGE)).toBeVisible();
    await expect(frame.getByRole('navigation')).toHaveCount(0);
    await expect(frame.getByRole('banner')).toHaveCount(0);
  });

  test('the back arrow forgets the event and returns to the event picker', async ({ page }) => {
    await page.getByRole('button', { name: 'Back to my events' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(heading(page, 'My events')).toBeVisible();
    await expect(accountNav(page)).toBeVisible();
    await page.reload();
    await expect(heading(page, 'My events')).toBeVisible();
  });

  test('a selected event that cannot be read says so and offers to switch event', async ({ page }) => {
    await page.evaluate(() => window.localStorage.setItem('eventID', 'no-such-event'));
    await page.reload();
    await expect(page.getByRole('banner').getByText('Event unavailable')).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText("You don't have access to this resource");
    await expectAccessible(page);
    await page.getByRole('main').getByRole('button', { name: 'Switch event' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/events');
    await expect(page.getByRole('button', { name: 'Demo Event' })).toBeVisible();
  });

  test('the selected event survives a reload', async ({ page }) => {
    await eventNav(page).getByRole('link', { name: 'Chats', exact: true }).click();
    await expect(heading(page, 'Chats')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Chats')).toBeVisible();
    await expect(eventNav(page)).toBeVisible();
  });

  test('the sidebar works by keyboard: Tab reaches the entries, Enter opens one', async ({ page }) => {
    const chats = eventNav(page).getByRole('link', { name: 'Chats', exact: true });
    for (let i = 0; i < 40 && !(await chats.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(chats).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/chats');
    await expect(heading(page, 'Chats')).toBeVisible();
  });

  test('the navigation collapses and expands by keyboard', async ({ page }) => {
    const collapse = page.getByRole('button', { name: 'Collapse navigation' });
    await collapse.focus();
    await page.keyboard.press('Enter');
    const expand = page.getByRole('button', { name: 'Expand navigation' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => sidebarWidth(page)).toBeLessThan(100);
    await expect(eventNav(page).getByRole('link', { name: 'Mediabank' })).toBeAttached();
    await expectAccessible(page);
    await expect(expand).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => sidebarWidth(page)).toBeGreaterThan(200);
    await expect(eventNav(page).getByText('Mediabank', { exact: true })).toBeVisible();
  });

  test('the avatar menu works by keyboard: Switch event goes to /events and shows the picker', async ({ page }) => {
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Switch event' }) });
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Switch event', 'Sign out']);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Online' })).toBeVisible();
    await animationsFinished(menu);
    await expectAccessible(page);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Switch event' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/events');
    await expect(heading(page, 'My events')).toBeVisible();
    await expect(eventNav(page)).toHaveCount(0);
  });

  test('the avatar menu opens the profile and signs out', async ({ page }) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expect(page.getByText('You have been signed out!')).toBeVisible();
    await page.goto(page.url().replace(/\/[^/]*$/, '/media'));
    await expect(heading(page, 'Sign in')).toBeVisible();
  });
});
