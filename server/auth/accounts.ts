/** Email + password accounts. Emails are stored trimmed and lower-cased and are unique. */
import type { InternalSql } from '../db/engine';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { newUid } from './tokens';

export type Account = { uid: string; email: string; emailVerified: boolean };

type AccountRow = { uid: string; email: string; email_verified: boolean; password_hash: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const toAccount = (row: AccountRow): Account => ({ uid: row.uid, email: row.email, emailVerified: row.email_verified });

export class EmailTakenError extends Error {
  constructor() {
    super('The email address is already in use by another account.');
    this.name = 'EmailTakenError';
  }
}

export function createAccountStore(sql: InternalSql) {
  async function findRow(email: string): Promise<AccountRow | null> {
    const { rows } = await sql.query<AccountRow>('SELECT uid, email, email_verified, password_hash FROM auth_accounts WHERE lower(email) = $1', [
      normalizeEmail(email),
    ]);
    return rows[0] ?? null;
  }

  /** The account of a sign-up whose password was hashed when it was asked for (pending-signups.ts). */
  async function createWithHash(email: string, passwordHash: string, emailVerified: boolean): Promise<Account> {
    const normalized = normalizeEmail(email);
    const uid = newUid();
    const { rows } = await sql.query<AccountRow>(
      `INSERT INTO auth_accounts (uid, email, password_hash, email_verified, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING uid, email, email_verified, password_hash`,
      [uid, normalized, passwordHash, emailVerified, Date.now()],
    );
    if (!rows[0]) throw new EmailTakenError();
    return toAccount(rows[0]);
  }

  return {
    async create(email: string, password: string, emailVerified = false): Promise<Account> {
      return createWithHash(email, await hashPassword(password), emailVerified);
    },

    createWithHash,

    async findByEmail(email: string): Promise<Account | null> {
      const row = await findRow(email);
      return row && toAccount(row);
    },

    async findByUid(uid: string): Promise<Account | null> {
      const { rows } = await sql.query<AccountRow>('SELECT uid, email, email_verified, password_hash FROM auth_accounts WHERE uid = $1', [uid]);
      return rows[0] ? toAccount(rows[0]) : null;
    },

    /** The account when the password is right; null for a wrong password or an unknown email alike. */
    async checkPassword(email: string, password: string): Promise<Account | null> {
      const row = await findRow(email);
      const ok = await verifyPassword(password, row?.password_hash ?? (await decoyPasswordHash()));
      return row && ok ? toAccount(row) : null;
    },

    /** Whether `password` is the account's; false for an unknown account. */
    async isPasswordOf(uid: string, password: string): Promise<boolean> {
      const { rows } = await sql.query<{ password_hash: string }>('SELECT password_hash FROM auth_accounts WHERE uid = $1', [uid]);
      const ok = await verifyPassword(password, rows[0]?.password_hash ?? (await decoyPasswordHash()));
      return Boolean(rows[0]) && ok;
    },

    async setPassword(uid: string, password: string): Promise<void> {
      await sql.query('UPDATE auth_accounts SET password_hash = $2 WHERE uid = $1', [uid, await hashPassword(password)]);
    },

    async markVerified(uid: string): Promise<void> {
      await sql.query('UPDATE auth_accounts SET email_verified = true WHERE uid = $1', [uid]);
    },

    async remove(uid: string): Promise<void> {
      await sql.query('DELETE FROM auth_accounts WHERE uid = $1', [uid]);
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
