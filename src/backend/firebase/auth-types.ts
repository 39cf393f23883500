/** What the firebase provider's Auth is (auth.ts) and what it asks of the provider. */
import type { ApiInput, ApiOutput } from '@domain/api/contracts';
import type { AuthService, AuthUser } from '../port/auth';

export type FirebaseAuthHooks = {
  /**
   * Sign-up through the Cloud Functions (the `signUp` /api call): the client never creates an
   * account itself, so a taken address answers as a new one.
   */
  signUp: (input: ApiInput<'signUp'>) => Promise<void>;
  /** Follows a sign-up link (the `finishSignUp` /api call): the account is made, its custom token answered. */
  finishSignUp: (token: string) => Promise<ApiOutput<'finishSignUp'>>;
  /** Runs while the user is still signed in, before sign-out (e.g. to mark presence offline). */
  beforeSignOut?: (user: AuthUser) => Promise<void>;
  /** Revokes every refresh token of the signed-in user (the `revokeSessions` /api call: only the Admin SDK can). */
  revokeSessions: () => Promise<void>;
};

export type FirebaseAuth = AuthService & {
  /** The signed-in Firebase user's ID token, for calls to the Cloud Functions. */
  idToken(): Promise<string | null>;
  dispose(): void;
};
