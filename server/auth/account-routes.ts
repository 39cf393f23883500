/**
 * The `/api/auth/*` endpoints that keep an account its owner's: password change and reset, the
 * session list, ending one session or all of them. Every session they end has its live
 * connections closed at once.
 */
import { z } from 'zod';
import { PASSWORD_MAX } from '@domain/account/password-rule';
import type { SessionSummary } from '@domain/account/sessions';
import { readJsonAs } from '../http/body';
import { clientAddress } from '../http/client-address';
import { clearCookie } from '../http/cookies';
import { sendJson, sendNoContent } from '../http/respond';
import type { Route } from '../http/router';
import { SESSION_COOKIE, type AuthService } from './auth-service';
import { createAuthGuard } from './guard';
import { deviceCookie } from './known-devices';

const password = z.string().max(PASSWORD_MAX);
const changeBody = z.object({ currentPassword: password, newPassword: password }).strict();
const resetRequestBody = z.object({ email: z.string().max(1000) }).strict();
const resetBody = z.object({ token: z.string().min(1).max(200), newPassword: password }).strict();
const endSessionBody = z.object({ sessionId: z.string().min(1).max(100) }).strict();

export type AccountRouteOptions = {
  auth: AuthService;
  secureCookies: boolean;
  /** Closes the live connections of a session that just ended. */
  onSessionEnded: (sessionId: string) => void;
};

export function accountRoutes({ auth, secureCookies, onSessionEnded }: AccountRouteOptions): Route[] {
  const guard = createAuthGuard(auth, secureCookies);
  const ended = (ids: readonly string[]) => ids.forEach(onSessionEnded);

  return [
    {
      method: 'POST',
      path: '/api/auth/password',
      async handler({ req, res }) {
        const caller = await guard(req);
        const { currentPassword, newPassword } = await readJsonAs(req, changeBody);
        ended(await auth.security.changePassword(caller, currentPassword, newPassword));
        sendNoContent(res);
      },
    },
    {
      method: 'POST',
      path: '/api/auth/password-reset',
      async handler({ req, res }) {
        const { email } = await readJsonAs(req, resetRequestBody);
        await auth.security.requestPasswordReset(email, clientAddress(req), await auth.devices.of(req));
        sendNoContent(res);
      },
    },
    {
      method: 'POST',
      path: '/api/auth/password-reset/confirm',
      async handler({ req, res }) {
        const { token, newPassword } = await readJsonAs(req, resetBody);
        const reset = await auth.security.resetPassword(token, newPassword);
        ended(reset.ended);
        sendNoContent(res, { 'set-cookie': deviceCookie(reset.device, secureCookies) });
      },
    },
    {
      method: 'GET',
      path: '/api/auth/sessions',
      async handler({ req, res }) {
        const caller = await guard(req);
        const sessions: SessionSummary[] = (await auth.security.listSessions(caller.uid)).map((s) => ({ ...s, current: s.id === caller.sessionId }));
        sendJson(res, 200, { sessions });
      },
    },
    {
      method: 'POST',
      path: '/api/auth/sessions/end',
      async handler({ req, res }) {
        const caller = await guard(req);
        const { sessionId } = await readJsonAs(req, endSessionBody);
        await auth.security.endSession(caller.uid, sessionId);
        onSessionEnded(sessionId);
        const signedOut = sessionId === caller.sessionId;
        sendJson(res, 200, { signedOut }, signedOut ? { 'set-cookie': clearCookie(SESSION_COOKIE, secureCookies) } : {});
      },
    },
    {
      method: 'POST',
      path: '/api/auth/signout-everywhere',
      async handler({ req, res }) {
        const caller = await guard(req);
        ended(await auth.security.signOutEverywhere(caller.uid));
        sendNoContent(res, { 'set-cookie': clearCookie(SESSION_COOKIE, secureCookies) });
      },
    },
  ];
}
