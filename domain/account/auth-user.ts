/** The signed-in account as both providers and the embedded server's auth routes describe it. */
export type AuthUser = {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
};
