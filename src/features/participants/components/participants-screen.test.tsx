// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newParticipantListing, participantMessages } from '@domain/participants/participant-listing';
import { engagementScore, ENGAGEMENT_EXPLANATION, statsOf } from '@domain/participants/participant-record';
import { BackendError } from '@/backend/port';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { ParticipantsScreen } from './ParticipantsScreen';

const COMPANY = { name: 'company', key: 'company', label: 'Company', placeholder: '', required: false, selected: true, fieldType: 'text', options: [] };
const REGISTRATION = [
  { name: 'firstName', key: 'firstName', label: 'First name', placeholder: '', required: false, selected: true, fieldType: 'text', options: [] },
  { name: 'email', key: 'email', label: 'Email', placeholder: '', required: true, selected: true, fieldType: 'text', options: [] },
  COMPANY,
];

function participant(n: number, changes: Record<string, unknown> = {}) {
  const record: Record<string, unknown> = { firstName: `Guest${String(n).padStart(3, '0')}`, lastName: 'Visitor', email: `guest${n}@example.com`, company: 'Acme', ...changes };
  const stats = { ...statsOf({}), watchSeconds: n === 1 ? 3725 : n, visits: n % 4 };
  return { ...newParticipantListing(record), stats, engagement: engagementScore(stats), state: 'offline', disabled: false, createdAt: new Date('2026-11-01T10:00:00Z'), ...record };
}

const people: Record<string, unknown> = {};
for (let n = 1; n <= 60; n++) people[`events/ev1/users/p${n}`] = participant(n);
people['events/ev1/users/evil'] = participant(61, { firstName: '=cmd|\' /C calc\'!A0', lastName: '', email: 'evil@example.com' });
people['events/ev1/users/gone'] = participant(62, { firstName: 'Removed', email: 'removed@example.com', disabled: true, state: 'deletedUser' });

const docs = {
  'events/ev1': { title: 'Event', registration: REGISTRATION },
  'resourceAccess/ev1/permissions/u1': { permission: 'owner' },
  ...people,
  'events/ev1/analytics/a1': { type: 'watchTime', participantId: 'p1', createdAt: new Date('2026-11-02T09:30:00Z'), time: 3725 },
  'events/ev1/analytics/a2': { type: 'visit', participantId: 'p1', createdAt: new Date('2026-11-02T09:00:00Z') },
};

const table = () => screen.getByRole('table');
/** Types a search and presses the search button, as a user does. */
function search(text: string) {
  fireEvent.change(screen.getByLabelText('Search participants by name or email'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'search' }));
}
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!;

async function open() {
  const double = createBackendDouble({ docs });
  renderWithBackend(<ParticipantsScreen eventId="ev1" uid="u1" />, double.backend);
  // The first answer waits for the server to start, which takes long on a busy machine.
  expect(await screen.findByText('Guest001 Visitor', {}, { timeout: 20_000 })).toBeTruthy();
  // The columns come with the event's registration form.
  expect((await within(table()).findAllByText('Company')).length).toBeGreaterThan(0);
  return double;
}

afterEach(() => vi.restoreAllMocks());

// The screen server shares two cores with other work: each test reads through the real engine.
describe('the participants table', { timeout: 90_000 }, () => {
  it('shows a page of participants with the event’s fields, state, watch time and engagement, and pages on', async () => {
    await open();
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 8)).toEqual(['Name', 'Email', 'Company', 'State', 'Last seen', 'Watch time', 'Visits', 'Engagement ']);
    const first = rowOf('Guest001 Visitor');
    expect(within(first).getByText('1h 2m 5s')).toBeTruthy();
    expect(within(first).getByText('Offline')).toBeTruthy();
    expect(within(first).getByText('Acme')).toBeTruthy();
    const explain = screen.getByRole('button', { name: /What is engagement\?/ });
    expect(explain.getAttribute('aria-describedby')).toBe('engagement-explanation');
    expect(document.getElementById('engagement-explanation')!.textContent).toBe(ENGAGEMENT_EXPLANATION);
    // Sorted by name, fifty a page; the disabled participant is hidden.
    expect(within(table()).getAllByRole('row')).toHaveLength(51);
    expect(within(table()).queryByText('Removed Visitor')).toBeNull();
    // The count of the filter and its page numbers, read from the server.
    expect(screen.getByText('61 participants')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Guest060 Visitor')).toBeTruthy();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(12));
    expect(screen.getByTitle('2').className).toContain('ant-pagination-item-active');
    expect(screen.queryByTitle('3')).toBeNull();
    fireEvent.click(screen.getByTitle('1'));
    expect(await screen.findByText('Guest001 Visitor')).toBeTruthy();
  });

  it('counts what a search finds and starts it on its first page', async () => {
    await open();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Guest060 Visitor')).toBeTruthy();
    search('GUEST05');
    expect(await screen.findByText('10 participants')).toBeTruthy();
    expect(screen.getByTitle('1').className).toContain('ant-pagination-item-active');
    search('guest060');
    expect(await screen.findByText('1 participant')).toBeTruthy();
  });

  it('searches, sorts by a column on the server and shows the disabled on request', async () => {
    const double = await open();
    search('GUEST05');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(11));
    fireEvent.click(within(table()).getAllByText('Watch time')[0]);
    await waitFor(() => expect(double.calls.at(-1)).toMatchObject({ name: 'listParticipants', input: { sort: 'watchTime', direction: 'asc', search: 'GUEST05' } }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show disabled' }));
    search('removed');
    expect(within((await within(table()).findByText('Removed Visitor')).closest('tr')!).getByText('Deleted')).toBeTruthy();
    search('nobody');
    expect(await screen.findByText('No participant matches the search')).toBeTruthy();
  });

  it('opens the View modal: General, Privacy with its disabled button, Logs and the raw record', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'View Guest001 Visitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guest001 Visitor' });
    expect(within(dialog).getByText('guest1@example.com')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Privacy' }));
    expect(within(dialog).getByText(participantMessages.privacy)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Delete my data' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Logs' }));
    expect(await within(dialog).findByText('Visit')).toBeTruthy();
    // Watched 1h 2m 5s: in the General tab and on the log's row.
    expect(within(dialog).getAllByText('1h 2m 5s')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Development' }));
    const record = within(dialog).getByLabelText('The participant’s stored record');
    expect(JSON.parse(record.textContent!)).toMatchObject({ firstName: 'Guest001', stats: { watchSeconds: 3725 }, createdAt: '2026-11-01T10:00:00.000Z' });
  });

  it('deletes a participant after a confirmation naming them', async () => {
    const double = await open();
    fireEvent.click(await within(rowOf('Guest002 Visitor')).findByRole('button', { name: 'Delete Guest002 Visitor' }));
    expect(await screen.findByText('Delete Guest002 Visitor (guest2@example.com)?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(participantMessages.deleted)).toBeTruthy();
    expect(double.calls.find((c) => c.name === 'deleteParticipant')).toMatchObject({ input: { eventId: 'ev1', participantId: 'p2' } });
    await waitFor(() => expect(within(table()).queryByText('Guest002 Visitor')).toBeNull());
  });

  it('exports every participant of the filter as event_participants.csv, not only the page shown', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:participants'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['event_participants.csv']));
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Name;Email;Company;State;Last seen;Watch time;Visits;Engagement');
    expect(lines, JSON.stringify(lines.slice(-3))).toHaveLength(1 + 61);
    expect(lines).toContain(`"'=cmd|' /C calc'!A0";evil@example.com;Acme;offline;;0h 1m 1s;1;${engagementScore({ ...statsOf({}), watchSeconds: 61, visits: 1 })}`);
    expect(lines.some((line) => line.startsWith('Removed'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Export xlsx' }));
    await waitFor(() => expect(names).toEqual(['event_participants.csv', 'event_participants.xlsx']));
    expect([...new Uint8Array(await blobs[1].arrayBuffer()).slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('says what went wrong when the list cannot be read', async () => {
    const double = createBackendDouble({ docs });
    double.answerCall('listParticipants', () => {
      throw new BackendError('unavailable', 'down');
    });
    renderWithBackend(<ParticipantsScreen eventId="ev1" uid="u1" />, double.backend);
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toBeTruthy();
  });
});
