/**
 * Every spec file gets its own embedded server with a fresh data folder, and a helper that runs
 * axe-core on the current page and fails on serious or critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { TestServer } from './support/server';

type Fixtures = { server: TestServer };

export const test = base.extend<object, Fixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: empty, it needs none
    async ({}, use) => {
      const server = new TestServer();
      await server.start();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };

export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in as the demo owner, adds an event of its own with this title and opens its dashboard.
 * Spec files share one server per worker and others change the demo event, so a test that needs
 * a known event makes one.
 */
export async function openOwnEvent(page: Page, server: TestServer, title: string): Promise<void> {
  await page.goto(server.url);
  const demo = server.demoCredentials();
  await signIn(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill(title);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create' })).toBeEnabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // axe reads colours mid-fade: the sign-in toast has to be gone before a screen is checked.
  await expect(page.getByText('You have been signed in!')).toBeHidden();
}
