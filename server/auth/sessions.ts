/**
 * Server-side sessions. The browser holds a random token; the database holds only its SHA-256,
 * so a copy of the data folder cannot be replayed as a sign-in. Sessions expire after 14 days
 * without use and survive restarts.
 */
import { randomBytes } from 'node:crypto';
import type { InternalSql } from '../db/engine';
import type { Account } from './accounts';
import { newSecret, sha256 } from './tokens';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Extending the expiry on every request would write on every request; once an hour is enough. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export type Session = { id: string; account: Account };

type SessionRow = { id: string; expires_at: number; uid: string; email: string; email_verified: boolean };

export function createSessionStore(sql: InternalSql) {
  return {
    async create(uid: string): Promise<{ token: string; sessionId: string }> {
      const token = newSecret();
      const sessionId = randomBytes(16).toString('hex');
      const now = Date.now();
      await sql.query('INSERT INTO auth_sessions (id, token_hash, uid, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        sessionId,
        sha256(token),
        uid,
        now,
        now + SESSION_TTL_MS,
      ]);
      return { token, sessionId };
    },

    /** The live session for a token, with its expiry pushed forward; null when unknown or expired. */
    async resolve(token: string): Promise<Session | null> {
      const now = Date.now();
      const { rows } = await sql.query<SessionRow>(
        `SELECT s.id, s.expires_at, a.uid, a.email, a.email_verified
         FROM auth_sessions s JOIN auth_accounts a ON a.uid = s.uid
         WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [sha256(token), now],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.expires_at - now < SESSION_TTL_MS - SLIDE_AFTER_MS) {
        await sql.query('UPDATE auth_sessions SET expires_at = $2 WHERE id = $1', [row.id, now + SESSION_TTL_MS]);
      }
      return { id: row.id, account: { uid: row.uid, email: row.email, emailVerified: row.email_verified } };
    },

    async remove(sessionId: string): Promise<void> {
      await sql.query('DELETE FROM auth_sessions WHERE id = $1', [sessionId]);
    },

    async removeExpired(): Promise<void> {
      await sql.query('DELETE FROM auth_sessions WHERE expires_at <= $1', [Date.now()]);
      await sql.query('DELETE FROM auth_verification_tokens WHERE expires_at <= $1', [Date.now()]);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
