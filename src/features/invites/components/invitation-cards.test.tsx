// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inviteMessages } from '@domain/invites/invite';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError, type AuthUser, type DocData } from '@/backend/port';
import { InvitationCards } from './InvitationCards';

const invite = (overrides: DocData = {}): DocData => ({
  resource: 'org1',
  email: 'ada@example.com',
  invitationType: 'organization',
  permission: 'producer',
  inviteGrantedBy: { name: 'Charles Babbage', thumbnail: '', email: 'charles@example.com' },
  resourceInformation: { resource: 'org1', name: 'Analytical Engines' },
  ...overrides,
});

function setup(user: AuthUser, docs: Record<string, DocData>) {
  const double = createBackendDouble({ user, docs });
  double.answerCall('acceptInvite', () => ({ resourceId: 'org1', permission: 'producer' }));
  double.answerCall('declineInvite', () => ({}));
  renderWithBackend(<InvitationCards user={user} />, double.backend);
  return double;
}

/** Resolves once the screen's invitations listener has had its first answer from the server. */
function firstAnswer(double: ReturnType<typeof createBackendDouble>): Promise<void> {
  const subscribe = double.backend.docs.subscribeQuery.bind(double.backend.docs);
  return new Promise((resolve) => {
    vi.spyOn(double.backend.docs, 'subscribeQuery').mockImplementation((query, onNext, onError) =>
      subscribe(query, (snap) => {
        onNext(snap);
        resolve();
      }, onError),
    );
  });
}

const card = (organization: string) => screen.findByRole('listitem', { name: `Invitation to ${organization}` });

describe('InvitationCards', () => {
  it('lists the pending invitations for the user’s address, not accepted ones or other people’s', async () => {
    setup(testUser(), {
      'invites/i1': invite(),
      'invites/i2': invite({ resourceInformation: { name: 'Difference Engines' }, inviteGrantedBy: { name: '', email: 'lovelace@example.com' } }),
      'invites/i3': invite({ resourceInformation: { name: 'Done Already' }, status: 'accepted' }),
      'invites/i4': invite({ resourceInformation: { name: 'Someone Else' }, email: 'grace@example.com' }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Invitations' })).toBeTruthy();
    const first = within(await card('Analytical Engines'));
    expect(first.getByText('Invited by Charles Babbage')).toBeTruthy();
    expect(first.getByText('Permission: producer')).toBeTruthy();
    expect(within(await card('Difference Engines')).getByText('Invited by lovelace@example.com')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('accepts an invitation and says so', async () => {
    const double = setup(testUser(), { 'invites/i1': invite() });
    fireEvent.click(within(await card('Analytical Engines')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(inviteMessages.accepted)).toBeTruthy();
    expect(double.calls).toEqual([{ name: 'acceptInvite', input: { inviteId: 'i1' } }]);
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
  });

  it('declines only after a Yes, and says so', async () => {
    const double = setup(testUser(), { 'invites/i1': invite() });
    fireEvent.click(within(await card('Analytical Engines')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Decline this invitation?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(double.calls).toEqual([]);
    fireEvent.click(within(await card('Analytical Engines')).getByRole('button', { name: 'Decline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(inviteMessages.declined)).toBeTruthy();
    expect(double.calls).toEqual([{ name: 'declineInvite', input: { inviteId: 'i1' } }]);
  });

  it('shows a refused answer in the invite texts and keeps the card', async () => {
    const double = setup(testUser(), { 'invites/i1': invite() });
    double.answerCall('acceptInvite', () => {
      throw new BackendError('failed-precondition', inviteMessages.organizationGone);
    });
    fireEvent.click(within(await card('Analytical Engines')).getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toContain(inviteMessages.organizationGone);
    expect(await card('Analytical Engines')).toBeTruthy();
  });

  it('shows nothing to a user with no invitations', async () => {
    const user = testUser();
    const double = createBackendDouble({ user });
    const answered = firstAnswer(double);
    renderWithBackend(<InvitationCards user={user} />, double.backend);
    await answered;
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
    double.seed({ 'invites/i1': invite() });
    expect(await card('Analytical Engines')).toBeTruthy();
  });

  it('shows nothing, and asks nothing, while the address is unverified', async () => {
    const user = testUser({ emailVerified: false });
    const double = createBackendDouble({ user, docs: { 'invites/i1': invite() } });
    const subscribe = vi.spyOn(double.backend.docs, 'subscribeQuery');
    // Rendering runs the screen's effects: a listener it meant to open would be open by now.
    renderWithBackend(<InvitationCards user={user} />, double.backend);
    expect(subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a failed list in the catalogue’s words', async () => {
    const double = setup(testUser(), { 'invites/i1': invite() });
    await card('Analytical Engines');
    double.failListeners('invites', new BackendError('unavailable', 'gone'));
    expect((await screen.findByRole('alert')).textContent).toContain('Database connection fail');
  });
});
