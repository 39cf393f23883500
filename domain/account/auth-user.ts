/** The signed-in account as both providers and the embedded server's auth routes describe it. */
export type AuthUser = {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
};

/** A followed sign-up link: the account it created, signed in, and the app path the sign-up asked to come back to. */
export type FinishedSignUp = { user: AuthUser; continuePath: string | null };
