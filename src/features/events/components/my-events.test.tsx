// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { setWindowWidth } from '@tests/doubles/window-width';
import { BackendError } from '@/backend/port';
import { MyEventsScreen } from './MyEventsScreen';

const acme = { type: 'organization', name: 'Acme', users: ['u1'], events: ['summit', 'webinar', 'gala', 'undated'] };
const baseDocs: Record<string, DocData> = {
  'resourceAccess/org1': acme,
  'resourceAccess/org1/permissions/u1': { permission: 'owner' },
  'resourceAccess/solo': { type: 'event', name: 'Solo', users: ['u1'], events: ['solo'] },
  'resourceAccess/solo/permissions/u1': { permission: 'viewer' },
  'events/summit': {
    title: 'Spring Summit',
    status: 'created',
    state: 'live',
    date: new Date(2026, 3, 1, 9, 30),
    createdAt: new Date(2025, 0, 5, 8, 0),
    tags: ['finance'],
    organization: 'org1',
  },
  'events/webinar': {
    title: 'Autumn Webinar',
    status: 'created',
    state: 'prelive',
    date: new Date(2026, 9, 12, 18, 5),
    createdAt: new Date(2025, 2, 1, 12, 0),
    tags: ['Investors', 'q3', 'results'],
    organization: 'org1',
  },
  'events/gala': { title: 'Winter Gala', status: 'event-created', state: 'on-demand', date: new Date(2025, 11, 24, 20, 0), tags: [], organization: 'org1' },
  'events/undated': { title: 'Someday', state: '', tags: [], organization: 'org1' },
  'events/solo': { title: 'Solo Talk', status: 'created', state: 'hidden', date: new Date(2026, 0, 2, 7, 0), createdAt: new Date(2025, 5, 1), tags: [] },
};

function show(docs: Record<string, DocData> = baseDocs) {
  const double = createBackendDouble({ docs });
  const onOpenEvent = vi.fn();
  renderWithBackend(<MyEventsScreen uid="u1" onOpenEvent={onOpenEvent} />, double.backend);
  return { double, onOpenEvent };
}

const bodyRows = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
};
const titleOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1].textContent;
const titles = async () => (await bodyRows()).map(titleOf);
const rowOf = async (title: string) => {
  const row = (await bodyRows()).find((r) => titleOf(r)?.startsWith(title));
  if (!row) throw new Error(`no row ${title}`);
  return row;
};
const searchBox = () => screen.getByRole('combobox', { name: 'Search events' });
const search = (value: string) => fireEvent.change(searchBox(), { target: { value } });

describe('MyEventsScreen: the table', () => {
  let restoreWidth: () => void;
  beforeAll(() => {
    restoreWidth = setWindowWidth(1440);
  });
  afterAll(() => restoreWidth());

  it('loads, then lists every event newest first with its state, date, tags and creation time', async () => {
    show();
    expect(screen.getByRole('status').textContent).toContain('Loading events');
    expect(await titles()).toEqual(['Autumn WebinarAcme', 'Spring SummitAcme', 'Solo Talk', 'Winter GalaCreating event...Acme', 'SomedayAcme']);
    const summit = within(await rowOf('Spring Summit')).getAllByRole('cell');
    expect(summit.map((cell) => cell.textContent).slice(2, 6)).toEqual(['live', '09:30 - 01.04.2026', 'finance', '08:00 - 05.01.2025']);
    expect(within(await rowOf('Someday')).getByText('No state')).toBeTruthy();
    expect(within(await rowOf('Winter Gala')).getByText('on-demand')).toBeTruthy();
  });

  it('sorts by date both ways and by creation time, keeping undated events last', async () => {
    show();
    await bodyRows();
    fireEvent.click(screen.getByRole('columnheader', { name: 'Date' }));
    expect(await titles()).toEqual(['Winter GalaCreating event...Acme', 'Solo Talk', 'Spring SummitAcme', 'Autumn WebinarAcme', 'SomedayAcme']);
    fireEvent.click(screen.getByRole('columnheader', { name: 'Created' }));
    const byCreated = await titles();
    expect(byCreated.slice(0, 3)).toEqual(['Solo Talk', 'Autumn WebinarAcme', 'Spring SummitAcme']);
    expect(byCreated.slice(3).sort()).toEqual(['SomedayAcme', 'Winter GalaCreating event...Acme']);
  });

  it('leaves out the Created column in a window under 1200 px wide, keeping the date and actions', async () => {
    const restore = setWindowWidth(1024);
    try {
      show();
      await bodyRows();
      expect(screen.getByRole('columnheader', { name: 'Date' })).toBeTruthy();
      expect(screen.queryByRole('columnheader', { name: 'Created' })).toBeNull();
      expect(within(await rowOf('Spring Summit')).queryByText('08:00 - 05.01.2025')).toBeNull();
    } finally {
      restore();
    }
  });

  it('opens a ready event from its thumbnail or its title, and links its organisation', async () => {
    const { onOpenEvent } = show();
    const summit = await rowOf('Spring Summit');
    fireEvent.click(within(summit).getByRole('button', { name: 'Open event', description: 'Spring Summit' }));
    fireEvent.click(within(summit).getByRole('button', { name: 'Spring Summit' }));
    expect(onOpenEvent.mock.calls).toEqual([['summit'], ['summit']]);
    expect(within(summit).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/organization/org1');
    expect(within(await rowOf('Solo Talk')).queryByRole('link')).toBeNull();
  });

  it('shows an event still being created with a spinner, and makes it clickable once ready', async () => {
    const { double, onOpenEvent } = show();
    const gala = await rowOf('Winter Gala');
    expect(within(gala).getByText('Creating event...')).toBeTruthy();
    expect(within(gala).queryByRole('button', { name: /^(Open event|Winter Gala)$/ })).toBeNull();
    act(() => double.seed({ 'events/gala': { ...baseDocs['events/gala'], status: 'created' } }));
    fireEvent.click(await within(await rowOf('Winter Gala')).findByRole('button', { name: 'Winter Gala' }));
    expect(onOpenEvent).toHaveBeenCalledWith('gala');
    expect(screen.queryByText('Creating event...')).toBeNull();
  });

  it('draws an identicon for an event without a picture, the same for the same id', async () => {
    show();
    const thumbnail = (row: HTMLElement) => within(row).getAllByRole('cell')[0].querySelector('svg')?.innerHTML;
    const summit = thumbnail(await rowOf('Spring Summit'));
    expect(summit).toContain('<rect');
    expect(summit).not.toBe(thumbnail(await rowOf('Autumn Webinar')));
    expect(thumbnail(await rowOf('Spring Summit'))).toBe(summit);
  });

  it('shows fewer than three tags as chips and three or more collapsed, listed on demand', async () => {
    show();
    expect(within(await rowOf('Spring Summit')).getByText('finance')).toBeTruthy();
    const webinar = await rowOf('Autumn Webinar');
    expect(within(webinar).queryByText('Investors')).toBeNull();
    fireEvent.click(within(webinar).getByRole('button', { name: '3 tags', description: 'Autumn Webinar' }));
    const list = await screen.findByRole('list', { name: 'Tags', description: 'Autumn Webinar' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Investors', 'q3', 'results']);
  });

  it('filters by state and searches titles and tags from the column headers', async () => {
    show();
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Filter states' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'No state' }));
    expect(await titles()).toEqual(['SomedayAcme']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'live' }));
    expect(await titles()).toEqual(['Spring SummitAcme', 'SomedayAcme']);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search tags' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search tags' }), { target: { value: 'Q3' } });
    expect(await titles()).toEqual(['Autumn WebinarAcme']);
  });

  it('offers the delete menu to owners only, and deletes only after Yes', async () => {
    const { double } = show();
    double.answerCall('deleteEvent', () => ({ deleted: 12 }));
    expect(within(await rowOf('Solo Talk')).queryByRole('button', { name: 'Actions' })).toBeNull();
    const openDelete = async () => {
      fireEvent.click(within(await rowOf('Spring Summit')).getByRole('button', { name: 'Actions', description: 'Spring Summit' }));
      fireEvent.click(await screen.findByText('Delete'));
    };
    await openDelete();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'No' }));
    expect(double.calls).toEqual([]);
    await openDelete();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Yes' }));
    expect(await screen.findByText('Event deleted.')).toBeTruthy();
    expect(double.calls).toEqual([{ name: 'deleteEvent', input: { eventId: 'summit' } }]);
    act(() => double.seed({ 'resourceAccess/org1': { ...acme, events: ['webinar', 'gala', 'undated'] }, 'events/summit': null }));
    await waitFor(async () => expect(await titles()).not.toContain('Spring SummitAcme'));
  });

  it("shows a refused delete in the catalogue's words", async () => {
    const { double } = show();
    double.answerCall('deleteEvent', () => {
      throw new BackendError('permission-denied', 'Only the event’s owners delete it.');
    });
    fireEvent.click(within(await rowOf('Spring Summit')).getByRole('button', { name: 'Actions', description: 'Spring Summit' }));
    fireEvent.click(await screen.findByText('Delete'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Yes' }));
    expect(await screen.findByText("You don't have access to this resource")).toBeTruthy();
    expect(await titles()).toContain('Spring SummitAcme');
  });
});

describe('MyEventsScreen: the search box', () => {
  it('takes the focus shortly after the page opens', async () => {
    show();
    await bodyRows();
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
  });

  it('suggests matching tags and events in two groups', async () => {
    show();
    await bodyRows();
    search('in');
    const listbox = await screen.findByRole('listbox');
    const popup = listbox.closest('.ant-select-dropdown') as HTMLElement;
    expect(within(popup).getByText('Tags')).toBeTruthy();
    expect(within(popup).getByText('Events')).toBeTruthy();
    expect(within(popup).getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['finance', 'Investors', 'Spring Summit', 'Autumn Webinar', 'Winter Gala']),
    );
  });

  it('matches titles case-insensitively, falls back to tags, and restores the list when cleared', async () => {
    show();
    await bodyRows();
    search('SUMMIT');
    expect(await titles()).toEqual(['Spring SummitAcme']);
    search('investors');
    expect(await titles()).toEqual(['Autumn WebinarAcme']);
    search('nothing like this');
    expect(await screen.findByText('No events match "nothing like this"')).toBeTruthy();
    search('');
    expect(await bodyRows()).toHaveLength(5);
  });
});

describe('MyEventsScreen: accessibility', () => {
  it('has no serious or critical axe violations, with a row menu open', async () => {
    show();
    fireEvent.click(within(await rowOf('Spring Summit')).getByRole('button', { name: 'Actions', description: 'Spring Summit' }));
    fireEvent.click(await screen.findByText('Delete'));
    await screen.findByRole('menuitem', { name: 'Yes' });
    const { default: axe } = await import('axe-core');
    // jsdom does not paint: contrast is checked in the browser tests.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describe('MyEventsScreen: states', () => {
  it('says so when there are no events, and offers to add one', async () => {
    show({});
    expect(await screen.findByText('No events yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByRole('dialog', { name: 'Add event' })).toBeTruthy();
  });

  it("shows a failure to load in the catalogue's words", async () => {
    const { double } = show();
    await bodyRows();
    act(() => double.failListeners('resourceAccess', new BackendError('unavailable', 'socket closed')));
    expect((await screen.findByRole('alert')).textContent).toContain('Database connection fail');
  });

  it('skips events the user may not read', async () => {
    // Listed among the user's events, but without a role on it.
    const { 'resourceAccess/solo/permissions/u1': _role, ...docs } = baseDocs;
    const double = createBackendDouble({ docs });
    renderWithBackend(<MyEventsScreen uid="u1" onOpenEvent={() => {}} />, double.backend);
    await waitFor(async () => expect(await titles()).toHaveLength(4));
    expect(await titles()).not.toContain('Solo Talk');
  });
});
