/**
 * Sign-up (confirmed by a mailed link), sign-in, sign-out, sessions and email verification. The
 * HTTP routes and the realtime transport both resolve callers through `authenticate`.
 */
import type { IncomingMessage } from 'node:http';
import { preloadPasswordRule } from '@domain/account/password-rule';
import { isValidEmail } from '@domain/account/profile';
import type { DocumentEngine } from '../db/engine';
import { clientAddress } from '../http/client-address';
import { readCookie } from '../http/cookies';
import type { Outbox } from '../mail/outbox';
import { verificationMail } from '../mail/verification-mail';
import { createAccountStore, EmailTakenError, normalizeEmail, type Account } from './accounts';
import type { AuthContext } from './context';
import { createAbuseLimits, type AbuseLimitSettings } from './abuse-limits';
import { createAccountSecurity } from './account-security';
import { createKnownDeviceStore, type KnownDevice } from './known-devices';
import { createOneTimeTokenStore, RESET_TTL_MS, VERIFICATION_TTL_MS } from './one-time-tokens';
import { hashPassword } from './passwords';
import { createPendingSignUps } from './pending-signups';
import { authErrors, checkNewPassword, checkSignUp, finishSignUpMail, linkRefusal, newProfile, takenAddressMail } from './sign-up-rules';
import { createSessionStore, type Session, type SessionClient } from './sessions';
import { ensureAuthTables } from './tables';

export const SESSION_COOKIE = 'session';

export type SignedUpSession = { account: Account; token: string; device: string; continuePath: string | null };

export type AuthServiceOptions = {
  engine: DocumentEngine;
  outbox: Outbox;
  /** The app's address for links in mail (known only once the server listens). */
  publicUrl: () => string;
  abuseLimits?: Partial<AbuseLimitSettings>;
};

/** What a request's cookie amounts to: no cookie, a cookie for no live session, or a session. */
export type RequestSession = { kind: 'none' } | { kind: 'expired' } | { kind: 'active'; session: Session; token: string };

/** The browser and address a request comes from, as a session remembers them. */
export const sessionClient = (req: IncomingMessage): SessionClient => ({ userAgent: String(req.headers['user-agent'] ?? ''), address: clientAddress(req) });

export async function createAuthService({ engine, outbox, publicUrl, abuseLimits }: AuthServiceOptions) {
  await ensureAuthTables(engine.internal);
  const accounts = createAccountStore(engine.internal);
  const sessions = createSessionStore(engine.internal);
  const verifications = createOneTimeTokenStore(engine.internal, 'auth_verification_tokens', VERIFICATION_TTL_MS);
  const resets = createOneTimeTokenStore(engine.internal, 'auth_reset_tokens', RESET_TTL_MS);
  const pendingSignUps = createPendingSignUps(engine.internal);
  const devices = createKnownDeviceStore(engine.internal);
  const limits = createAbuseLimits(abuseLimits);
  await Promise.all([sessions.removeExpired(), verifications.removeExpired(), resets.removeExpired(), devices.removeExpired(), pendingSignUps.removeExpired()]);
  // In the background: the first sign-up then does not wait for the password rule's dictionaries.
  preloadPasswordRule();

  /** The link carries `continuePath` as it is; `GET /api/auth/verify` checks it again before following it. */
  async function sendVerification(account: Account, continuePath?: string): Promise<void> {
    const token = await verifications.issue(account.uid);
    const query = new URLSearchParams({ token, ...(continuePath === undefined ? {} : { continue: continuePath }) });
    await outbox.sendMail(verificationMail(account.email, `${publicUrl()}/api/auth/verify?${query}`));
  }

  async function requestSession(req: IncomingMessage): Promise<RequestSession> {
    const token = readCookie(req, SESSION_COOKIE);
    if (!token) return { kind: 'none' };
    const session = await sessions.resolve(token, sessionClient(req));
    return session ? { kind: 'active', session, token } : { kind: 'expired' };
  }

  return {
    accounts,
    devices,
    security: createAccountSecurity({ accounts, sessions, resets, devices, limits, outbox, publicUrl, checkNewPassword }),
    requestSession,

    async authenticate(req: IncomingMessage): Promise<AuthContext> {
      const found = await requestSession(req);
      if (found.kind !== 'active') return null;
      const { account, id } = found.session;
      return { uid: account.uid, email: account.email, emailVerified: account.emailVerified, sessionId: id };
    },

    /**
     * Mails the address a link that creates the account (`finishSignUp`), or, for an address that
     * has an account, mails its owner instead. Creates and signs in nobody: the caller gets the
     * same answer either way, after the same work (the password hashed, one row read, one mail
     * sent), so sign-up does not tell whether an address has an account.
     */
    async signUp(email: string, password: string, client: SessionClient, continuePath?: string): Promise<void> {
      await checkSignUp(email, password);
      limits.signUp(normalizeEmail(email), client.address);
      const passwordHash = await hashPassword(password);
      const owner = await accounts.findByEmail(email);
      if (owner) {
        await outbox.sendMail(takenAddressMail(publicUrl(), owner.email));
        return;
      }
      const token = await pendingSignUps.issue(email, passwordHash, continuePath);
      await outbox.sendMail(finishSignUpMail(publicUrl(), email, token));
    },

    /**
     * Follows a sign-up link once: creates the account, verified (the link proved the address),
     * with the password chosen at sign-up and its `users/{uid}` profile, and signs it in.
     */
    async finishSignUp(token: string, client: SessionClient): Promise<SignedUpSession> {
      const taken = await pendingSignUps.take(token);
      if (taken.kind !== 'ready') throw linkRefusal(taken.kind);
      const { email, passwordHash, continuePath } = taken.signUp;
      let account: Account;
      try {
        account = await accounts.createWithHash(email, passwordHash, true);
      } catch (error) {
        throw error instanceof EmailTakenError ? authErrors.addressTaken() : error;
      }
      try {
        await engine.commit([
          { type: 'create', path: `users/${account.uid}`, data: newProfile(account.uid, account.email) },
        ]);
      } catch (error) {
        await accounts.remove(account.uid);
        throw error;
      }
      const { token: session } = await sessions.create(account.uid, client);
      return { account, token: session, device: await devices.issue(account.uid), continuePath };
    },

    /** `device`: the known device the request proves, if any; a signed-in browser becomes one (the token answered). */
    async signIn(email: string, password: string, client: SessionClient, device: KnownDevice | null): Promise<{ account: Account; token: string; device: string }> {
      if (!isValidEmail(email.trim())) throw authErrors.invalidEmail();
      const owner = device && (await accounts.findByEmail(email))?.uid === device.uid ? device.key : null;
      // Counted before the check: guesses sent in parallel are refused once the count is full.
      const attempt = limits.signInAttempt(normalizeEmail(email), client.address, owner);
      const account = await accounts.checkPassword(email, password);
      if (!account) throw authErrors.invalidCredential();
      attempt.refund();
      const { token } = await sessions.create(account.uid, client);
      return { account, token, device: await devices.issue(account.uid) };
    },

    /** Ends the session server-side; returns its id so live connections can be closed too. */
    async signOut(req: IncomingMessage): Promise<string | null> {
      const found = await requestSession(req);
      if (found.kind !== 'active') return null;
      await sessions.remove(found.session.id);
      return found.session.id;
    },

    /** A verification mail for an account whose address is not verified (accounts made before sign-up was confirmed by mail). */
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
