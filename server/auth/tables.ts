/** The auth module's internal tables: never visible as documents. */
import type { InternalSql } from '../db/engine';

export async function ensureAuthTables(sql: InternalSql): Promise<void> {
  await sql.exec(`
    CREATE TABLE IF NOT EXISTS auth_accounts (
      uid TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      email_verified BOOLEAN NOT NULL DEFAULT false,
      created_at BIGINT NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS auth_accounts_email ON auth_accounts (lower(email));
    CREATE TABLE IF NOT EXISTS auth_sessions (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      uid TEXT NOT NULL REFERENCES auth_accounts (uid) ON DELETE CASCADE,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL
    );
    ALTER TABLE auth_sessions ADD COLUMN IF NOT EXISTS last_seen_at BIGINT;
    ALTER TABLE auth_sessions ADD COLUMN IF NOT EXISTS user_agent TEXT NOT NULL DEFAULT '';
    ALTER TABLE auth_sessions ADD COLUMN IF NOT EXISTS client_address TEXT NOT NULL DEFAULT '';
    CREATE INDEX IF NOT EXISTS auth_sessions_uid ON auth_sessions (uid);
    CREATE TABLE IF NOT EXISTS auth_verification_tokens (
      token_hash TEXT PRIMARY KEY,
      uid TEXT NOT NULL REFERENCES auth_accounts (uid) ON DELETE CASCADE,
      expires_at BIGINT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS auth_known_devices (
      token_hash TEXT PRIMARY KEY,
      uid TEXT NOT NULL REFERENCES auth_accounts (uid) ON DELETE CASCADE,
      expires_at BIGINT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS auth_reset_tokens (
      token_hash TEXT PRIMARY KEY,
      uid TEXT NOT NULL REFERENCES auth_accounts (uid) ON DELETE CASCADE,
      expires_at BIGINT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS auth_pending_signups (
      token_hash TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      continue_path TEXT,
      expires_at BIGINT NOT NULL,
      used_at BIGINT
    );
  `);
}
