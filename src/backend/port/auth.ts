import type { AuthUser } from '@domain/account/auth-user';
import type { Unsubscribe } from './documents';

export type { AuthUser };

/**
 * Where the verification link brings the user back to: an app path starting with a single '/'
 * (e.g. the invite page they signed up from). Without it the link lands on '/'.
 */
export type VerificationOptions = { continuePath?: string };

export interface AuthService {
  /** The signed-in user, or null; `undefined` until the provider knows. */
  currentUser(): AuthUser | null | undefined;
  /** Called at once with the current state (when known) and on every change. */
  onAuthStateChanged(cb: (user: AuthUser | null) => void): Unsubscribe;
  /** Creates the account, sends the verification mail and creates `users/{uid}`. */
  signUp(email: string, password: string, options?: VerificationOptions): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Ends the session on the server too. */
  signOut(): Promise<void>;
  sendEmailVerification(options?: VerificationOptions): Promise<void>;
}
