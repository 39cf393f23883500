/**
 * Server-side sessions. The browser holds a random token; the database holds only its SHA-256,
 * so a copy of the data folder cannot be replayed as a sign-in. Sessions expire after 14 days
 * without use and survive restarts. Each remembers the browser and address it was made from and
 * when it was last used, for the account's session list.
 */
import { randomBytes } from 'node:crypto';
import type { InternalSql } from '../db/engine';
import type { Account } from './accounts';
import { newSecret, sha256 } from './tokens';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Writing on every request would cost a write per request; "last seen" to the minute is enough. */
const TOUCH_AFTER_MS = 60 * 1000;
const USER_AGENT_MAX = 300;

export type Session = { id: string; account: Account };
/** Where a session was made from. */
export type SessionClient = { userAgent: string; address: string };
export type SessionInfo = { id: string; createdAt: number; lastSeenAt: number; userAgent: string; address: string };

type SessionRow = { id: string; last_seen_at: number | null; uid: string; email: string; email_verified: boolean };
type InfoRow = { id: string; created_at: number; last_seen_at: number | null; user_agent: string; client_address: string };

export function createSessionStore(sql: InternalSql) {
  return {
    async create(uid: string, client: SessionClient): Promise<{ token: string; sessionId: string }> {
      const token = newSecret();
      const sessionId = randomBytes(16).toString('hex');
      const now = Date.now();
      await sql.query(
        `INSERT INTO auth_sessions (id, token_hash, uid, created_at, expires_at, last_seen_at, user_agent, client_address)
         VALUES ($1, $2, $3, $4, $5, $4, $6, $7)`,
        [sessionId, sha256(token), uid, now, now + SESSION_TTL_MS, client.userAgent.slice(0, USER_AGENT_MAX), client.address],
      );
      return { token, sessionId };
    },

    /** The live session for a token, its use noted and its expiry pushed forward; null when unknown or expired. */
    async resolve(token: string, client: SessionClient): Promise<Session | null> {
      const now = Date.now();
      const { rows } = await sql.query<SessionRow>(
        `SELECT s.id, s.last_seen_at, a.uid, a.email, a.email_verified
         FROM auth_sessions s JOIN auth_accounts a ON a.uid = s.uid
         WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [sha256(token), now],
      );
      const row = rows[0];
      if (!row) return null;
      if (now - (row.last_seen_at ?? 0) > TOUCH_AFTER_MS) {
        await sql.query('UPDATE auth_sessions SET expires_at = $2, last_seen_at = $3, client_address = $4 WHERE id = $1', [
          row.id,
          now + SESSION_TTL_MS,
          now,
          client.address,
        ]);
      }
      return { id: row.id, account: { uid: row.uid, email: row.email, emailVerified: row.email_verified } };
    },

    /** The account's live sessions, most recently used first. */
    async listFor(uid: string): Promise<SessionInfo[]> {
      const { rows } = await sql.query<InfoRow>(
        `SELECT id, created_at, last_seen_at, user_agent, client_address FROM auth_sessions
         WHERE uid = $1 AND expires_at > $2 ORDER BY COALESCE(last_seen_at, created_at) DESC, id`,
        [uid, Date.now()],
      );
      return rows.map((r) => ({
        id: r.id,
        createdAt: Number(r.created_at),
        lastSeenAt: Number(r.last_seen_at ?? r.created_at),
        userAgent: r.user_agent,
        address: r.client_address,
      }));
    },

    async remove(sessionId: string): Promise<void> {
      await sql.query('DELETE FROM auth_sessions WHERE id = $1', [sessionId]);
    },

    /** Ends one of the account's sessions; false when it has no such session. */
    async removeOwn(uid: string, sessionId: string): Promise<boolean> {
      const { rows } = await sql.query<{ id: string }>('DELETE FROM auth_sessions WHERE uid = $1 AND id = $2 RETURNING id', [uid, sessionId]);
      return rows.length > 0;
    },

    /** Ends every session of the account but `keep`; answers the ids it ended. */
    async removeAllFor(uid: string, keep?: string): Promise<string[]> {
      const { rows } = await sql.query<{ id: string }>('DELETE FROM auth_sessions WHERE uid = $1 AND id <> $2 RETURNING id', [uid, keep ?? '']);
      return rows.map((r) => r.id);
    },

    async removeExpired(): Promise<void> {
      await sql.query('DELETE FROM auth_sessions WHERE expires_at <= $1', [Date.now()]);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
