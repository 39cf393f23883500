// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { SLUG_CHECK_DELAY_MS, SLUG_TAKEN } from '@domain/events/event-rules';
import { createBackendDouble, type BackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { MyEventsScreen } from './MyEventsScreen';

const docs: Record<string, DocData> = {
  'resourceAccess/org1': { type: 'organization', name: 'Acme', users: ['u1'], events: ['summit'] },
  'resourceAccess/org1/permissions/u1': { permission: 'owner' },
  'resourceAccess/org2': { type: 'organization', name: 'Beta', users: ['u1'], events: [] },
  'resourceAccess/org2/permissions/u1': { permission: 'producer' },
  'events/summit': { title: 'Spring Summit', slug: 'spring-summit', status: 'created', state: 'live', tags: [], organization: 'org1' },
};

afterEach(() => vi.useRealTimers());

/** Opens the modal; `taken` slugs belong to another user's events, so the server's check finds them taken. */
async function openModal({ taken = [] as string[] } = {}) {
  const others = Object.fromEntries(taken.map((slug, i) => [`events/other${i}`, { title: `Other ${i}`, slug, status: 'created', state: 'prelive', tags: [] }]));
  const double = createBackendDouble({ docs: { ...docs, ...others } });
  const opened: string[] = [];
  renderWithBackend(<MyEventsScreen uid="u1" onOpenEvent={(eventId) => opened.push(eventId)} />, double.backend);
  fireEvent.click(await screen.findByRole('button', { name: 'Add event' }));
  // Not by name: in tests antd gives every generated id the same value, so the search box's id
  // shadows the dialog title's.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Add event')).toBeTruthy();
  return { double, dialog, opened };
}

const field = (name: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const createButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Create' });
const slugChecks = (double: BackendDouble) => double.calls.filter((c) => c.name === 'checkEventSlug').map((c) => c.input);
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Add event', () => {
  it('derives the slug from the title until the slug is edited by hand', async () => {
    await openModal();
    type('Title', 'Kesä Päivä & Straße (2026)!');
    expect(field('Slug').value).toBe('kesa-paiva-strasse-2026');
    type('Slug', 'summer-day');
    type('Title', 'Something else');
    expect(field('Slug').value).toBe('summer-day');
  });

  it('blocks creation without a title and a slug, and says why', async () => {
    const { double } = await openModal();
    expect(createButton().hasAttribute('disabled')).toBe(true);
    type('Title', 'ab');
    expect(await screen.findByText('Title needs to be more than 3 charecters long.')).toBeTruthy();
    expect(screen.getByText('Slug needs to be more than 3 charecters long.')).toBeTruthy();
    type('Title', 'Good title');
    type('Slug', 'not/a/path');
    expect(await screen.findByText(/Slug can only contain/)).toBeTruthy();
    expect(createButton().hasAttribute('disabled')).toBe(true);
    expect(double.calls.filter((c) => c.name === 'createEvent')).toEqual([]);
  });

  it(`asks whether the slug is free once, ${SLUG_CHECK_DELAY_MS} ms after the typing stops`, async () => {
    const { double } = await openModal();
    vi.useFakeTimers();
    type('Title', 'Year');
    await act(() => vi.advanceTimersByTimeAsync(200));
    type('Title', 'Year end');
    await act(() => vi.advanceTimersByTimeAsync(SLUG_CHECK_DELAY_MS - 1));
    expect(slugChecks(double)).toEqual([]);
    expect(createButton().hasAttribute('disabled')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(slugChecks(double)).toEqual([{ slug: 'year-end' }]);
    // The server's answer comes in its own time.
    vi.useRealTimers();
    await waitFor(() => expect(createButton().hasAttribute('disabled')).toBe(false));
    expect(slugChecks(double)).toHaveLength(1);
  });

  it('says when the slug is taken and keeps Create disabled', async () => {
    await openModal({ taken: ['spring-summit'] });
    type('Title', 'Spring Summit');
    expect(await screen.findByText(SLUG_TAKEN)).toBeTruthy();
    expect(createButton().hasAttribute('disabled')).toBe(true);
    type('Slug', 'spring-summit-2');
    await waitFor(() => expect(createButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(SLUG_TAKEN)).toBeNull();
  });

  it('asks for a refresh when the check fails', async () => {
    const { double } = await openModal();
    double.answerCall('checkEventSlug', () => {
      throw new BackendError('unavailable', 'offline');
    });
    type('Title', 'Offline event');
    expect(await screen.findByText('There was an error, please refresh the page')).toBeTruthy();
    expect(createButton().hasAttribute('disabled')).toBe(true);
  });

  it('offers only the organisations the user owns, and "No organisation"', async () => {
    await openModal();
    fireEvent.mouseDown(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Organisation' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['No organisation', 'Acme']);
  });

  it('creates the event with its title, slug, language and organisation, and lists it', async () => {
    const { double, opened } = await openModal();
    type('Title', '  Investor Day ');
    type('Slug', 'investor-day-2026');
    await choose('Language', 'Finnish');
    await choose('Organisation', 'Acme');
    await waitFor(() => expect(createButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(createButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = double.calls.find((c) => c.name === 'createEvent');
    expect(call?.input).toEqual({ title: 'Investor Day', slug: 'investor-day-2026', language: 'fi', organizationId: 'org1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open event', description: 'Investor Day' }));
    expect(opened).toHaveLength(1);
    expect((await double.backend.docs.get(`events/${opened[0]}`)).data).toMatchObject({ title: 'Investor Day', slug: 'investor-day-2026', language: 'fi', organization: 'org1' });
  });

  it('lists a new event at once, even before the server lets the user read it', async () => {
    const { double } = await openModal();
    double.answerCall('createEvent', () => ({ eventId: 'pending-one' }));
    type('Title', 'Quiet launch');
    await waitFor(() => expect(createButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(createButton());
    const status = await screen.findByText('Creating event...');
    expect(status.closest('tr')?.textContent).toContain('Quiet launch');
    expect(double.calls.find((c) => c.name === 'createEvent')?.input).toEqual({
      title: 'Quiet launch',
      slug: 'quiet-launch',
      language: 'en',
      organizationId: null,
    });
  });

  it('keeps the dialog open and marks the slug when someone took it meanwhile', async () => {
    const { double } = await openModal();
    type('Title', 'Race');
    await waitFor(() => expect(createButton().hasAttribute('disabled')).toBe(false));
    double.seed({ 'events/rival': { title: 'Rival', slug: 'race', status: 'created', state: 'prelive', tags: [] } });
    await double.settled();
    fireEvent.click(createButton());
    expect(await within(screen.getByRole('dialog')).findByText(SLUG_TAKEN)).toBeTruthy();
    expect(createButton().hasAttribute('disabled')).toBe(true);
  });

  it("shows another creation failure in the catalogue's words", async () => {
    const { double } = await openModal();
    double.answerCall('createEvent', () => {
      throw new BackendError('permission-denied', 'Only owners create events in an organisation.');
    });
    type('Title', 'Not mine');
    await waitFor(() => expect(createButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(createButton());
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain("You don't have access to this resource");
  });

  it('has no serious or critical axe violations, with messages shown', async () => {
    await openModal({ taken: ['taken-one'] });
    type('Title', 'Taken one');
    await screen.findByText(SLUG_TAKEN);
    const { default: axe } = await import('axe-core');
    // jsdom does not paint: contrast is checked in the browser tests.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
