/** What the firebase provider's Auth is (auth.ts) and what it asks of the provider. */
import type { AuthService, AuthUser } from '../port/auth';

export type FirebaseAuthHooks = {
  /** Writes the new user's profile (`users/{uid}`); sign-up fails, and is undone, if it fails. */
  createProfile: (user: AuthUser) => Promise<void>;
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
