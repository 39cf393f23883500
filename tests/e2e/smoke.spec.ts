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

/**
 * Issue 17's first load (scripts/build/first-paint.ts): the start-up screen paints from the HTML
 * alone, every script the sign-in page runs is named in the HTML so none waits for another to
 * arrive, and antd computes no styles in the browser for the sign-in screen (they come with the
 * stylesheet, in the app's colours).
 */
test('the sign-in page paints at once, names all its scripts in the HTML and computes no antd styles', async ({ page, server }) => {
  const html = await (await page.request.get(server.url)).text();
  expect(html).toContain('Starting EventDesk');
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).toMatch(/<link rel="preload" as="style"[^>]* href="\/assets\/[^"]+\.css">/);
  const named = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map((m) => m[1]);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(server.url);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !named.includes(path))).toEqual([]);

  const written = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n'));
  expect(written).toContain('--ant-color-primary:#0958d9');
  expect(written, 'antd computed component styles in the browser: a component the sign-in page shows is missing from src/app/providers/FirstPaintComponents.tsx').not.toContain(':where(.css-');
  await expect(signIn).toHaveCSS('background-color', 'rgb(9, 88, 217)');
  await expect(page.getByLabel('Email')).toHaveCSS('border-top-style', 'solid');
});
