import type { LinkKind, LinkScope } from '@domain/permissions/link-roles';

/**
 * A link token a realtime connection holds (spec 001 section 6): checked on every decision. A
 * presenter link carries the event and stream its document named when it was opened.
 */
export type HeldLink = { kind: LinkKind; resourceId: string; token: string; scope?: LinkScope | null };

/**
 * Who is calling: resolved from the session cookie on every HTTP request and WebSocket upgrade.
 * A connection without a session that holds links has an empty uid (no document path can name it).
 */
export type AuthContext = {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The session this request belongs to, so sign-out can close its live connections. */
  sessionId: string;
  links?: readonly HeldLink[];
} | null;
