/**
 * Every spec file gets its own embedded server with a fresh data folder, and a helper that runs
 * axe-core on the current page and fails on serious or critical violations. Every test fails on
 * a console error or an uncaught page error in any of its pages, unless the test declares that it
 * provokes that very error (`consoleErrors.allow(pattern)`, as narrow as possible).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { TestServer } from './support/server';

/** The console errors and uncaught errors of a test's pages, each as "<text> at <url>". */
export class ConsoleErrors {
  private readonly seen: string[] = [];
  private readonly allowed: { pattern: RegExp; from: number }[] = [];
  private readonly watched = new Set<BrowserContext>();

  /**
   * An error this test provokes on purpose from now on (a refused sign-in, a server it stopped):
   * the same error before the call still fails the test.
   */
  allow(pattern: RegExp): void {
    this.allowed.push({ pattern, from: this.seen.length });
  }

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(`${message.text()} at ${message.location().url || message.page()?.url() || 'an unknown page'}`);
    });
    context.on('weberror', (error) => this.seen.push(`uncaught ${error.error().stack ?? error.error().message} at ${error.page()?.url() ?? 'an unknown page'}`));
  }

  unexpected(): string[] {
    return this.seen.filter((error, index) => !this.allowed.some(({ pattern, from }) => index >= from && pattern.test(error)));
  }
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }, { server: TestServer }>({
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
  consoleErrors: [
    async ({ browser, context }, use) => {
      const errors = new ConsoleErrors();
      // Pages a test opens in contexts of its own (a second user, a signed-out visitor) count too.
      const watch = (created: BrowserContext) => errors.watch(created);
      errors.watch(context);
      browser.on('context', watch);
      await use(errors);
      browser.off('context', watch);
      expect(errors.unexpected(), 'console errors and uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe-core over the page and its frames. Legacy mode runs axe in the page itself: the default
 * opens a blank page for every check to merge the frames' results, which tripled each check's
 * time (1.7 s against 0.55 s on My events); the violations found are the same, frames included.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the demo owner in through the server's sign-in call, as the sign-in form does, and opens
 * `path`, signed in: for the tests where signing in is not what they test (auth.spec.ts,
 * smoke.spec.ts and routing.spec.ts's signed-out tests sign in through the form). No sign-in toast then waits to fade.
 */
export async function signInAsDemoOwner(page: Page, server: TestServer, path = '/'): Promise<void> {
  const { email, password } = server.demoCredentials();
  const answer = await page.request.post(`${server.url}/api/auth/signin`, { data: { email, password }, headers: { Origin: server.url } });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto(server.url + path);
  await expect(page.getByRole('banner').getByText('My Account')).toBeVisible();
  // My events gives its search box the focus just after it opens: a test's own keys come after.
  if (path === '/') await expect(page.getByRole('combobox', { name: 'Search events' })).toBeFocused();
}

/**
 * Signs in as the demo owner, adds an event of its own with this title and opens its dashboard.
 * Spec files share one server per worker and others change the demo event, so a test that needs
 * a known event makes one.
 */
export async function openOwnEvent(page: Page, server: TestServer, title: string): Promise<void> {
  await signInAsDemoOwner(page, server);
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill(title);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create' })).toBeEnabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // Other specs on the same server add events; newest-dated first, ten to a page, a new event
  // without a date can fall to a later page, so it is found by its title.
  const search = page.getByRole('combobox', { name: 'Search events' });
  await search.fill(title);
  await search.press('Escape');
  await page.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * Picks up a @dnd-kit sortable item from the keyboard, as a user would with Space. dnd-kit starts
 * listening for the arrow keys in a task it queues during the pick-up: a task queued once the item
 * shows as pressed runs after it, so the next key reaches the sensor.
 */
export async function pickUpByKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
