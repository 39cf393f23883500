/**
 * /participants in a browser (issue 31): a visitor registered through the site's call appears in
 * the table, counted, opens in the View modal, and the CSV export downloads as the spec says: a
 * BOM, `;` between cells, CRLF, and a name that would run as a formula kept as text; the xlsx
 * export reads back with the same cells. Searching again for the same words reads them again.
 */
import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import { DEFAULT_REGISTRATION_FIELDS } from '@domain/events/registration-form';
import { expect, expectAccessible, signInAsDemoOwner, test } from './fixtures';

test('a registered visitor shows in the table, opens in View and exports as a safe CSV', async ({ page, server }) => {
  await signInAsDemoOwner(page, server);
  const call = async (name: string, data: unknown) => {
    const answer = await page.request.post(`${server.url}/api/call/${name}`, { data, headers: { Origin: server.url } });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).result;
  };
  const slug = `audience-${Date.now().toString(36)}`;
  const { eventId } = await call('createEvent', { title: 'Audience e2e', slug, language: 'en', organizationId: null });
  const registration = DEFAULT_REGISTRATION_FIELDS.map((field) => (field.name === 'firstName' ? { ...field, selected: true } : field));
  await call('updateEventSettings', { eventId, settings: { registerReq: true, registration } });
  await call('registerForEvent', { eventId, answers: { firstName: '=cmd|calc', email: 'visitor@example.com' } });

  await page.evaluate((id) => window.localStorage.setItem('eventID', id), eventId);
  await page.goto(`${server.url}/participants`);
  const row = page.getByRole('row', { name: /visitor@example\.com/ });
  await expect(row).toContainText('=cmd|calc');
  await expect(row).toContainText('Offline');
  await expect(row).toContainText('0h 0m 0s');
  await expect(page.getByText('1 participant', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('button', { name: 'View =cmd|calc' }).click();
  const dialog = page.getByRole('dialog', { name: '=cmd|calc' });
  await expect(dialog.getByText('visitor@example.com')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Privacy' }).click();
  await expect(dialog.getByRole('button', { name: 'Delete my data' })).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('event_participants.csv');
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')).toEqual(['Name;Email;State;Last seen;Watch time;Visits;Engagement', `"'=cmd|calc";visitor@example.com;offline;;0h 0m 0s;0;0`]);

  const workbook = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export xlsx' }).click();
  const sheet = await workbook;
  expect(sheet.suggestedFilename()).toBe('event_participants.xlsx');
  const [header, visitor, ...rest] = await readSheet(await readFile((await sheet.path())!));
  expect(header).toEqual(['Name', 'Email', 'State', 'Last seen', 'Watch time', 'Visits', 'Engagement']);
  expect(visitor).toEqual(['=cmd|calc', 'visitor@example.com', 'offline', null, '0h 0m 0s', 0, 0]);
  expect(rest).toEqual([]);

  // Someone registers meanwhile: pressing Enter again on the same search finds them.
  const searchBox = page.getByLabel('Search participants by name or email');
  await searchBox.fill('visitor');
  await searchBox.press('Enter');
  await expect(page.getByText('1 participant', { exact: true })).toBeVisible();
  await call('registerForEvent', { eventId, answers: { firstName: 'Late', email: 'visitor.late@example.com' } });
  await searchBox.press('Enter');
  await expect(page.getByRole('row', { name: /visitor\.late@example\.com/ })).toBeVisible();
  await expect(page.getByText('2 participants', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
