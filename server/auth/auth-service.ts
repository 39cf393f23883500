/**
 * Sign-up, sign-in, sign-out, sessions and email verification. The HTTP routes and the realtime
 * transport both resolve callers through `authenticate`.
 */
import type { IncomingMessage } from 'node:http';
import { isValidEmail, messages, PASSWORD_MIN } from '@domain/account/profile';
import { serverTimestamp } from '@domain/documents/values';
import type { DocumentEngine } from '../db/engine';
import { readCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import type { Outbox } from '../mail/outbox';
import { verificationMail } from '../mail/verification-mail';
import { createAccountStore, EmailTakenError, normalizeEmail, type Account } from './accounts';
import type { AuthContext } from './context';
import { createAbuseLimits } from './abuse-limits';
import { createSessionStore, type Session } from './sessions';
import { ensureAuthTables } from './tables';
import { createVerificationStore } from './verification';

export const SESSION_COOKIE = 'session';

export const authErrors = {
  invalidEmail: () => new HttpError(400, 'auth/invalid-email', messages.emailInvalid),
  weakPassword: () => new HttpError(400, 'auth/weak-password', messages.passwordTooShort),
  emailTaken: () => new HttpError(409, 'auth/email-already-in-use', 'The email address is already in use by another account.'),
  invalidCredential: () => new HttpError(401, 'auth/invalid-credential', 'Wrong email or password.'),
};

export type AuthServiceOptions = {
  engine: DocumentEngine;
  outbox: Outbox;
  /** The app's address for links in mail (known only once the server listens). */
  publicUrl: () => string;
};

/** What a request's cookie amounts to: no cookie, a cookie for no live session, or a session. */
export type RequestSession = { kind: 'none' } | { kind: 'expired' } | { kind: 'active'; session: Session; token: string };

export async function createAuthService({ engine, outbox, publicUrl }: AuthServiceOptions) {
  await ensureAuthTables(engine.internal);
  const accounts = createAccountStore(engine.internal);
  const sessions = createSessionStore(engine.internal);
  const verifications = createVerificationStore(engine.internal);
  const limits = createAbuseLimits();
  await sessions.removeExpired();

  /** The link carries `continuePath` as it is; `GET /api/auth/verify` checks it again before following it. */
  async function sendVerification(account: Account, continuePath?: string): Promise<void> {
    const token = await verifications.issue(account.uid);
    const query = new URLSearchParams({ token, ...(continuePath === undefined ? {} : { continue: continuePath }) });
    await outbox.sendMail(verificationMail(account.email, `${publicUrl()}/api/auth/verify?${query}`));
  }

  async function requestSession(req: IncomingMessage): Promise<RequestSession> {
    const token = readCookie(req, SESSION_COOKIE);
    if (!token) return { kind: 'none' };
    const session = await sessions.resolve(token);
    return session ? { kind: 'active', session, token } : { kind: 'expired' };
  }

  function validateCredentials(email: string, password: string): void {
    if (!isValidEmail(email.trim())) throw authErrors.invalidEmail();
    if (password.length < PASSWORD_MIN) throw authErrors.weakPassword();
  }

  return {
    accounts,
    requestSession,

    async authenticate(req: IncomingMessage): Promise<AuthContext> {
      const found = await requestSession(req);
      if (found.kind !== 'active') return null;
      const { account, id } = found.session;
      return { uid: account.uid, email: account.email, emailVerified: account.emailVerified, sessionId: id };
    },

    /** Creates the account and its `users/{uid}` profile, sends the verification mail, signs in. */
    async signUp(email: string, password: string, clientAddress: string, continuePath?: string): Promise<{ account: Account; token: string }> {
      validateCredentials(email, password);
      limits.signUp(normalizeEmail(email), clientAddress);
      let account: Account;
      try {
        account = await accounts.create(email, password);
      } catch (error) {
        throw error instanceof EmailTakenError ? authErrors.emailTaken() : error;
      }
      try {
        await engine.commit([
          {
            type: 'create',
            path: `users/${account.uid}`,
            data: { uid: account.uid, email: account.email, events: [], type: 'platform', userType: 'platform', createdAt: serverTimestamp() },
          },
        ]);
      } catch (error) {
        await accounts.remove(account.uid);
        throw error;
      }
      await sendVerification(account, continuePath);
      const { token } = await sessions.create(account.uid);
      return { account, token };
    },

    async signIn(email: string, password: string, clientAddress: string): Promise<{ account: Account; token: string }> {
      if (!isValidEmail(email.trim())) throw authErrors.invalidEmail();
      // Counted before the check: guesses sent in parallel are refused once the count is full.
      const attempt = limits.signInAttempt(normalizeEmail(email), clientAddress);
      const account = await accounts.checkPassword(email, password);
      if (!account) throw authErrors.invalidCredential();
      attempt.refund();
      const { token } = await sessions.create(account.uid);
      return { account, token };
    },

    /** Ends the session server-side; returns its id so live connections can be closed too. */
    async signOut(req: IncomingMessage): Promise<string | null> {
      const found = await requestSession(req);
      if (found.kind !== 'active') return null;
      await sessions.remove(found.session.id);
      return found.session.id;
    },

    /** A verification mail asked for again (sign-up sends the first one). */
    async resendVerification(account: Account, clientAddress: string, continuePath?: string): Promise<void> {
      limits.verificationMail(account.uid, clientAddress);
      await sendVerification(account, continuePath);
    },

    /** Marks the token's account verified; false when the token is unknown, used or expired. */
    async verifyEmail(token: string): Promise<boolean> {
      const uid = await verifications.consume(token);
      if (!uid) return false;
      await accounts.markVerified(uid);
      return true;
    },
  };
}

export type AuthService = Awaited<ReturnType<typeof createAuthService>>;
