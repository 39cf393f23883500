// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiInput } from '@domain/api/contracts';
import { createBackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { InviteDialog } from './InviteDialog';

function open() {
  const double = createBackendDouble();
  const onClose = vi.fn();
  renderWithBackend(<InviteDialog open organizationId="org1" organizationName="Acme" onClose={onClose} />, double.backend);
  return { double, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Send invites to Acme' });
const type = (value: string) => fireEvent.change(within(dialog()).getByLabelText('Emails'), { target: { value } });
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const chips = () => within(screen.getByRole('list', { name: 'Sending invites to:' })).getAllByRole('listitem').map((li) => li.textContent);
const sentEmails = (double: ReturnType<typeof open>['double']) => double.calls.map((c) => (c.input as ApiInput<'sendInvites'>).emails);

describe('InviteDialog', () => {
  it('is titled after the organisation and gives the tip', () => {
    open();
    expect(dialog()).toBeTruthy();
    expect(within(dialog()).getByText('Tip: Separate by commas to invite multiple')).toBeTruthy();
  });

  it('splits on commas and spaces and silently drops what is not an address', () => {
    open();
    type('ada@example.com, not-an-email bob@example.com,,ADA@example.com @nowhere');
    press('Next');
    expect(within(dialog()).getByText('Sending invites to:')).toBeTruthy();
    expect(chips()).toEqual(['ada@example.com', 'bob@example.com']);
    expect(screen.queryByText(/not-an-email/)).toBeNull();
  });

  it('does not go on without a valid address', () => {
    open();
    type('nobody, @example.com');
    press('Next');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Enter at least one valid email address.');
    expect(within(dialog()).queryByText('Sending invites to:')).toBeNull();
  });

  it('removes a chip, and keeps the list when going back to add more', () => {
    open();
    type('ada@example.com bob@example.com carol@example.com');
    press('Next');
    fireEvent.click(screen.getByRole('button', { name: 'Remove bob@example.com' }));
    expect(chips()).toEqual(['ada@example.com', 'carol@example.com']);
    press('Previous');
    type('dan@example.com, ada@example.com');
    press('Next');
    expect(chips()).toEqual(['ada@example.com', 'carol@example.com', 'dan@example.com']);
  });

  it('cannot submit once every chip is removed', () => {
    open();
    type('ada@example.com');
    press('Next');
    fireEvent.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    expect(within(dialog()).getByText('Enter at least one valid email address.')).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the list once, says how many were sent and closes', async () => {
    const { double, onClose } = open();
    double.answerCall('sendInvites', ({ emails }) => ({ results: emails.map((email, i) => ({ email, ok: true, inviteId: `i${i}` })) }));
    type('ada@example.com, bob@example.com');
    press('Next');
    press('Submit');
    press('Submit');
    expect(await screen.findByText('2 invites sent!')).toBeTruthy();
    expect(double.calls).toEqual([{ name: 'sendInvites', input: { resourceId: 'org1', emails: ['ada@example.com', 'bob@example.com'] } }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names each failed invitation and keeps those addresses to try again', async () => {
    const { double, onClose } = open();
    double.answerCall('sendInvites', ({ emails }) => ({
      results: emails.map((email) => ({ email, ok: email !== 'bob@example.com', error: email === 'bob@example.com' ? 'mail' : undefined })),
    }));
    type('ada@example.com bob@example.com carol@example.com');
    press('Next');
    press('Submit');
    expect(await screen.findByText('2 invites sent!')).toBeTruthy();
    expect(await screen.findByText("bob@example.com's invitation failed.")).toBeTruthy();
    await waitFor(() => expect(chips()).toEqual(['bob@example.com']));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused send inside the dialog and keeps the list', async () => {
    const { double, onClose } = open();
    double.answerCall('sendInvites', () => {
      throw new BackendError('permission-denied', 'not an owner or producer');
    });
    type('ada@example.com');
    press('Next');
    press('Submit');
    expect((await within(dialog()).findByRole('alert')).textContent).toContain("You don't have access to this resource");
    expect(chips()).toEqual(['ada@example.com']);
    expect(onClose).not.toHaveBeenCalled();
    double.answerCall('sendInvites', ({ emails }) => ({ results: emails.map((email) => ({ email, ok: true })) }));
    press('Submit');
    expect(await screen.findByText('1 invites sent!')).toBeTruthy();
    expect(sentEmails(double)).toEqual([['ada@example.com'], ['ada@example.com']]);
  });
});
