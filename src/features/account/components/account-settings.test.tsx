// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBackendDouble, SCREEN_PASSWORD, testUser, type BackendDouble } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { BackendError } from '@/backend/port';
import { AccountSettingsScreen } from './AccountSettingsScreen';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function show(prepare: (double: BackendDouble) => void = () => undefined) {
  // Signed in here with Firefox, and on an iPhone too.
  const double = createBackendDouble({ user: testUser({ email: 'ada@example.com' }), devices: [firefox, iphone] });
  prepare(double);
  const onSignedOut = vi.fn();
  renderWithBackend(<AccountSettingsScreen user={testUser({ email: 'ada@example.com' })} onSignedOut={onSignedOut} />, double.backend);
  return { double, onSignedOut };
}

describe('AccountSettingsScreen: sessions', () => {
  it('lists the sessions by browser, marks this one, and ends another after confirmation', async () => {
    const { double } = show();
    const phone = (await screen.findByText('Safari on iOS')).closest('tr') as HTMLElement;
    expect(within(screen.getByText('Firefox on Linux').closest('tr') as HTMLElement).getByText('This device')).toBeTruthy();
    fireEvent.click(within(phone).getByRole('button', { name: /^Sign out: Safari on iOS/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out', hidden: false }));
    await waitFor(() => expect(double.accountCalls.map((c) => c.operation)).toContain('endSession'));
    expect(await screen.findByText('The session has been signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    // The server ended the iPhone's session, and only that one.
    expect((await double.backend.auth.sessions!.list()).map((s) => s.userAgent)).toEqual([firefox]);
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    show((double) => double.failNext('listSessions', new BackendError('unavailable', 'offline')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Database connection fail'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Safari on iOS')).toBeTruthy();
  });

  it('signs out everywhere after confirmation and hands over to the app', async () => {
    const { double, onSignedOut } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = await screen.findAllByRole('button', { name: 'Sign out everywhere' });
    fireEvent.click(confirm[confirm.length - 1]);
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(double.accountCalls.map((c) => c.operation)).toContain('signOutEverywhere');
  });
});

describe('AccountSettingsScreen: password change', () => {
  it('checks the new password with the rule before asking the provider', async () => {
    const { double } = show();
    type('Current password', 'my old password');
    type('New password', 'password');
    type('Confirm new password', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/^This password is too easy to guess\./)).toBeTruthy();
    expect(double.accountCalls.filter((c) => c.operation === 'changePassword')).toEqual([]);
  });

  it('shows a wrong current password in the red box, then changes it', async () => {
    const { double } = show();
    type('Current password', 'not it');
    type('New password', 'staple lantern meadow');
    type('Confirm new password', 'staple lantern meadow');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is wrong.');
    type('Current password', SCREEN_PASSWORD);
    type('New password', 'staple lantern meadow');
    type('Confirm new password', 'staple lantern meadow');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Other devices have been signed out.')).toBeTruthy();
    expect(double.accountCalls.filter((c) => c.operation === 'changePassword').map((c) => c.args)).toEqual([
      ['not it', 'staple lantern meadow'],
      [SCREEN_PASSWORD, 'staple lantern meadow'],
    ]);
  });
});
