// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocData } from '@domain/documents/values';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { EventSettingsScreen } from './EventSettingsScreen';

/** Issue 30 point 3: the site's protection is set, changed and removed in Settings > Access. */
const docsWith = (event: DocData, permission = 'producer'): Record<string, DocData> => ({
  'events/e1': { title: 'Spring Summit', slug: 'spring-summit', status: 'created', state: 'prelive', language: 'en', date: new Date(Date.UTC(2026, 5, 12)), organization: 'org1', ...event },
  'resourceAccess/org1': { type: 'organization', name: 'Acme', users: ['u1'], events: ['e1'] },
  'resourceAccess/org1/permissions/u1': { permission },
});

async function openAccess(docs: Record<string, DocData>) {
  const double = createBackendDouble({ docs });
  renderWithBackend(<EventSettingsScreen eventId="e1" caller={{ uid: 'u1', email: 'ada@example.com' }} />, double.backend, { path: '/settings' });
  fireEvent.click(await screen.findByText('Access', { selector: '[role=tab]' }));
  await screen.findByLabelText('Protection type');
  return double;
}

const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const protectionCalls = (double: ReturnType<typeof createBackendDouble>) => double.calls.filter((c) => c.name === 'setEventProtection').map((c) => c.input);
const stored = async (double: ReturnType<typeof createBackendDouble>) => (await double.backend.docs.get('events/e1')).data ?? {};

async function choose(type: string) {
  fireEvent.mouseDown(screen.getByLabelText('Protection type'));
  fireEvent.click((await screen.findAllByTitle(type)).at(-1) as HTMLElement);
}

describe('Settings > Access: protection', () => {
  it('offers no protection, a password, a PIN and email, saying what email does, and why IP cannot be chosen', async () => {
    await openAccess(docsWith({}));
    fireEvent.mouseDown(screen.getByLabelText('Protection type'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => [o.getAttribute('title') ?? o.textContent, o.getAttribute('aria-disabled')])).toEqual([
      ['No protection', 'false'],
      ['Password', 'false'],
      ['PIN', 'false'],
      ['IP', 'true'],
      ['Email', 'false'],
    ]);
    const email = screen.getAllByTitle('Email').at(-1) as HTMLElement;
    expect(email.textContent).toContain('Only the event’s participants get in, by giving their e-mail address');
  });

  it('sets email protection without a secret, warning while the event has no participants and linking to the import', async () => {
    const double = await openAccess(docsWith({}, 'owner'));
    await choose('Email');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Import participants to event' }).getAttribute('href')).toBe('/participants/import');
    expect(await screen.findByText('The event has no participants yet: with email protection nobody gets in until you import them.')).toBeTruthy();
    // Allowed all the same: the site stays closed to everyone until the import.
    fireEvent.click(button('Save protection'));
    expect(await screen.findByText('Protection updated!')).toBeTruthy();
    expect(protectionCalls(double)).toEqual([{ eventId: 'e1', protection: 'email', secret: '' }]);
    await waitFor(async () => expect(await stored(double)).toMatchObject({ protectionType: 'email', passHash: '', pinHash: '' }));
    expect(button('Save protection').disabled).toBe(true);
    // An imported participant ends the warning, and gets in.
    await double.backend.call('importParticipants', { eventId: 'e1', rows: [{ email: 'Ada@Example.com', firstName: 'Ada' }] });
    await waitFor(() => expect(screen.queryByText(/has no participants yet/)).toBeNull());
    await expect(double.backend.call('unlockEventSite', { eventId: 'e1', secret: ' ada@example.com' })).resolves.toEqual({ pass: expect.any(String) });

    await choose('No protection');
    fireEvent.click(button('Remove protection'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove protection' }));
    expect(await screen.findByText('Protection removed')).toBeTruthy();
    expect(protectionCalls(double).at(-1)).toEqual({ eventId: 'e1', protection: null, secret: '' });
  });

  it('sets a PIN after the rule is met; the server keeps its hash and the site opens with it', async () => {
    const double = await openAccess(docsWith({}));
    expect(button('Save protection').disabled).toBe(true);
    await choose('PIN');
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '12' } });
    expect(await screen.findByText('A PIN is 4 to 8 digits.')).toBeTruthy();
    expect(button('Save protection').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '2468' } });
    fireEvent.click(button('Save protection'));
    expect(await screen.findByText('Protection updated!')).toBeTruthy();
    expect(protectionCalls(double)).toEqual([{ eventId: 'e1', protection: 'pin', secret: '2468' }]);
    const event = await stored(double);
    expect(event).toMatchObject({ protectionType: 'pin', passHash: '' });
    expect(event.pinHash).not.toContain('2468');
    await expect(double.backend.call('unlockEventSite', { eventId: 'e1', secret: '1357' })).rejects.toThrow('Wrong PIN.');
    await expect(double.backend.call('unlockEventSite', { eventId: 'e1', secret: '2468' })).resolves.toEqual({ pass: expect.any(String) });
  });

  it('changes a set password, then removes the protection after asking', async () => {
    const double = await openAccess(docsWith({}));
    await double.backend.call('setEventProtection', { eventId: 'e1', protection: 'password', secret: 'open sesame' });
    expect(await screen.findByText('A password is set. Type a new one to change it; viewers then give the new one.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'close sesame' } });
    fireEvent.click(button('Save protection'));
    expect(await screen.findByText('Protection updated!')).toBeTruthy();
    await expect(double.backend.call('unlockEventSite', { eventId: 'e1', secret: 'open sesame' })).rejects.toThrow('Wrong password.');
    await expect(double.backend.call('unlockEventSite', { eventId: 'e1', secret: 'close sesame' })).resolves.toEqual({ pass: expect.any(String) });

    await choose('No protection');
    fireEvent.click(button('Remove protection'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Anyone with the site’s address will see its pages.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove protection' }));
    expect(await screen.findByText('Protection removed')).toBeTruthy();
    await waitFor(async () => expect(await stored(double)).toMatchObject({ protectionType: null, passHash: '', pinHash: '' }));
    expect(protectionCalls(double).at(-1)).toEqual({ eventId: 'e1', protection: null, secret: '' });
  });

  it('shows a viewer the protection without letting them change it', async () => {
    await openAccess(docsWith({}, 'viewer'));
    expect((screen.getByLabelText('Protection type') as HTMLInputElement).disabled).toBe(true);
    expect(button('Save protection').disabled).toBe(true);
  });
});
