/**
 * Remembers that the session ended on the server's side, so the sign-in screen can say why the
 * user is there. Any query, mutation or live subscription that fails with `auth/session-expired`
 * reports it here.
 */
import { createStore, useStore } from '../store';
import { errorCode } from './error-catalogue';

const sessionExpired = createStore(false);

export function noteError(error: unknown): void {
  if (errorCode(error) === 'auth/session-expired') sessionExpired.set(true);
}

export function clearSessionExpired(): void {
  sessionExpired.set(false);
}

export function useSessionExpired(): boolean {
  return useStore(sessionExpired);
}
