/** Single-use email verification tokens, valid for 24 hours, stored hashed. */
import type { InternalSql } from '../db/engine';
import { newSecret, sha256 } from './tokens';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export function createVerificationStore(sql: InternalSql) {
  return {
    async issue(uid: string): Promise<string> {
      const token = newSecret();
      await sql.query('INSERT INTO auth_verification_tokens (token_hash, uid, expires_at) VALUES ($1, $2, $3)', [
        sha256(token),
        uid,
        Date.now() + VERIFICATION_TTL_MS,
      ]);
      return token;
    },

    /** Deletes the token and returns its uid when it was valid; null otherwise. */
    async consume(token: string): Promise<string | null> {
      const { rows } = await sql.query<{ uid: string; expires_at: number }>(
        'DELETE FROM auth_verification_tokens WHERE token_hash = $1 RETURNING uid, expires_at',
        [sha256(token)],
      );
      const row = rows[0];
      return row && row.expires_at > Date.now() ? row.uid : null;
    },
  };
}

export type VerificationStore = ReturnType<typeof createVerificationStore>;
