/** The `/api/auth/*` endpoints: JSON in and out, the session in an HttpOnly cookie. */
import { z } from 'zod';
import type { AuthUser, FinishedSignUp } from '@domain/account/auth-user';
import { readJsonAs } from '../http/body';
import { clearCookie, serializeCookie } from '../http/cookies';
import { clientAddress } from '../http/client-address';
import { escapeHtml, redirect, sendHtml, sendJson, sendNoContent, simplePage } from '../http/respond';
import type { Route } from '../http/router';
import type { Account } from './accounts';
import { SESSION_COOKIE, sessionClient, type AuthService } from './auth-service';
import { CONTINUE_PATH_MAX, isSafeContinuePath, verifiedLanding } from './continue-path';
import { createAuthGuard } from './guard';
import { deviceCookie } from './known-devices';
import { SESSION_TTL_MS } from './sessions';

/** A continue path that is not a path on this site is refused, not silently dropped. */
const continuePath = z
  .string()
  .refine(isSafeContinuePath, `must be a path on this site: one leading '/', no control characters, at most ${CONTINUE_PATH_MAX} characters`)
  .optional();
const signUpBody = z.object({ email: z.string().max(1000), password: z.string().max(1024), continuePath }).strict();
const finishSignUpBody = z.object({ token: z.string().min(1).max(200) }).strict();
const signInBody = z.object({ email: z.string().max(1000), password: z.string().max(1024) }).strict();
const verificationBody = z.object({ continuePath }).strict();

export type AuthRouteOptions = {
  auth: AuthService;
  /** Set when the app is served over https. */
  secureCookies: boolean;
  /** Closes the live connections of a session that just ended. */
  onSessionEnded: (sessionId: string) => void;
};

export const toAuthUser = (account: Account): AuthUser => ({
  uid: account.uid,
  email: account.email,
  emailVerified: account.emailVerified,
  displayName: null,
});

export function authRoutes({ auth, secureCookies, onSessionEnded }: AuthRouteOptions): Route[] {
  const guard = createAuthGuard(auth, secureCookies);
  const sessionCookie = (token: string) => ({
    'set-cookie': serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds: SESSION_TTL_MS / 1000, secure: secureCookies }),
  });
  const signedInCookies = (token: string, device: string) => ({
    'set-cookie': [sessionCookie(token)['set-cookie'], deviceCookie(device, secureCookies)],
  });
  const clearedCookie = { 'set-cookie': clearCookie(SESSION_COOKIE, secureCookies) };

  return [
    {
      method: 'POST',
      path: '/api/auth/signup',
      async handler({ req, res }) {
        const { email, password, continuePath } = await readJsonAs(req, signUpBody);
        // The same answer for a new address and a taken one: the mailed link goes on (below).
        await auth.signUp(email, password, sessionClient(req), continuePath);
        sendNoContent(res);
      },
    },
    {
      method: 'POST',
      path: '/api/auth/signup/finish',
      async handler({ req, res }) {
        const { token } = await readJsonAs(req, finishSignUpBody);
        const finished = await auth.finishSignUp(token, sessionClient(req));
        const body: FinishedSignUp = { user: toAuthUser(finished.account), continuePath: finished.continuePath };
        sendJson(res, 200, body, signedInCookies(finished.token, finished.device));
      },
    },
    {
      method: 'POST',
      path: '/api/auth/signin',
      async handler({ req, res }) {
        const { email, password } = await readJsonAs(req, signInBody);
        const { account, token, device } = await auth.signIn(email, password, sessionClient(req), await auth.devices.of(req));
        sendJson(res, 200, { user: toAuthUser(account) }, signedInCookies(token, device));
      },
    },
    {
      method: 'POST',
      path: '/api/auth/signout',
      async handler({ req, res }) {
        const sessionId = await auth.signOut(req);
        if (sessionId) onSessionEnded(sessionId);
        sendNoContent(res, clearedCookie);
      },
    },
    {
      method: 'GET',
      path: '/api/auth/session',
      async handler({ req, res }) {
        const found = await auth.requestSession(req);
        if (found.kind === 'none') return sendJson(res, 200, { user: null });
        if (found.kind === 'expired') return sendJson(res, 200, { user: null, expired: true }, clearedCookie);
        // Sending the cookie again keeps the browser's expiry sliding along with the server's.
        sendJson(res, 200, { user: toAuthUser(found.session.account) }, sessionCookie(found.token));
      },
    },
    {
      method: 'POST',
      path: '/api/auth/verification',
      async handler({ req, res }) {
        const caller = await guard(req);
        const { continuePath } = await readJsonAs(req, verificationBody);
        await auth.resendVerification({ uid: caller.uid, email: caller.email, emailVerified: caller.emailVerified }, clientAddress(req), continuePath);
        sendNoContent(res);
      },
    },
    {
      method: 'GET',
      path: '/api/auth/verify',
      async handler({ res, url }) {
        const token = url.searchParams.get('token') ?? '';
        if (token && (await auth.verifyEmail(token))) return redirect(res, verifiedLanding(url.searchParams.get('continue')));
        const message = 'This verification link is invalid, has expired or has already been used. Sign in and ask for a new one.';
        sendHtml(res, 400, simplePage('Verification failed', `<h1>Verification failed</h1><p>${escapeHtml(message)}</p><p><a href="/">Open the app</a></p>`));
      },
    },
  ];
}
