/**
 * What a user does to keep their account theirs: change the password (knowing the current one),
 * reset it by a mail link, see their sessions and end one or all of them. A password change or
 * reset ends every other session, so whoever held an old one is out.
 */
import { isValidEmail } from '@domain/account/profile';
import { HttpError, notFound } from '../http/errors';
import type { Outbox } from '../mail/outbox';
import { resetMail } from '../mail/reset-mail';
import type { AbuseLimits } from './abuse-limits';
import { normalizeEmail, type AccountStore } from './accounts';
import type { KnownDevice, KnownDeviceStore } from './known-devices';
import { RESET_TTL_MS, type OneTimeTokenStore } from './one-time-tokens';
import type { SessionInfo, SessionStore } from './sessions';

export type AccountSecurityOptions = {
  accounts: AccountStore;
  sessions: SessionStore;
  resets: OneTimeTokenStore;
  devices: KnownDeviceStore;
  limits: AbuseLimits;
  outbox: Outbox;
  publicUrl: () => string;
  /** The password rule; throws the refusal. */
  checkNewPassword: (password: string, email: string) => Promise<void>;
};

/** The caller of a signed-in route. */
export type Caller = { uid: string; email: string; sessionId: string };

/** The app's page a reset link opens; the token rides in the fragment, which never reaches a server log. */
export const RESET_PAGE = '/reset-password';

export const securityErrors = {
  wrongPassword: () => new HttpError(401, 'auth/wrong-password', 'The current password is wrong.'),
  invalidResetLink: () =>
    new HttpError(400, 'auth/invalid-action-code', 'This password reset link is invalid, has expired or has already been used. Ask for a new one.'),
  invalidEmail: () => new HttpError(400, 'auth/invalid-email', 'Email is not valid.'),
};

export function createAccountSecurity({ accounts, sessions, resets, devices, limits, outbox, publicUrl, checkNewPassword }: AccountSecurityOptions) {
  /** Ends the account's sessions but `keep`, and its reset links; answers the sessions ended. */
  async function endAllBut(uid: string, keep?: string): Promise<string[]> {
    await resets.removeFor(uid);
    return sessions.removeAllFor(uid, keep);
  }

  return {
    /** Answers the sessions it ended (all of the caller's others). */
    async changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<string[]> {
      const attempt = limits.passwordCheck(caller.uid);
      if (!(await accounts.isPasswordOf(caller.uid, currentPassword))) throw securityErrors.wrongPassword();
      attempt.refund();
      await checkNewPassword(newPassword, caller.email);
      await accounts.setPassword(caller.uid, newPassword);
      return endAllBut(caller.uid, caller.sessionId);
    },

    /**
     * Mails a reset link when an account has this address. The answer is the same either way, so
     * nobody learns from it which addresses have accounts. `device`: the known device the request
     * proves, if any (the owner asking past the limits others filled).
     */
    async requestPasswordReset(email: string, clientAddress: string, device: KnownDevice | null): Promise<void> {
      if (!isValidEmail(email.trim())) throw securityErrors.invalidEmail();
      const account = await accounts.findByEmail(email);
      limits.resetMail(normalizeEmail(email), clientAddress, account && device?.uid === account.uid ? device.key : null);
      if (!account) return;
      const token = await resets.issue(account.uid);
      await outbox.sendMail(resetMail(account.email, `${publicUrl()}${RESET_PAGE}#token=${token}`, RESET_TTL_MS / 60_000));
    },

    /**
     * Sets the new password and ends every session of the account; answers the sessions ended, and
     * a known-device token for the browser that used the link: it reached the owner's mailbox, so
     * the strangers' guesses that locked the account stop counting and this browser signs in past
     * any they send next.
     */
    async resetPassword(token: string, newPassword: string): Promise<{ ended: string[]; device: string }> {
      const holder = await resets.peek(token);
      const account = holder && (await accounts.findByUid(holder));
      if (!account) throw securityErrors.invalidResetLink();
      // Checked before the token is used up, so a refused password can be replaced by another.
      await checkNewPassword(newPassword, account.email);
      if ((await resets.consume(token)) !== account.uid) throw securityErrors.invalidResetLink();
      await accounts.setPassword(account.uid, newPassword);
      // The link reached the address's mailbox: the address is verified.
      await accounts.markVerified(account.uid);
      limits.clearSignInLockout(normalizeEmail(account.email));
      return { ended: await endAllBut(account.uid), device: await devices.issue(account.uid) };
    },

    listSessions: (uid: string): Promise<SessionInfo[]> => sessions.listFor(uid),

    async endSession(uid: string, sessionId: string): Promise<void> {
      if (!(await sessions.removeOwn(uid, sessionId))) throw notFound('There is no such session.');
    },

    /** Ends every session of the account, the caller's own included; answers them. */
    signOutEverywhere: (uid: string): Promise<string[]> => endAllBut(uid),
  };
}
