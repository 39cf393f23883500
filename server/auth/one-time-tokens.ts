/**
 * Single-use tokens sent in mail links, stored hashed: email verification (valid 24 hours) and
 * password reset (valid 1 hour: it can take over the account).
 */
import type { InternalSql } from '../db/engine';
import { newSecret, sha256 } from './tokens';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

type TokenTable = 'auth_verification_tokens' | 'auth_reset_tokens';

export function createOneTimeTokenStore(sql: InternalSql, table: TokenTable, ttlMs: number) {
  return {
    async issue(uid: string): Promise<string> {
      const token = newSecret();
      await sql.query(`INSERT INTO ${table} (token_hash, uid, expires_at) VALUES ($1, $2, $3)`, [sha256(token), uid, Date.now() + ttlMs]);
      return token;
    },

    /** The uid of a valid token, leaving it unused; null otherwise. */
    async peek(token: string): Promise<string | null> {
      const { rows } = await sql.query<{ uid: string }>(`SELECT uid FROM ${table} WHERE token_hash = $1 AND expires_at > $2`, [sha256(token), Date.now()]);
      return rows[0]?.uid ?? null;
    },

    /** Deletes the token and returns its uid when it was valid; null otherwise. */
    async consume(token: string): Promise<string | null> {
      const { rows } = await sql.query<{ uid: string; expires_at: number }>(`DELETE FROM ${table} WHERE token_hash = $1 RETURNING uid, expires_at`, [sha256(token)]);
      const row = rows[0];
      return row && row.expires_at > Date.now() ? row.uid : null;
    },

    /** Ends every token of an account (its password changed: older reset links must not work). */
    async removeFor(uid: string): Promise<void> {
      await sql.query(`DELETE FROM ${table} WHERE uid = $1`, [uid]);
    },

    async removeExpired(): Promise<void> {
      await sql.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [Date.now()]);
    },
  };
}

export type OneTimeTokenStore = ReturnType<typeof createOneTimeTokenStore>;
