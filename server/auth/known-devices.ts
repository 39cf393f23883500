/**
 * Known devices: a browser that signed in to an account (or reset its password) holds a long-lived
 * HttpOnly cookie naming that account. A sign-in or reset request carrying it is the owner's, so
 * it is counted in a bucket of its own: strangers who fill the account's lockout or the shared
 * ceilings cannot keep the owner out. The database holds only the token's SHA-256.
 */
import type { IncomingMessage } from 'node:http';
import type { InternalSql } from '../db/engine';
import { readCookie, serializeCookie } from '../http/cookies';
import { newSecret, sha256 } from './tokens';

export const DEVICE_COOKIE = 'known_device';
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** The device a request proves: its token's hash (the key of its own limit) and the account it names. */
export type KnownDevice = { key: string; uid: string };

export function createKnownDeviceStore(sql: InternalSql) {
  return {
    async issue(uid: string): Promise<string> {
      const token = newSecret();
      await sql.query('INSERT INTO auth_known_devices (token_hash, uid, expires_at) VALUES ($1, $2, $3)', [sha256(token), uid, Date.now() + DEVICE_TTL_MS]);
      return token;
    },

    /** The known device the request's cookie proves; null without one, or for an unknown or expired one. */
    async of(req: IncomingMessage): Promise<KnownDevice | null> {
      const token = readCookie(req, DEVICE_COOKIE);
      if (!token) return null;
      const key = sha256(token);
      const { rows } = await sql.query<{ uid: string }>('SELECT uid FROM auth_known_devices WHERE token_hash = $1 AND expires_at > $2', [key, Date.now()]);
      return rows[0] ? { key, uid: rows[0].uid } : null;
    },

    async removeExpired(): Promise<void> {
      await sql.query('DELETE FROM auth_known_devices WHERE expires_at <= $1', [Date.now()]);
    },
  };
}

export type KnownDeviceStore = ReturnType<typeof createKnownDeviceStore>;

export const deviceCookie = (token: string, secure: boolean) => serializeCookie(DEVICE_COOKIE, token, { maxAgeSeconds: DEVICE_TTL_MS / 1000, secure });
