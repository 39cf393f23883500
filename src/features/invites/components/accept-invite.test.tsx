// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiOutput } from '@domain/api/contracts';
import { inviteMessages } from '@domain/invites/invite';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError, type AuthUser } from '@/backend/port';
import { catalogue } from '@/lib/errors/error-catalogue';
import { AcceptInviteScreen, type AcceptInviteScreenProps } from './AcceptInviteScreen';

const LINK_PATH = '/invite/inv1/ada%40example.com';

const pendingInvite: ApiOutput<'getInvite'> = {
  inviteId: 'inv1',
  email: 'ada@example.com',
  organizationName: 'Analytical Engines',
  invitedBy: 'Charles Babbage',
  status: 'pending',
};

function setup({ user, invite = pendingInvite }: { user: AuthUser | null; invite?: ApiOutput<'getInvite'> | BackendError }) {
  const double = createBackendDouble({ user });
  double.answerCall('getInvite', ({ email }) => {
    if (invite instanceof BackendError) throw invite;
    if (email !== invite.email) throw new BackendError('not-found', 'No such invite.');
    return invite;
  });
  double.answerCall('acceptInvite', () => ({ resourceId: 'org1', permission: 'producer' }));
  const props = {
    onAccepted: vi.fn<AcceptInviteScreenProps['onAccepted']>(),
    onSignOut: vi.fn(),
    renderAuth: vi.fn<AcceptInviteScreenProps['renderAuth']>((mode, email, onSwitchMode) => (
      <div>
        <p>
          {mode} form for {email}
        </p>
        <button onClick={onSwitchMode}>Switch form</button>
      </div>
    )),
  };
  const render = (email = 'ada@example.com') =>
    renderWithBackend(
      <StrictMode>
        <AcceptInviteScreen inviteId="inv1" email={email} user={user} {...props} />
      </StrictMode>,
      double.backend,
      { path: LINK_PATH },
    );
  return { double, props, render };
}

const acceptCalls = (double: ReturnType<typeof createBackendDouble>) => double.calls.filter((c) => c.name === 'acceptInvite');

describe('AcceptInviteScreen', () => {
  it('shows a visitor who invited them and a sign-in form for the invited address, switchable to sign-up', async () => {
    const { props, render } = setup({ user: null });
    render();
    expect(screen.getByRole('status').textContent).toBe('Loading invitation…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Charles Babbage invited you to join Analytical Engines' })).toBeTruthy();
    expect(screen.getByText('sign-in form for ada@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Switch form' }));
    expect(screen.getByText('sign-up form for ada@example.com')).toBeTruthy();
    expect(screen.getByText('Create an account for ada@example.com to accept the invitation.')).toBeTruthy();
    expect(props.renderAuth).toHaveBeenLastCalledWith('sign-up', 'ada@example.com', expect.any(Function));
  });

  it('accepts once for the invited, verified user, says so and hands over the organisation', async () => {
    const { double, props, render } = setup({ user: testUser({ email: 'Ada@Example.com' }) });
    render();
    expect(await screen.findByText(inviteMessages.accepted)).toBeTruthy();
    await waitFor(() => expect(props.onAccepted).toHaveBeenCalledWith('org1'));
    expect(acceptCalls(double)).toEqual([{ name: 'acceptInvite', input: { inviteId: 'inv1' } }]);
    expect(props.onAccepted).toHaveBeenCalledTimes(1);
  });

  it('tells a user signed in with another address that the invite is not theirs, and lets them sign out', async () => {
    const { double, props, render } = setup({ user: testUser({ email: 'grace@example.com' }) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: inviteMessages.wrongUser })).toBeTruthy();
    expect(screen.getByText('Please login to the correct account inorder to accept the invite.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To Dashboard' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
    expect(acceptCalls(double)).toEqual([]);
  });

  it('asks an unverified user to verify first and sends the mail again, back to this page', async () => {
    const { double, render } = setup({ user: testUser({ emailVerified: false }) });
    const send = vi.spyOn(double.backend.auth, 'sendEmailVerification');
    render();
    expect(await screen.findByText(inviteMessages.verifyFirst)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText('Verification email sent.')).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ continuePath: LINK_PATH });
    expect(acceptCalls(double)).toEqual([]);
  });

  it('says an accepted invite is already accepted and links to the dashboard', async () => {
    const { double, render } = setup({ user: testUser(), invite: { ...pendingInvite, status: 'accepted' } });
    render();
    expect(await screen.findByText(inviteMessages.alreadyAccepted)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To Dashboard' }).getAttribute('href')).toBe('/');
    expect(acceptCalls(double)).toEqual([]);
  });

  it('treats a link whose email is not the invite’s as an unknown invite', async () => {
    const { double, render } = setup({ user: null });
    render('mallory@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(inviteMessages.notFound);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText(/invited you/)).toBeNull();
    expect(double.calls).toEqual([{ name: 'getInvite', input: { inviteId: 'inv1', email: 'mallory@example.com' } }]);
  });

  it('shows a lost connection in the catalogue’s words, with a retry that loads the invite', async () => {
    const { double, render } = setup({ user: null });
    double.answerCall('getInvite', () => {
      throw new BackendError('unavailable', 'offline');
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain(catalogue['db-connection-fail']);
    double.answerCall('getInvite', () => pendingInvite);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('sign-in form for ada@example.com')).toBeTruthy();
  });

  it('shows the server’s reason when accepting is refused, and a generic failure with a retry that works', async () => {
    const { double, props, render } = setup({ user: testUser() });
    double.answerCall('acceptInvite', () => {
      throw new BackendError('internal', 'database exploded');
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain(inviteMessages.actionFailed);
    expect(screen.queryByText(/exploded/)).toBeNull();
    double.answerCall('acceptInvite', () => {
      throw new BackendError('failed-precondition', inviteMessages.alreadyAccepted);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(inviteMessages.alreadyAccepted)).toBeTruthy();
    expect(props.onAccepted).not.toHaveBeenCalled();
  });
});
