/** Resolves the caller of an HTTP route that needs a signed-in user, or answers why not. */
import type { IncomingMessage } from 'node:http';
import { clearCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import { SESSION_COOKIE, type AuthService } from './auth-service';
import type { AuthContext } from './context';

export type SignedInContext = NonNullable<AuthContext>;
export type AuthGuard = (req: IncomingMessage) => Promise<SignedInContext>;

/** What a request says about its caller; `headers` go with a refusal (e.g. clearing the cookie). */
export type SessionCheck =
  | { kind: 'valid'; auth: SignedInContext }
  | { kind: 'none' }
  | { kind: 'expired'; headers?: Record<string, string | string[]> };

/** The signed-in caller, or the 401 that says why there is none. */
export function signedInOrRefuse(check: SessionCheck): SignedInContext {
  if (check.kind === 'valid') return check.auth;
  if (check.kind === 'none') throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
  throw new HttpError(401, 'auth/session-expired', 'Your session has expired. Please sign in again.', check.headers);
}

export function createSessionCheck(auth: AuthService, secureCookies: boolean): (req: IncomingMessage) => Promise<SessionCheck> {
  return async (req) => {
    const found = await auth.requestSession(req);
    if (found.kind === 'none') return { kind: 'none' };
    if (found.kind === 'expired') return { kind: 'expired', headers: { 'set-cookie': clearCookie(SESSION_COOKIE, secureCookies) } };
    const { account, id } = found.session;
    return { kind: 'valid', auth: { uid: account.uid, email: account.email, emailVerified: account.emailVerified, sessionId: id } };
  };
}

export function createAuthGuard(auth: AuthService, secureCookies: boolean): AuthGuard {
  const check = createSessionCheck(auth, secureCookies);
  return async (req) => signedInOrRefuse(await check(req));
}
