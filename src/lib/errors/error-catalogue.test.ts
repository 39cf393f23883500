import { describe, expect, it } from 'vitest';
import { BackendError, ERROR_CODES, type ErrorCode } from '@domain/errors/backend-error';
import { catalogue, messageForError } from './error-catalogue';

const expected: Partial<Record<ErrorCode, string>> = {
  'auth/invalid-credential': 'Wrong email or password.',
  'auth/user-not-found': 'Wrong email or password.',
  'auth/email-already-in-use': 'This address already has an account. Sign in, or reset the password if you forgot it.',
  'auth/sign-up-link-used': 'This sign-up link was already used: your account exists. Sign in with your email and password.',
  'auth/sign-up-link-expired': 'This sign-up link has expired. Sign up again to get a new one.',
  'auth/sign-up-link-invalid': 'This sign-up link is not valid. Open the whole link from the mail, or sign up again.',
  'auth/invalid-email': 'Email is not valid.',
  'auth/weak-password': 'Password must be longer than 8 charecters',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/password-too-easy': 'This password is too easy to guess. Use a longer one, for example a few words that do not belong together.',
  'auth/wrong-password': 'The current password is wrong.',
  'auth/invalid-action-code': 'This password reset link is invalid, has expired or has already been used. Ask for a new one.',
  'auth/session-expired': 'Your session has expired. Please sign in again.',
  'permission-denied': "You don't have access to this resource",
  unavailable: 'Database connection fail, this is likely a internet connectivity issue. Please check you internet connection',
  'storage/file-too-large': 'Image must smaller than 2MB!',
  'storage/invalid-type': 'You can only upload JPG/PNG file!',
};

describe('messageForError', () => {
  it.each(Object.entries(expected))('shows %s as the spec text', (code, text) => {
    expect(messageForError(new BackendError(code as ErrorCode, 'provider detail'))).toBe(text);
  });

  it('shows every other backend code as the default message, never the provider detail', () => {
    for (const code of ERROR_CODES.filter((c) => !(c in expected))) {
      expect(messageForError(new BackendError(code, 'internal detail'))).toBe('Oops, something went wrong.');
    }
  });

  it('reads the code of an error that crossed a boundary as a plain object', () => {
    expect(messageForError({ name: 'BackendError', code: 'permission-denied', message: 'x' })).toBe("You don't have access to this resource");
    expect(messageForError({ code: 'auth/invalid-credential' })).toBe('Wrong email or password.');
  });

  it('says when to try again when the server said how long to wait', () => {
    expect(messageForError(new BackendError('auth/too-many-requests', 'detail', { retryAfterSeconds: 840 }))).toBe('Too many attempts. Please try again in 14 minutes.');
    expect(messageForError(new BackendError('resource-exhausted', 'detail', { retryAfterSeconds: 1 }))).toBe('Too many attempts. Please try again in 1 second.');
    expect(messageForError(new BackendError('auth/too-many-requests', 'detail', { retryAfterSeconds: 7200 }))).toBe('Too many attempts. Please try again in 2 hours.');
  });

  it('shows the default for errors without a known code', () => {
    for (const error of [new Error('boom'), 'text', null, undefined, { code: 'made-up' }]) {
      expect(messageForError(error)).toBe(catalogue.default);
    }
  });
});

describe('catalogue', () => {
  it('holds the codes and texts of section 8', () => {
    expect(catalogue['no-results-stream']).toBe('There are no streams, please create a stream.');
    expect(catalogue['no-components-found']).toBe('Cannot retrieve components. Try again.');
    expect(catalogue['no-db-components-found']).toBe('Cannot retrieve DB components. Try again.');
    expect(catalogue['no-event-found']).toBe('Cannot retrieve event. Maybe try a diffrent slug!');
    expect(catalogue['no-presentations-found']).toBe('No existing presentations, add a presentation!');
    expect(catalogue['no-data']).toBe('Sorry, the page you visited does not exist.');
    expect(catalogue['no-stream']).toBeTruthy();
    expect(catalogue.default).toBe('Oops, something went wrong.');
  });
});
