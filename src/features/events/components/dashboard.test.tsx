// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble, type BackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { DashboardScreen } from './DashboardScreen';

const eventDate = new Date(2026, 5, 12, 18, 30);

/** A producer's complete event: every tile has units and every setting is made. */
const complete: Record<string, DocData> = {
  'events/e1': { title: 'Spring Summit', slug: 'spring-summit', status: 'created', state: 'prelive', date: eventDate, frontPage: 'p1', headerMenu: 'm1', footerMenu: 'm2' },
  'resourceAccess/e1/permissions/u1': { permission: 'producer' },
  'events/e1/chats/c1': { name: 'Main chat' },
  'events/e1/chats/c2': { name: 'Backstage' },
  'events/e1/streams/s1': { name: 'Main stream' },
  'events/e1/pages/p1': { title: 'Home' },
  'events/e1/pages/p2': { title: 'Old', removed: true },
  'events/e1/menus/m1': { name: 'Main menu' },
  'events/e1/menus/m2': { name: 'Footer' },
  'notes/e1': { notes: 'Bring the slides', disabled: false },
};

afterEach(() => vi.useRealTimers());

function show(docs: Record<string, DocData> = complete) {
  const double = createBackendDouble({ docs });
  renderWithBackend(<DashboardScreen eventId="e1" uid="u1" onSwitchEvent={() => {}} />, double.backend);
  return double;
}

const asViewer = (): Record<string, DocData> => ({ ...complete, 'resourceAccess/e1/permissions/u1': { permission: 'viewer' } });
const tile = (name: string) => screen.getByRole('listitem', { name });
const eventWrites = (double: BackendDouble) => double.writes.filter((w) => w.path === 'events/e1').map((w) => w.data);
const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;

describe('DashboardScreen: the event', () => {
  it('shows the title, the long date and the countdown, ticking every second', async () => {
    // Only the countdown's clock is fake: the screen's reads take their real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(eventDate.getTime() - ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Summit' })).toBeTruthy();
    expect(screen.getByText('Friday, 12 June 2026 18:30')).toBeTruthy();
    const timer = within(screen.getByRole('region', { name: 'Event starts in' })).getByRole('timer');
    const value = (unit: string) => within(timer).getByText(unit).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual(['1', '2', '3', '4']);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(value('Seconds')).toBe('3');
  });

  it('says when the event has started', async () => {
    show({ ...complete, 'events/e1': { ...complete['events/e1'], date: new Date(2000, 0, 1) } });
    expect(await screen.findByText('The event has started')).toBeTruthy();
  });

  it('says when no date is set', async () => {
    show({ ...complete, 'events/e1': { ...complete['events/e1'], date: null } });
    expect(await screen.findByText('No date set')).toBeTruthy();
  });

  it('says so when the event does not exist', async () => {
    show({ 'resourceAccess/e1/permissions/u1': { permission: 'producer' } });
    expect(await screen.findByText('Cannot retrieve event. Maybe try a diffrent slug!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch event' })).toBeTruthy();
  });

  it('links to the live tool', async () => {
    show();
    expect((await screen.findByRole('link', { name: 'Livetool' })).getAttribute('href')).toBe('/livetool');
  });
});

describe('DashboardScreen: state', () => {
  it('marks the current state and changes it only after confirmation', async () => {
    const double = show();
    expect((await screen.findByRole('button', { name: 'prelive' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'live' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'live' }));
    let dialog = await lastDialog();
    expect(within(dialog).getAllByText('Change state to live').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('This might distrupt the user experience').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(eventWrites(double)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'on-demand' }));
    dialog = await lastDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(eventWrites(double)).toEqual([{ state: 'on-demand' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'on-demand' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('lets a viewer see the state but not change it, nor refresh, nor edit notes', async () => {
    show(asViewer());
    const prelive = await screen.findByRole('button', { name: 'prelive' });
    for (const name of ['prelive', 'live', 'hidden', 'on-demand']) expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    expect(prelive.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Refresh the event page for viewers' }).hasAttribute('disabled')).toBe(true);
    expect((await screen.findByRole('textbox', { name: 'Notes' })).hasAttribute('readonly')).toBe(true);
  });
});

describe('DashboardScreen: refresh', () => {
  const refresh = async () => fireEvent.click(await screen.findByRole('button', { name: 'Refresh the event page for viewers' }));

  it('writes a new refresh token and says so', async () => {
    const double = show();
    await refresh();
    expect(await screen.findByText('Event page refreshed. Please wait for a few seconds for the changes to take effect.')).toBeTruthy();
    await refresh();
    await waitFor(() => expect(eventWrites(double)).toHaveLength(2));
    const [first, second] = eventWrites(double).map((data) => data.refresh);
    expect(typeof first).toBe('string');
    expect(first).not.toBe(second);
  });

  it('refuses when the page list cannot be read', async () => {
    const double = show();
    double.failNext('list', new BackendError('unavailable', 'offline'));
    await refresh();
    expect(await screen.findByText('Cant perform this action at this moment, please try again.')).toBeTruthy();
    expect(eventWrites(double)).toEqual([]);
  });

  it('says so when the write fails', async () => {
    const double = show();
    double.failNext('update', new BackendError('permission-denied', 'refused by policy'));
    await refresh();
    expect(await screen.findByText('There was an error processing your request, please try again later.')).toBeTruthy();
  });
});

describe('DashboardScreen: tiles', () => {
  it('counts the units live, leaving removed pages out, and links each tile', async () => {
    const double = show();
    await screen.findByRole('listitem', { name: 'Chats' });
    expect(within(tile('Chats')).getByText('2 units')).toBeTruthy();
    expect(within(tile('Stream')).getByText('1 unit')).toBeTruthy();
    expect(within(tile('Pages')).getByText('1 unit')).toBeTruthy();
    expect(within(tile('Menus')).getByText('2 units')).toBeTruthy();
    const hrefs = ['Chats', 'Stream', 'Pages', 'Menus'].map((name) => within(tile(name)).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual(['/chats', '/streams', '/pages', '/menus']);
    expect(screen.queryAllByRole('img', { name: /^No / })).toEqual([]);

    act(() => double.seed({ 'events/e1/chats/c3': { name: 'Q&A' } }));
    expect(await within(tile('Chats')).findByText('3 units')).toBeTruthy();
  });

  it('warns about every piece of setup that is missing', async () => {
    show({ 'events/e1': { title: 'Bare', state: 'prelive' }, 'resourceAccess/e1/permissions/u1': { permission: 'producer' }, 'events/e1/pages/p1': { removed: true } });
    await screen.findByRole('listitem', { name: 'Chats' });
    const warnings = (name: string) => within(tile(name)).queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(warnings('Chats')).toEqual(['No chats Please create a chat for the event page.']);
    expect(warnings('Stream')).toEqual([expect.stringMatching(/^No streams /)]);
    expect(warnings('Pages')).toEqual([expect.stringMatching(/^No pages /), 'No frontpage! Please set a frontpage for the event from settings!']);
    expect(warnings('Menus')).toEqual([
      expect.stringMatching(/^No menus /),
      'No header Please set a header for the event from settings!',
      'No footer Event has no footer selected or created.',
    ]);
    const icon = within(tile('Chats')).getByRole('img');
    expect(icon.tabIndex).toBe(0);
    fireEvent.focus(icon);
    fireEvent.mouseEnter(icon);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });
});

describe('DashboardScreen: notes', () => {
  it(`saves 500 ms after the typing stops`, async () => {
    const double = show();
    const notes = (await screen.findByRole('textbox', { name: 'Notes' })) as HTMLTextAreaElement;
    expect(notes.value).toBe('Bring the slides');
    const sent = vi.spyOn(double.backend.docs, 'update');
    vi.useFakeTimers();
    fireEvent.change(notes, { target: { value: 'Bring the' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(notes, { target: { value: 'Bring the clicker' } });
    expect(screen.getByText('Saving…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(sent).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sent.mock.calls).toEqual([['notes/e1', { notes: 'Bring the clicker' }]]);
    vi.useRealTimers();
    await waitFor(() => expect(double.writes.filter((w) => w.path === 'notes/e1').map((w) => w.data)).toEqual([{ notes: 'Bring the clicker' }]));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(notes.value).toBe('Bring the clicker');
  });

  it('creates the notes with their default when they are missing', async () => {
    const { 'notes/e1': _notes, ...withoutNotes } = complete;
    const double = show(withoutNotes);
    await waitFor(() => expect(double.writes.filter((w) => w.path === 'notes/e1').map((w) => w.data)).toEqual([{ notes: '', disabled: false }]));
    expect(((await screen.findByRole('textbox', { name: 'Notes' })) as HTMLTextAreaElement).value).toBe('');
  });

  it('does not create missing notes for a viewer', async () => {
    const { 'notes/e1': _notes, ...withoutNotes } = asViewer();
    const double = show(withoutNotes);
    expect(await screen.findByRole('textbox', { name: 'Notes' })).toBeTruthy();
    expect(double.writes).toEqual([]);
  });
});

describe('DashboardScreen: accessibility', () => {
  it('has no serious or critical axe violations', async () => {
    show({ ...complete, 'events/e1': { title: 'Bare', state: 'live', date: eventDate } });
    await screen.findByRole('listitem', { name: 'Chats' });
    await screen.findByRole('textbox', { name: 'Notes' });
    const { default: axe } = await import('axe-core');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
