/**
 * Sign-ups waiting for their address to be confirmed. Nothing of the account exists until the
 * mailed link is followed: the row keeps the address, the password's hash and where the link
 * leads back to, under the hash of the link's token. A followed link is marked used, not
 * deleted, so following it again can be told apart from a link that never existed.
 */
import type { InternalSql } from '../db/engine';
import { normalizeEmail } from './accounts';
import { SIGN_UP_TTL_MS } from './sign-up-rules';
import { newSecret, sha256 } from './tokens';

export type PendingSignUp = { email: string; passwordHash: string; continuePath: string | null };

export type TakenSignUp = { kind: 'ready'; signUp: PendingSignUp } | { kind: 'used' } | { kind: 'expired' } | { kind: 'unknown' };

type PendingRow = { email: string; password_hash: string; continue_path: string | null; expires_at: number };

export function createPendingSignUps(sql: InternalSql) {
  return {
    async issue(email: string, passwordHash: string, continuePath?: string): Promise<string> {
      const token = newSecret();
      await sql.query('INSERT INTO auth_pending_signups (token_hash, email, password_hash, continue_path, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        sha256(token),
        normalizeEmail(email),
        passwordHash,
        continuePath ?? null,
        Date.now() + SIGN_UP_TTL_MS,
      ]);
      return token;
    },

    /** Marks the token used and returns its sign-up; only one of several requests racing for it gets `ready`. */
    async take(token: string): Promise<TakenSignUp> {
      const now = Date.now();
      const { rows } = await sql.query<PendingRow>(
        `UPDATE auth_pending_signups SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING email, password_hash, continue_path, expires_at`,
        [sha256(token), now],
      );
      const row = rows[0];
      if (row) return { kind: 'ready', signUp: { email: row.email, passwordHash: row.password_hash, continuePath: row.continue_path } };
      const found = await sql.query<{ used_at: number | null }>('SELECT used_at FROM auth_pending_signups WHERE token_hash = $1', [sha256(token)]);
      if (!found.rows[0]) return { kind: 'unknown' };
      return found.rows[0].used_at === null ? { kind: 'expired' } : { kind: 'used' };
    },

    /** Rows a week past their expiry: by then a link followed again is simply unknown. */
    async removeExpired(): Promise<void> {
      await sql.query('DELETE FROM auth_pending_signups WHERE expires_at <= $1', [Date.now() - 7 * SIGN_UP_TTL_MS]);
    },
  };
}

export type PendingSignUps = ReturnType<typeof createPendingSignUps>;
