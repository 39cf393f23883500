import type { AuthUser, FinishedSignUp } from '@domain/account/auth-user';
import type { SessionSummary } from '@domain/account/sessions';
import type { Unsubscribe } from './documents';

export type { AuthUser, FinishedSignUp, SessionSummary };

/** The user's signed-in sessions, on a provider that keeps a list of them. */
export interface SessionList {
  list(): Promise<SessionSummary[]>;
  /** Ends one of them; ending the current one signs this browser out. */
  end(sessionId: string): Promise<void>;
}

/**
 * Where the sign-up or verification link brings the user back to: an app path starting with a
 * single '/' (e.g. the invite page they signed up from). Without it the link lands on '/'.
 */
export type VerificationOptions = { continuePath?: string };

export interface AuthService {
  /** The signed-in user, or null; `undefined` until the provider knows. */
  currentUser(): AuthUser | null | undefined;
  /** Called at once with the current state (when known) and on every change. */
  onAuthStateChanged(cb: (user: AuthUser | null) => void): Unsubscribe;
  /**
   * Mails the address a link that finishes the sign-up, or, when the address has an account, tells
   * its owner instead: the answer is the same either way, and nobody is signed in.
   */
  signUp(email: string, password: string, options?: VerificationOptions): Promise<void>;
  /**
   * Follows a sign-up link (`code` is its token): creates the account with the password chosen at
   * sign-up, its address verified, creates `users/{uid}` and signs it in. Refused once used
   * (`auth/sign-up-link-used`), expired, unknown, or when the address got an account meanwhile.
   */
  finishSignUp(code: string): Promise<FinishedSignUp>;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Ends the session on the server too. */
  signOut(): Promise<void>;
  sendEmailVerification(options?: VerificationOptions): Promise<void>;
  /** Checks the current password, sets the new one and ends the user's other sessions. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Mails a reset link when an account has this address; the answer is the same either way. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the code a reset link carries; every session of the account ends. */
  resetPassword(code: string, newPassword: string): Promise<void>;
  /** Ends every session of the user, this one included. */
  signOutEverywhere(): Promise<void>;
  /** The session list where the provider keeps one (the embedded server); null where it does not (Firebase Auth). */
  readonly sessions: SessionList | null;
}
