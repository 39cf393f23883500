import { expect, expectAccessible, signIn, test } from './fixtures';

test('the demo owner signs in, sees the demo event and opens its dashboard', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  const demo = server.demoCredentials();
  await signIn(page, demo.email, demo.password);
  await expect(page.getByText('My Account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demo Event' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Demo Event' }).click();
  await expect(page.getByRole('button', { name: 'Live tool' })).toBeVisible();
  await page.screenshot({ path: '.tmp/dashboard.png' });
  await expectAccessible(page);
});
