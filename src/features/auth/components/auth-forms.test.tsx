// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBackendDouble, SCREEN_PASSWORD, testUser } from '@tests/doubles/backend-double';
import { renderWithBackend } from '@tests/doubles/render';
import { screenServer } from '@tests/doubles/screen-server';
import { FinishSignupScreen } from './FinishSignupScreen';
import { LoginScreen } from './LoginScreen';
import { SignupScreen } from './SignupScreen';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('LoginScreen', () => {
  it('asks for the account name and the password', async () => {
    renderWithBackend(<LoginScreen />, createBackendDouble({ user: null }).backend);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    // The field takes an email address, and its hint says so rather than asking for an account name.
    expect((screen.getByLabelText('Email') as HTMLInputElement).placeholder).toBe('name@example.com');
    press('Sign in');
    expect(await screen.findByText('Please type your username')).toBeTruthy();
    expect(await screen.findByText('Please type your password')).toBeTruthy();
  });

  it("shows the provider's refusal in the red box, in the catalogue's words", async () => {
    const double = createBackendDouble({ user: null, accounts: [testUser()] });
    renderWithBackend(<LoginScreen />, double.backend);
    type('Email', 'ada@example.com');
    type('Password', 'not-the-password');
    press('Sign in');
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong email or password.');
    expect(double.backend.auth.currentUser()).toBeNull();
  });

  it('confirms the address to a visitor arriving from a verification link', async () => {
    renderWithBackend(<LoginScreen />, createBackendDouble({ user: null }).backend, { path: '/?verified=1' });
    expect(await screen.findByText('Your email address is verified. Sign in to continue.')).toBeTruthy();
  });

  it('says nothing about verification to an ordinary visitor', () => {
    renderWithBackend(<LoginScreen />, createBackendDouble({ user: null }).backend);
    expect(screen.queryByText(/verified/)).toBeNull();
  });

  it('signs in and says so', async () => {
    const double = createBackendDouble({ user: null, accounts: [testUser()] });
    renderWithBackend(<LoginScreen />, double.backend);
    type('Email', 'ada@example.com');
    type('Password', SCREEN_PASSWORD);
    press('Sign in');
    expect(await screen.findByText('You have been signed in!')).toBeTruthy();
    expect(double.backend.auth.currentUser()?.email).toBe('ada@example.com');
  });
});

describe('SignupScreen', () => {
  const fill = (email: string, password: string, confirm: string) => {
    if (email) type('Email', email);
    if (password) type('Password', password);
    if (confirm) type('Confirm password', confirm);
    press('Sign up');
  };

  it.each([
    ['', '', '', 'Fill out the fields.'],
    ['ada@example', 'longenough', 'longenough', 'Email is not valid.'],
    ['ada@example.com', 'short', 'short', 'Password must be longer than 8 charecters'],
    ['ada@example.com', 'longenough', 'different1', 'Passwords dont match.'],
    ['ada@example.com', '12345678', '12345678', 'This password is too easy to guess. Use a longer one, for example a few words that do not belong together. This is a heavily used password.'],
    ['ada@example.com', 'password', 'password', 'This password is too easy to guess. Use a longer one, for example a few words that do not belong together. This is a heavily used password.'],
  ])('refuses %j / %j / %j with "%s"', async (email, password, confirm, message) => {
    const double = createBackendDouble({ user: null });
    renderWithBackend(<SignupScreen />, double.backend, { path: '/signup' });
    fill(email, password, confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(double.backend.auth.currentUser()).toBeNull();
  });

  it.each([
    ['a taken address', [testUser()]],
    ['a new address', []],
  ])('answers %s with the check-your-email page, signing nobody in', async (_, accounts) => {
    const double = createBackendDouble({ user: null, accounts });
    renderWithBackend(<SignupScreen />, double.backend, { path: '/signup' });
    fill('Ada@example.com', 'another horse battery', 'another horse battery');
    expect(await screen.findByRole('heading', { name: 'Check your email to finish signing up' })).toBeTruthy();
    expect(screen.getByText('Ada@example.com').tagName).toBe('STRONG');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(double.backend.auth.currentUser()).toBeNull();
    press('Send it again');
    expect((await screen.findByRole('status')).textContent).toBe('We sent it again.');
    expect(double.backend.auth.currentUser()).toBeNull();
  });
});

describe('FinishSignupScreen', () => {
  it('creates the account from the mailed link once, signs it in and says so; the link then says it was used', async () => {
    const double = createBackendDouble({ user: null });
    await double.backend.auth.signUp('lin@example.com', 'glass bead game');
    const code = await (await screenServer()).signUpToken('lin@example.com');
    const first = renderWithBackend(<FinishSignupScreen code={code} />, double.backend, { path: '/finish-signup' });
    expect(await screen.findByText('Succesfully created an account!')).toBeTruthy();
    expect(double.backend.auth.currentUser()).toMatchObject({ email: 'lin@example.com', emailVerified: true });
    first.unmount();

    renderWithBackend(<FinishSignupScreen code={code} />, createBackendDouble({ user: null }).backend, { path: '/finish-signup' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-up link was already used: your account exists. Sign in with your email and password.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('says a link is not valid and offers to sign up again', async () => {
    renderWithBackend(<FinishSignupScreen code="no-such-link" />, createBackendDouble({ user: null }).backend, { path: '/finish-signup' });
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-up link is not valid. Open the whole link from the mail, or sign up again.');
    expect(screen.getByRole('link', { name: 'Sign up again' })).toBeTruthy();
  });
});
