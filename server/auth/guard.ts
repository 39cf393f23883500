/** Resolves the caller of an HTTP route that needs a signed-in user, or answers why not. */
import type { IncomingMessage } from 'node:http';
import { clearCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import { SESSION_COOKIE, type AuthService } from './auth-service';
import type { AuthContext } from './context';

export type SignedInContext = NonNullable<AuthContext>;
export type AuthGuard = (req: IncomingMessage) => Promise<SignedInContext>;

export function createAuthGuard(auth: AuthService, secureCookies: boolean): AuthGuard {
  return async (req) => {
    const found = await auth.requestSession(req);
    if (found.kind === 'none') throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
    if (found.kind === 'expired') {
      throw new HttpError(401, 'auth/session-expired', 'Your session has expired. Please sign in again.', {
        'set-cookie': clearCookie(SESSION_COOKIE, secureCookies),
      });
    }
    const { account, id } = found.session;
    return { uid: account.uid, email: account.email, emailVerified: account.emailVerified, sessionId: id };
  };
}
