// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { SLUG_TAKEN } from '@domain/events/event-rules';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { MyEventsScreen } from './MyEventsScreen';

const docs: Record<string, DocData> = {
  'resourceAccess/org1': { type: 'organization', name: 'Acme', users: ['u1'], events: ['summit', 'draft'] },
  'resourceAccess/org1/permissions/u1': { permission: 'owner' },
  'resourceAccess/solo': { type: 'event', name: 'Solo', users: ['u1'], events: ['solo'] },
  'resourceAccess/solo/permissions/u1': { permission: 'viewer' },
  'events/summit': { title: 'Spring Summit', slug: 'spring-summit', status: 'created', state: 'live', tags: [], organization: 'org1' },
  'events/draft': { title: 'Half made', slug: 'half-made', status: 'event-created', state: 'prelive', tags: [], organization: 'org1' },
  'events/solo': { title: 'Solo Talk', slug: 'solo-talk', status: 'created', state: 'prelive', tags: [] },
};

const rowOf = async (title: string) => {
  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  const row = rows.find((r) => r.closest('tbody') && within(r).getAllByRole('cell')[1]?.textContent?.startsWith(title));
  if (!row) throw new Error(`no row ${title}`);
  return row;
};

/** Opens the Duplicate dialog from the row's menu; `taken` slugs are answered as taken by the check. */
async function openModal({ taken = [] as string[] } = {}) {
  const double = createBackendDouble({ docs });
  double.answerCall('checkEventSlug', ({ slug }) => ({ available: !taken.includes(slug) }));
  renderWithBackend(<MyEventsScreen uid="u1" onOpenEvent={() => {}} />, double.backend);
  fireEvent.click(within(await rowOf('Spring Summit')).getByRole('button', { name: 'Actions', description: 'Spring Summit' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Duplicate event')).toBeTruthy();
  return { double, dialog };
}

const dialog = () => screen.getByRole('dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const duplicateButton = () => within(dialog()).getByRole('button', { name: 'Duplicate' });
const checkbox = (name: string) => within(dialog()).getByRole('checkbox', { name }) as HTMLInputElement;

describe('Duplicate event', () => {
  it('offers Duplicate only on ready events the user owns', async () => {
    const double = createBackendDouble({ docs });
    renderWithBackend(<MyEventsScreen uid="u1" onOpenEvent={() => {}} />, double.backend);
    expect(within(await rowOf('Solo Talk')).queryByRole('button', { name: 'Actions' })).toBeNull();
    fireEvent.click(within(await rowOf('Half made')).getByRole('button', { name: 'Actions' }));
    expect(await screen.findByText('Delete')).toBeTruthy();
    expect(screen.queryByText('Duplicate')).toBeNull();
  });

  it('starts from a copy’s title and slug with every collection ticked', async () => {
    await openModal();
    expect(field('Title').value).toBe('Copy of Spring Summit');
    expect(field('Slug').value).toBe('copy-of-spring-summit');
    const group = within(dialog()).getByRole('group', { name: 'Copy' });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.closest('label')?.textContent, box.checked])).toEqual([
      ['Streams', true],
      ['Polls', true],
      ['Chats', true],
      ['Zoom meetings', true],
      ['Menus', true],
      ['Pages', true],
    ]);
    await waitFor(() => expect(duplicateButton().hasAttribute('disabled')).toBe(false));
  });

  it('needs a title and a slug, and says why', async () => {
    const { double } = await openModal();
    type('Title', '');
    expect(await screen.findByText('Title needs to be more than 3 charecters long.')).toBeTruthy();
    expect(screen.getByText('Slug needs to be more than 3 charecters long.')).toBeTruthy();
    expect(duplicateButton().hasAttribute('disabled')).toBe(true);
    type('Title', 'Autumn Summit');
    type('Slug', '');
    expect(duplicateButton().hasAttribute('disabled')).toBe(true);
    expect(double.calls.filter((c) => c.name === 'duplicateEvent')).toEqual([]);
  });

  it('says when the slug is taken and keeps Duplicate disabled until it changes', async () => {
    await openModal({ taken: ['copy-of-spring-summit'] });
    expect(await screen.findByText(SLUG_TAKEN)).toBeTruthy();
    expect(duplicateButton().hasAttribute('disabled')).toBe(true);
    type('Slug', 'spring-summit-2');
    await waitFor(() => expect(duplicateButton().hasAttribute('disabled')).toBe(false));
  });

  it('duplicates with the chosen title, slug, language and collections, then lists the copy until it opens', async () => {
    const { double } = await openModal();
    const fresh = { title: 'Autumn Summit', slug: 'autumn-summit', status: 'event-created', state: 'prelive', tags: [], organization: 'org1' };
    // As the server does, the copy and its listing are written before the call answers.
    double.answerCall('duplicateEvent', async () => {
      double.seed({ 'events/copy': fresh, 'resourceAccess/org1': { ...docs['resourceAccess/org1'], events: ['summit', 'draft', 'copy'] } });
      await double.settled();
      return { eventId: 'copy' };
    });
    type('Title', 'Autumn Summit');
    fireEvent.click(checkbox('Polls'));
    fireEvent.click(checkbox('Zoom meetings'));
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Swedish' }));
    await waitFor(() => expect(duplicateButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(duplicateButton());

    expect(await screen.findByText('Event duplicated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(double.calls.find((c) => c.name === 'duplicateEvent')?.input).toEqual({
      eventId: 'summit',
      title: 'Autumn Summit',
      slug: 'autumn-summit',
      language: 'swe',
      collections: ['streams', 'chats', 'menus', 'pages'],
    });
    // The copy arrives through the live list, as on a user's screen.
    await waitFor(async () => expect(within(await rowOf('Autumn Summit')).getByText('Creating event...')).toBeTruthy());
    double.seed({ 'events/copy': { ...fresh, status: 'created' } });
    expect(await screen.findByRole('button', { name: 'Open event', description: 'Autumn Summit' })).toBeTruthy();
    expect(within(await rowOf('Autumn Summit')).queryByText('Creating event...')).toBeNull();
  });

  it('keeps the dialog open and marks the slug when someone took it meanwhile', async () => {
    const { double } = await openModal();
    double.answerCall('duplicateEvent', () => {
      throw new BackendError('already-exists', SLUG_TAKEN);
    });
    await waitFor(() => expect(duplicateButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(duplicateButton());
    expect(await within(dialog()).findByText(SLUG_TAKEN)).toBeTruthy();
    expect(duplicateButton().hasAttribute('disabled')).toBe(true);
  });

  it("shows a refusal in the catalogue's words", async () => {
    const { double } = await openModal();
    double.answerCall('duplicateEvent', () => {
      throw new BackendError('permission-denied', 'Only the owners of an organisation can create events in it.');
    });
    await waitFor(() => expect(duplicateButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(duplicateButton());
    expect((await within(dialog()).findByRole('alert')).textContent).toContain("You don't have access to this resource");
  });

  it('has no serious or critical axe violations', async () => {
    await openModal({ taken: ['copy-of-spring-summit'] });
    await screen.findByText(SLUG_TAKEN);
    const { default: axe } = await import('axe-core');
    // jsdom does not paint: contrast is checked in the browser tests.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // axe walks the whole page in jsdom: slow on a busy machine.
  }, 90_000);
});
