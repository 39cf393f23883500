/**
 * The dashboard's analytics cards (spec 000 section 2.10) in Chromium against the real server, on
 * a new event: its analytics records and registrations are written as the server writes them
 * (straight into the data folder while the server is stopped, as no client may write them), then
 * the cards show each window's figures and the PDF carries them, read back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createEngine } from '@server/db/create-engine';
import type { WriteOp } from '@server/db/engine';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';

const TITLE = `Analytics check ${Date.now()}`;

// A test that fails half-way must not leave the next one without a server.
test.afterEach(async ({ server }) => {
  if (!server.running) await server.start();
});

const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * 3_600_000);

/** [type, hours ago, seconds watched] */
const RECORDS: [string, number, number?][] = [
  ['unique', 0.5],
  ['unique', 0.5],
  ['unique', 50],
  ['session', 0.5],
  ['session', 30],
  ['visit', 0.2],
  ['visit', 0.2],
  ['visit', 5],
  ['visit', 240],
  ['visit', 240],
  ['watchTime', 0.5, 30 * 60],
  ['watchTime', 100, 2 * 3600 + 5 * 60 + 40],
  ['watchTime', 720, 3600],
];
const REGISTERED_HOURS_AGO = [0.5, 0.5, 72, 480];

/** What each window shows: Registered Users, Unique visitors, Sessions, Stream watch time, Page views. */
const EXPECTED: Record<string, string[]> = {
  '1h': ['2', '2', '1', '30 minutes', '2'],
  '24h': ['2', '2', '1', '30 minutes', '3'],
  '7 days': ['3', '3', '2', '2 hours 35 minutes', '3'],
  All: ['4', '3', '2', '3 hours 35 minutes', '5'],
};
const LABELS = ['Registered Users', 'Unique visitors', 'Sessions', 'Stream watch time', 'Page views'];

async function expectFigures(page: Page, window: string) {
  const values = LABELS.map((label) => page.getByRole('group', { name: label }).locator('.ant-statistic-content-value'));
  for (const [i, value] of values.entries()) await expect(value).toHaveText(EXPECTED[window][i]);
}

function pdfText(file: string): string {
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`reading the analytics PDF needs pdftotext (poppler-utils): ${String(error)}`, { cause: error });
  }
}

test('the dashboard shows each window’s analytics and downloads them as a PDF', async ({ page, server }) => {
  await openOwnEvent(page, server, TITLE);
  // A new event: nothing counted yet.
  await expect(page.getByRole('group', { name: 'Stream watch time' }).locator('.ant-statistic-content-value')).toHaveText('0 minutes');
  const eventId = await page.evaluate(() => window.localStorage.getItem('eventID'));
  expect(eventId).toBeTruthy();

  // Written as the server writes them: with the server stopped, into its own database.
  await page.goto('about:blank');
  await server.stop();
  const engine = await createEngine({ dataDir: server.dataDir });
  let slug: string;
  try {
    slug = String((await engine.get(`events/${eventId}`))?.data.slug);
    const ops: WriteOp[] = [
      ...RECORDS.map(([type, age, time], i): WriteOp => ({
        type: 'set',
        path: `events/${eventId}/analytics/r${i}`,
        data: { type, createdAt: hoursAgo(age), ...(time === undefined ? {} : { time }) },
      })),
      ...REGISTERED_HOURS_AGO.map((age, i): WriteOp => ({ type: 'set', path: `events/${eventId}/users/p${i}`, data: { email: `p${i}@example.com`, createdAt: hoursAgo(age) } })),
    ];
    await engine.commit(ops);
  } finally {
    await engine.close();
  }
  await server.start();
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  const windows = page.getByRole('radiogroup', { name: 'Time window' });
  await expect(windows.getByRole('radio', { name: '24h' })).toBeChecked();
  await expectFigures(page, '24h');
  await expectAccessible(page);
  for (const window of ['1h', '7 days', 'All']) {
    await windows.getByText(window, { exact: true }).click();
    await expect(windows.getByRole('radio', { name: window, exact: true })).toBeChecked();
    await expectFigures(page, window);
  }

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download analytics as PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`analytics-${slug}-all.pdf`);
  const dir = mkdtempSync(join(tmpdir(), 'analytics-e2e-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const text = pdfText(file);
    expect(text).toContain(`Analytics: ${TITLE}`);
    expect(text).toContain('Window: All');
    expect(text).toMatch(/Made: \w+day, \d{1,2} \w+ \d{4} \d{2}:\d{2}/);
    LABELS.forEach((label, i) => expect(text).toContain(`${label}: ${EXPECTED.All[i]}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await expectAccessible(page);
});
