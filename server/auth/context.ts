/** Who is calling: resolved from the session cookie on every HTTP request and WebSocket upgrade. */
export type AuthContext = {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The session this request belongs to, so sign-out can close its live connections. */
  sessionId: string;
} | null;
