/** A signed-in session as the account's session list shows it (times in ms since the epoch). */
export type SessionSummary = {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  /** The browser's User-Agent when it last signed in. */
  userAgent: string;
  /** The address it was last used from. */
  address: string;
  /** The session of the browser asking. */
  current: boolean;
};
