/**
 * The guard every end-to-end test runs under: console errors and uncaught errors of any page the
 * test opens (in its own context or in one it makes) fail the test, unless the test allowed that
 * very error. Checked on the guard itself, on pages without a server.
 */
import { ConsoleErrors, expect, test } from './fixtures';

test('collects console errors and uncaught errors from every context it watches, and lets through only what a test allows', async ({ browser, consoleErrors }) => {
  // This test's own guard sees the same contexts: these errors are provoked on purpose.
  consoleErrors.allow(/^listener refused: permission-denied at about:blank$/);
  consoleErrors.allow(/^after the allowed error at about:blank$/);
  consoleErrors.allow(/^uncaught Error: thrown in a timer/);
  const errors = new ConsoleErrors();
  const first = await browser.newContext();
  const second = await browser.newContext();
  errors.watch(first);
  errors.watch(second);

  const page = await first.newPage();
  await page.setContent('<p>one</p>');
  await page.evaluate(() => {
    console.error('listener refused: permission-denied');
    console.warn('only a warning');
    console.log('only a log');
  });
  const other = await second.newPage();
  await other.setContent('<p>two</p>');
  await other.evaluate(() => setTimeout(() => {
    throw new Error('thrown in a timer');
  }));
  await expect.poll(() => errors.unexpected().length).toBe(2);
  expect(errors.unexpected()[0]).toMatch(/^listener refused: permission-denied at /);
  expect(errors.unexpected()[1]).toMatch(/^uncaught Error: thrown in a timer/);

  // Allowed from now on: the error seen before still counts, the same error again does not.
  errors.allow(/thrown in a timer/);
  expect(errors.unexpected()).toHaveLength(2);
  await other.evaluate(() => {
    setTimeout(() => {
      throw new Error('thrown in a timer');
    });
    setTimeout(() => console.error('after the allowed error'), 50);
  });
  await expect.poll(() => errors.unexpected().length).toBe(3);
  expect(errors.unexpected()).toEqual([
    expect.stringMatching(/^listener refused: permission-denied at /),
    expect.stringMatching(/^uncaught Error: thrown in a timer/),
    expect.stringMatching(/^after the allowed error at /),
  ]);
  await first.close();
  await second.close();
});
