/**
 * The account area of spec 000 section 2.2 in a real browser against the real server: its
 * header, sign-out, side navigation (entries, collapse, version, year), the event picker's
 * states, About with the static release notes and licences, Settings and Access.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAsDemoOwner, test } from './fixtures';
import { signUpLink } from './support/accounts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Account navigation' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const licenses: { name: string; version: string; license: string }[] = JSON.parse(
  readFileSync(new URL('../../public/licenses.json', import.meta.url), 'utf8'),
);

async function sidebarWidth(page: Page): Promise<number> {
  return (await page.locator('aside').boundingBox())?.width ?? 0;
}

test.describe('the demo owner in the account area', () => {
  test.beforeEach(async ({ page, server }) => {
    await signInAsDemoOwner(page, server);
  });

  test('shows the My Account header, sign-out, the navigation of 2.2, the version label and the year', async ({ page }) => {
    const banner = page.getByRole('banner');
    await expect(banner.getByText('My Account', { exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(banner.getByRole('img', { name: 'Online' })).toBeVisible();
    await expect(nav(page).getByRole('menuitem')).toHaveText([
      'Events',
      'About',
      'Events',
      'Members',
      'Materials',
      'Organisation Settings',
      'Settings',
    ]);
    await expect(nav(page).getByText('Demo Organisation', { exact: true })).toBeVisible();
    for (const entry of ['Events', 'Members', 'Materials']) {
      await expect(nav(page).getByRole('link', { name: `${entry}, Demo Organisation`, exact: true })).toBeVisible();
    }
    await expect(nav(page).getByRole('menuitem', { name: 'Organisation Settings' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav(page).getByRole('link', { name: 'Access' })).toHaveCount(0);
    await expect(page.getByText('Version 0.1.0', { exact: true })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} EventDesk`, { exact: true })).toBeVisible();
    await expect(heading(page, 'My events')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Demo Event' })).toBeVisible();
    await expectAccessible(page);
  });

  test('every navigation entry opens its page; pages still to come say so', async ({ page }) => {
    const orgEvents = nav(page).getByRole('link', { name: 'Events, Demo Organisation', exact: true });
    const orgId = (await orgEvents.getAttribute('href'))!.split('/')[2];
    expect(orgId).toBeTruthy();

    const steps: [link: ReturnType<Page['getByRole']>, path: string, title: string, later: boolean][] = [
      [nav(page).getByRole('link', { name: 'About', exact: true }), '/about', 'About', false],
      [orgEvents, `/organization/${orgId}`, 'Demo Organisation Events', false],
      [nav(page).getByRole('link', { name: 'Members, Demo Organisation' }), `/member/${orgId}`, 'Demo Organisation', false],
      [nav(page).getByRole('link', { name: 'Materials, Demo Organisation' }), `/organization/${orgId}/materials`, 'Materials', false],
      [nav(page).getByRole('link', { name: 'Settings', exact: true }), '/settings', 'SETTINGS', false],
      [nav(page).getByRole('link', { name: 'Events', exact: true }), '/', 'My events', false],
    ];
    for (const [link, path, title, later] of steps) {
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(heading(page, title)).toBeVisible();
      if (later) await expect(page.getByText(/This screen arrives with /)).toBeVisible();
      await expect(nav(page).locator('.ant-menu-item-selected').getByRole('link')).toHaveAttribute('href', path);
      await expectAccessible(page);
    }
  });

  test('an unknown path falls back to My events, and /events shows it too', async ({ page, server }) => {
    for (const path of ['/events', '/no/such/page']) {
      await page.goto(server.url + path);
      await expect(heading(page, 'My events')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Demo Event' })).toBeVisible();
    }
  });

  test('the navigation collapses and expands by keyboard and keeps its entries reachable', async ({ page }) => {
    await page.getByRole('button', { name: 'Collapse navigation' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => sidebarWidth(page)).toBeLessThan(100);
    await expect(page.getByText('v0.1.0', { exact: true })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()}`, { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => sidebarWidth(page)).toBeGreaterThan(200);
    await expect(page.getByText('Version 0.1.0', { exact: true })).toBeVisible();

    const about = nav(page).getByRole('link', { name: 'About', exact: true });
    await page.getByRole('link', { name: 'EventDesk' }).focus();
    for (let i = 0; i < 10 && !(await about.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'About')).toBeVisible();
  });

  test('About shows the release notes and, by keyboard, the licenses from the static files', async ({ page }) => {
    await nav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(heading(page, 'About')).toBeVisible();
    const releaseTab = page.getByRole('tab', { name: 'Release Notes' });
    await expect(releaseTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '0.1.0 — Foundation' })).toBeVisible();
    await expect(page.getByText(/^One command starts the whole product/)).toBeVisible();
    await expectAccessible(page);

    await releaseTab.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Licenses' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('tabpanel', { name: 'Licenses' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Package', 'Version', 'License']);
    await expect(table.getByRole('row')).toHaveCount(licenses.length + 1);
    const react = licenses.find((l) => l.name === 'react')!;
    await expect(table.getByRole('row', { name: `react ${react.version} ${react.license}`, exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('the Settings page under its heading SETTINGS holds the password change and the sessions', async ({ page, server }) => {
    await page.goto(`${server.url}/settings`);
    await expect(heading(page, 'SETTINGS')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Where you are signed in' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'This device' })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('the Access page shows nothing, not even a heading; its tab title names it', async ({ page, server }) => {
    await page.goto(`${server.url}/access`);
    await expect(page).toHaveTitle(/^Access/);
    await expect(nav(page)).toBeVisible();
    // The page is its own chunk: the loading state goes once it has rendered.
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);
    expect((await page.getByRole('main').innerText()).trim()).toBe('');
    await expectAccessible(page);
  });

  test('the Profile button opens the profile dialog', async ({ page }) => {
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('sign-out ends the session and returns to the landing page', async ({ page, server }) => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expect(page.getByText('You have been signed out!')).toBeVisible();
    await page.goto(`${server.url}/about`);
    await expect(heading(page, 'Sign in')).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
  });
});

test.describe('About when its files are slow, empty or missing', () => {
  test('shows a loading state, then an error with a retry that recovers', async ({ page, server, consoleErrors }) => {
    consoleErrors.allow(/status of 404 \(Not Found\) at \S+\/releaseNotes\.json$/);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route('**/releaseNotes.json', async (route) => {
      await held;
      if (failing) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });
    await signInAsDemoOwner(page, server, '/about');
    await expect(page.getByRole('status').filter({ hasText: 'Loading release notes' })).toBeAttached();
    await expectAccessible(page);
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'The release notes could not be loaded.' });
    await expect(alert).toContainText('Oops, something went wrong.');
    await expectAccessible(page);
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: '0.1.0 — Foundation' })).toBeVisible();
  });

  test('says so when the files list nothing, and when the licenses cannot be fetched', async ({ page, server, consoleErrors }) => {
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED at \S+\/licenses\.json$/);
    await page.route('**/releaseNotes.json', (route) => route.fulfill({ json: [] }));
    await page.route('**/licenses.json', (route) => route.abort('internetdisconnected'));
    await signInAsDemoOwner(page, server, '/about');
    await expect(page.getByText('No release notes', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Licenses' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The licenses could not be loaded.' })).toContainText(
      'Database connection fail, this is likely a internet connectivity issue.',
    );
    await expectAccessible(page);

    await page.unroute('**/licenses.json');
    await page.route('**/licenses.json', (route) => route.fulfill({ json: [] }));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No licenses listed', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test('a new account with no events sees the empty event picker', async ({ page, server }) => {
  const email = `newcomer-${Date.now()}@example.com`;
  await page.goto(`${server.url}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByLabel('Confirm password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email to finish signing up' })).toBeVisible();
  await page.goto(await signUpLink(server, email));
  await expect(page.getByRole('banner').getByText('My Account')).toBeVisible();
  await expect(heading(page, 'My events')).toBeVisible();
  await expect(page.getByText('No events yet', { exact: true })).toBeVisible();
  await expect(page.getByText('Succesfully created an account!')).toBeVisible();
  await expect(page.getByText('Succesfully created an account!')).toBeHidden();
  await expect(nav(page).getByRole('menuitem')).toHaveText(['Events', 'About', 'Organisation Settings', 'Settings']);
  await expect(nav(page).getByRole('link', { name: /Members/ })).toHaveCount(0);
  await expectAccessible(page);
});
