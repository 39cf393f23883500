// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { COLOR_DEBOUNCE_MS } from '@domain/events/event-settings';
import { EventSettingsScreen } from './EventSettingsScreen';

const eventDate = new Date(Date.UTC(2026, 5, 12, 16, 30));

/** A producer of the event's organisation, who also owns a second organisation. */
const producerDocs: Record<string, DocData> = {
  'events/e1': {
    title: 'Spring Summit',
    slug: 'spring-summit',
    status: 'created',
    state: 'prelive',
    date: eventDate,
    language: 'se',
    organization: 'org1',
    frontPage: 'p1',
    description: 'All about spring',
    protectionType: 'password',
    passHash: 'secret-pass-hash',
    pinHash: 'secret-pin-hash',
  },
  'events/e1/pages/p1': { title: 'Home' },
  // Another event's slug, which the slug check finds taken.
  'events/e2': { title: 'Other', slug: 'taken-slug', state: 'prelive', organization: 'org2' },
  'events/e1/pages/p2': { title: 'Old page', removed: true },
  'events/e1/menus/m1': { name: 'Main menu' },
  'resourceAccess/org1': { type: 'organization', name: 'Acme', users: ['u1', 'u2'], events: ['e1'] },
  'resourceAccess/org1/permissions/u1': { permission: 'producer' },
  'resourceAccess/org1/permissions/u2': { permission: 'owner' },
  'resourceAccess/org2': { type: 'organization', name: 'Beta', users: ['u1'], events: [] },
  'resourceAccess/org2/permissions/u1': { permission: 'owner' },
};

const asViewer = (): Record<string, DocData> => ({ ...producerDocs, 'resourceAccess/org1/permissions/u1': { permission: 'viewer' } });

afterEach(() => vi.restoreAllMocks());

function show(docs: Record<string, DocData> = producerDocs) {
  const double = createBackendDouble({ docs });
  renderWithBackend(<EventSettingsScreen eventId="e1" caller={{ uid: 'u1', email: 'ada@example.com' }} />, double.backend, { path: '/settings' });
  return double;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
// Found by text: naming every element of this large form by role is slow in jsdom.
const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const updateButton = () => button('Update');
const settingsCalls = (double: ReturnType<typeof show>) => double.calls.filter((c) => c.name === 'updateEventSettings').map((c) => c.input);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('EventSettingsScreen: states', () => {
  it('says so when the event does not exist', async () => {
    show({ 'resourceAccess/e1/permissions/u1': { permission: 'owner' } });
    expect(await screen.findByText('Cannot retrieve event. Maybe try a diffrent slug!')).toBeTruthy();
  });

  it('shows the error when the event cannot be read', async () => {
    const double = createBackendDouble({ docs: producerDocs, denied: ['events/e1'] });
    renderWithBackend(<EventSettingsScreen eventId="e1" caller={{ uid: 'u1', email: 'ada@example.com' }} />, double.backend);
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have access to this resource");
  });

  it('shows the stored values, reading the old Swedish code and offering only pages not removed', async () => {
    show();
    expect((await screen.findByLabelText('Title') as HTMLInputElement).value).toBe('Spring Summit');
    expect(field('Slug').value).toBe('spring-summit');
    expect(field('Date').value).toBe(dayjs(eventDate).format('DD.MM.YYYY HH:mm'));
    expect(screen.getByTitle('Swedish')).toBeTruthy();
    expect(await screen.findByTitle('Home')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Front page'));
    expect(await screen.findByRole('option', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Old page' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Registration', 'Access']);
  });
});

describe('EventSettingsScreen: viewers', () => {
  it('shows everything read-only, without Update, with the export', async () => {
    show(asViewer());
    expect((await screen.findByLabelText('Title')).hasAttribute('disabled')).toBe(true);
    for (const label of ['Slug', 'Description', 'Terms of service', 'Privacy policy', 'Redirect URL']) expect(field(label).disabled).toBe(true);
    expect(screen.getByLabelText('Show page title').hasAttribute('disabled')).toBe(true);
    expect(within(await screen.findByRole('group', { name: 'Favicon' })).getByRole('button', { name: 'Select File' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/^Main colour/).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Update')).toBeNull();
    expect(button('Export settings')).toBeTruthy();
  });
});

describe('EventSettingsScreen: slug', () => {
  it('asks about a new slug with the event id, marks it taken or free, and says when it changed', async () => {
    const double = show();
    await screen.findByLabelText('Slug');
    type('Slug', 'Taken Slug');
    expect(field('Slug').value).toBe('taken-slug');
    expect(await screen.findByText('Already an event with this slug.')).toBeTruthy();
    expect(double.calls).toContainEqual({ name: 'checkEventSlug', input: { slug: 'taken-slug', eventId: 'e1' } });
    expect(updateButton().hasAttribute('disabled')).toBe(true);

    type('Slug', 'spring-summit-2026');
    // antd colours only an error border; the free slug's green one is the page's own.
    const slugBox = field('Slug').closest('.ant-input-affix-wrapper') as HTMLElement;
    await waitFor(() => expect(slugBox.style.borderColor).toBe('rgb(56, 158, 13)'));
    expect(screen.queryByText('Already an event with this slug.')).toBeNull();
    expect(updateButton().hasAttribute('disabled')).toBe(false);

    fireEvent.click(updateButton());
    expect(await screen.findByText('Slug changed!')).toBeTruthy();
    expect(screen.getByText('Event settings updated!')).toBeTruthy();
    expect(settingsCalls(double)).toEqual([{ eventId: 'e1', settings: { slug: 'spring-summit-2026' } }]);
  });

  it('gives the settings message for a short slug and keeps Update off', async () => {
    show();
    await screen.findByLabelText('Slug');
    type('Slug', 'ab');
    expect(await screen.findByText('Slug need to be atleast 3 characters')).toBeTruthy();
    expect(updateButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows the slug as taken when another event claimed it before the update', async () => {
    const double = show();
    await screen.findByLabelText('Slug');
    type('Slug', 'spring-2026');
    await waitFor(() => expect(updateButton().hasAttribute('disabled')).toBe(false));
    double.seed({ 'events/e3': { title: 'Rival', slug: 'spring-2026', state: 'prelive', organization: 'org2' } });
    await double.settled();
    fireEvent.click(updateButton());
    expect(await screen.findByText('Already an event with this slug.')).toBeTruthy();
    expect(updateButton().hasAttribute('disabled')).toBe(true);
  });
});

describe('EventSettingsScreen: Update', () => {
  it('sends only the changed fields, says so, and keeps the values', async () => {
    const double = show();
    await screen.findByLabelText('Title');
    expect(updateButton().hasAttribute('disabled')).toBe(true);
    type('Title', 'Summer Summit');
    type('Description', 'All about summer');
    fireEvent.click(screen.getByLabelText('Show page title'));
    await waitFor(() => expect(updateButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(updateButton());
    expect(await screen.findByText('Event settings updated!')).toBeTruthy();
    expect(screen.queryByText('Slug changed!')).toBeNull();
    expect(settingsCalls(double)).toEqual([{ eventId: 'e1', settings: { title: 'Summer Summit', description: 'All about summer', showPageTitle: true } }]);
    await waitFor(() => expect(updateButton().hasAttribute('disabled')).toBe(true));
    expect(field('Title').value).toBe('Summer Summit');
  });

  it('shows the rules’ messages inline before anything is sent', async () => {
    const double = show();
    await screen.findByLabelText('Title');
    type('Title', '');
    expect(await screen.findByText('Please give a title for the event')).toBeTruthy();
    type('Title', 'ab');
    expect(await screen.findByText('Title needs to be more than 3 charecters long.')).toBeTruthy();
    type('Title', 'A fine title');
    type('Redirect URL', 'javascript:alert(1)');
    expect(await screen.findByText('Please give a web address: http:// or https://, nothing else.')).toBeTruthy();
    expect(updateButton().hasAttribute('disabled')).toBe(true);
    expect(settingsCalls(double)).toEqual([]);
  });

  it('shows the server’s refusal in an error panel', async () => {
    const double = show();
    double.answerCall('updateEventSettings', () => {
      throw new BackendError('permission-denied', 'Only producers and owners of an event can change its settings.');
    });
    await screen.findByLabelText('Title');
    type('Title', 'Summer Summit');
    await waitFor(() => expect(updateButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(updateButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Only producers and owners of an event can change its settings.');
  });

  it('saves the redirect URL with Update, taking http, and https for an address without a scheme; the https hint only hints', async () => {
    const double = show();
    await screen.findByLabelText('Redirect URL');
    expect(screen.queryByText('Set redirect URL')).toBeNull();
    type('Redirect URL', 'http://example.com/after');
    expect(await screen.findByText('The address should include https://')).toBeTruthy();
    await waitFor(() => expect(updateButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(updateButton());
    expect(await screen.findByText('Redirect URL set!')).toBeTruthy();
    expect(settingsCalls(double)).toEqual([{ eventId: 'e1', settings: { redirectURL: 'http://example.com/after' } }]);

    type('Redirect URL', 'ftp://example.com/after');
    expect(await screen.findByText('Please give a web address: http:// or https://, nothing else.')).toBeTruthy();
    expect(updateButton().hasAttribute('disabled')).toBe(true);

    type('Redirect URL', 'www.example.com/next');
    await waitFor(() => expect(updateButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(updateButton());
    await waitFor(() => expect(settingsCalls(double)).toHaveLength(2));
    expect(settingsCalls(double)[1]).toEqual({ eventId: 'e1', settings: { redirectURL: 'https://www.example.com/next' } });
    await waitFor(() => expect(field('Redirect URL').value).toBe('https://www.example.com/next'));
  });

  it('keeps Update at the end of the form, in a bar that stays in view', async () => {
    show();
    await screen.findByLabelText('Title');
    const bar = screen.getByRole('group', { name: 'Save the settings' });
    expect(within(bar).getByRole('button', { name: 'Update' })).toBe(updateButton());
    expect(bar.style.position).toBe('sticky');
    expect(bar.style.bottom).toBe('0px');
    // After the tabs in the page's order: reached after the fields, by eye and by Tab.
    const tabs = screen.getAllByRole('tabpanel', { hidden: true })[0];
    expect(tabs.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('EventSettingsScreen: colours', () => {
  /** Opens a colour's picker and returns its hex field, where a keyboard user types the code. */
  it('writes the three colours on their own, once, COLOR_DEBOUNCE_MS after the last change', async () => {
    const double = show();
    const main = await screen.findByLabelText(/^Main colour/);
    const secondary = screen.getByLabelText(/^Secondary colour/);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(main, { target: { value: '#722ed1' } });
      vi.advanceTimersByTime(COLOR_DEBOUNCE_MS - 1);
      fireEvent.change(secondary, { target: { value: '#fa8c16' } });
      vi.advanceTimersByTime(COLOR_DEBOUNCE_MS - 1);
      expect(settingsCalls(double)).toEqual([]);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(settingsCalls(double)).toHaveLength(1));
    expect(settingsCalls(double)).toEqual([{ eventId: 'e1', settings: { colors: { mainColor: '#722ed1', secondaryColor: '#fa8c16', backgroundColor: '#ffffff' } } }]);
    expect(await screen.findByText('#722ed1')).toBeTruthy();
  });
});

describe('EventSettingsScreen: export', () => {
  it('downloads the settings as {slug}-settings.json, without the protection secrets', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:settings';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    show();
    await screen.findByText('Export settings');
    fireEvent.click(button('Export settings'));
    expect(names).toEqual(['spring-summit-settings.json']);
    const text = await blobs[0].text();
    const exported = JSON.parse(text) as Record<string, unknown>;
    expect(exported).toMatchObject({ title: 'Spring Summit', slug: 'spring-summit', language: 'swe', frontPage: 'p1', date: eventDate.toISOString(), protectionType: 'password' });
    expect(text).not.toContain('secret');
    expect(Object.keys(exported)).not.toContain('passHash');
    expect(Object.keys(exported)).not.toContain('pinHash');
  });
});

describe('EventSettingsScreen: access', () => {
  it('lists the organisation’s people with disabled Delete buttons', async () => {
    show();
    fireEvent.click(await screen.findByText('Access', { selector: '[role=tab]' }));
    const admins = (await screen.findByText('ada@example.com')).closest('table') as HTMLElement;
    expect(within(admins).getByText('Email visible to owners only')).toBeTruthy();
    const deletes = within(admins).getAllByText('Delete', { selector: 'button span' }).map((span) => span.closest('button') as HTMLButtonElement);
    expect(deletes).toHaveLength(2);
    for (const remove of deletes) expect(remove.disabled).toBe(true);
  });

  it('asks for another organisation, confirms, and moves the event', async () => {
    const double = show();
    fireEvent.click(await screen.findByText('Access', { selector: '[role=tab]' }));
    await screen.findByText('Change organization');
    const change = button('Change organization');
    fireEvent.click(change);
    expect(await screen.findByText('Please select an alternative organization')).toBeTruthy();
    expect(double.calls.filter((c) => c.name === 'changeEventOrganization')).toEqual([]);

    fireEvent.mouseDown(screen.getByLabelText('Organization'));
    fireEvent.click((await screen.findAllByTitle('Beta')).at(-1) as HTMLElement);
    fireEvent.click(change);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Move this event to Beta?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Organization changed!')).toBeTruthy();
    expect(double.calls.filter((c) => c.name === 'changeEventOrganization').map((c) => c.input)).toEqual([{ eventId: 'e1', organizationId: 'org2' }]);
    await waitFor(async () => expect((await double.backend.docs.get('events/e1')).data?.organization).toBe('org2'));
  });

  it('keeps the organisation change off for someone who is not owner or producer of the organisation', async () => {
    show(asViewer());
    fireEvent.click(await screen.findByText('Access', { selector: '[role=tab]' }));
    expect(await screen.findByText('Only owners and producers of the event’s organisation can move it.')).toBeTruthy();
    expect(button('Change organization').disabled).toBe(true);
  });
});
