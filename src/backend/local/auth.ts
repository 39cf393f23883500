/**
 * Auth over the server's HTTP API. The session is an HttpOnly cookie, so the socket learns the
 * user only at its upgrade: every sign-in and sign-out reconnects it, and every reconnect checks
 * that the server still sees the user this client believes in (sessions expire, other tabs sign out).
 */
import type { AuthService, AuthUser, FinishedSignUp, SessionSummary } from '../port/auth';
import type { Unsubscribe } from '../port/documents';
import type { Connection } from './connection';
import type { Http } from './http';

type SessionAnswer = { user: AuthUser | null; expired?: boolean };

export function createAuthService(http: Http, conn: Connection): AuthService & { dispose(): void } {
  let current: AuthUser | null | undefined;
  const listeners = new Set<(u: AuthUser | null) => void>();
  // Bumped by every sign-in and sign-out, so a session answer that was already on its way
  // cannot undo them.
  let epoch = 0;

  const setUser = (user: AuthUser | null) => {
    const changed = current === undefined || JSON.stringify(current) !== JSON.stringify(user);
    current = user;
    if (changed) for (const cb of [...listeners]) cb(user);
  };

  let pending: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    const started = epoch;
    pending ??= http
      .json<SessionAnswer>('GET', '/api/auth/session')
      .then(({ user }) => {
        if (started === epoch) setUser(user);
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  // A failed first answer (server down) is not final: the first hello of the socket asks again.
  refresh().catch(() => {});
  const stopReady = conn.onReady((socketUid) => {
    if (current === undefined || socketUid !== (current?.uid ?? null)) refresh().catch(() => {});
  });

  const changeUser = (user: AuthUser | null) => {
    epoch++;
    conn.reconnect();
    setUser(user);
  };

  async function signIn(email: string, password: string): Promise<AuthUser> {
    const { user } = await http.json<{ user: AuthUser }>('POST', '/api/auth/signin', { email, password });
    changeUser(user);
    return user;
  }

  return {
    currentUser: () => current,
    onAuthStateChanged(cb): Unsubscribe {
      listeners.add(cb);
      if (current !== undefined) cb(current);
      return () => listeners.delete(cb);
    },
    async signUp(email, password, options) {
      await http.json<void>('POST', '/api/auth/signup', { email, password, continuePath: options?.continuePath });
    },
    async finishSignUp(code) {
      const finished = await http.json<FinishedSignUp>('POST', '/api/auth/signup/finish', { token: code });
      changeUser(finished.user);
      return finished;
    },
    signIn,
    async signOut() {
      await http.json<void>('POST', '/api/auth/signout');
      changeUser(null);
    },
    async sendEmailVerification(options) {
      await http.json<void>('POST', '/api/auth/verification', { continuePath: options?.continuePath });
    },
    async changePassword(currentPassword, newPassword) {
      await http.json<void>('POST', '/api/auth/password', { currentPassword, newPassword });
    },
    async requestPasswordReset(email) {
      await http.json<void>('POST', '/api/auth/password-reset', { email });
    },
    async resetPassword(token, newPassword) {
      await http.json<void>('POST', '/api/auth/password-reset/confirm', { token, newPassword });
      // Every session of the account ended, this browser's too if it held one.
      if (current) changeUser(null);
    },
    async signOutEverywhere() {
      await http.json<void>('POST', '/api/auth/signout-everywhere');
      changeUser(null);
    },
    sessions: {
      list: async () => (await http.json<{ sessions: SessionSummary[] }>('GET', '/api/auth/sessions')).sessions,
      async end(sessionId) {
        const { signedOut } = await http.json<{ signedOut: boolean }>('POST', '/api/auth/sessions/end', { sessionId });
        if (signedOut) changeUser(null);
      },
    },
    dispose() {
      stopReady();
      listeners.clear();
    },
  };
}
