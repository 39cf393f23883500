/** A caller's Firebase ID token checked by the Admin SDK, for the HTTPS functions that act as a user. */
import { getAuth } from 'firebase-admin/auth';
import type { TokenCheck } from './api-request';

export async function verifyToken(idToken: string): Promise<TokenCheck> {
  try {
    // true: a token of a session ended by "sign out everywhere" or a password change is refused.
    const token = await getAuth().verifyIdToken(idToken, true);
    return {
      kind: 'valid',
      auth: { uid: token.uid, email: token.email ?? '', emailVerified: token.email_verified === true, sessionId: `${token.uid}:${token.auth_time}` },
    };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { kind: code === 'auth/id-token-expired' || code === 'auth/id-token-revoked' ? 'expired' : 'invalid' };
  }
}
