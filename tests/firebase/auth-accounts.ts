/**
 * Accounts in the test run's Auth emulator through its REST API, as a signed-in browser would
 * hold them: an ID token per account. The `owner` bearer is the emulator's admin credential.
 */
import { emulators, hostOf } from './emulators';

export type EmulatorAccount = { uid: string; email: string; idToken: string };

const API_KEY = 'demo-api-key';
const PASSWORD = 'emulator-password-1';

async function authRequest<T>(path: string, body: unknown, admin = false): Promise<T> {
  const res = await fetch(`http://${hostOf('auth')}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`The Auth emulator refused ${path} (${res.status}): ${await res.text()}`);
  return (await res.json()) as T;
}

let counter = 0;

/** A new account (its email verified when asked), signed in. */
export async function newAccount(name: string, { verified = true } = {}): Promise<EmulatorAccount> {
  const email = `${name}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;
  const { localId } = await authRequest<{ localId: string }>('accounts:signUp', { email, password: PASSWORD, returnSecureToken: true });
  if (verified) await authRequest(`projects/${emulators().project}/accounts:update`, { localId, emailVerified: true }, true);
  const { idToken } = await authRequest<{ idToken: string }>('accounts:signInWithPassword', { email, password: PASSWORD, returnSecureToken: true });
  return { uid: localId, email, idToken };
}

/** Signs in with a custom token (as a second app does with a link's credential); answers the ID token's claims. */
export async function claimsOfCustomToken(customToken: string): Promise<Record<string, unknown>> {
  const { idToken } = await authRequest<{ idToken: string }>('accounts:signInWithCustomToken', { token: customToken, returnSecureToken: true });
  return jwtClaims(idToken);
}

export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same ID token, but issued and expired an hour ago (the emulator's tokens carry no signature). */
export function expiredToken(idToken: string): string {
  const [header, , signature] = idToken.split('.');
  const claims = jwtClaims(idToken);
  const past = Math.floor(Date.now() / 1000) - 3600;
  const body = Buffer.from(JSON.stringify({ ...claims, iat: past - 3600, auth_time: past - 3600, exp: past })).toString('base64url');
  return [header, body, signature].join('.');
}
