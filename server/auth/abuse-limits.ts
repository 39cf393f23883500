/**
 * How often the auth endpoints do their costly or mail-sending work: per account (or email), per
 * client address, and for everyone together, each in a sliding window. A request takes its uses
 * before any work starts (sign-in before the password check), so requests sent in parallel are
 * counted as they arrive and the ones past a limit never reach the check.
 *
 * None of them may be turned against someone else by a few dozen addresses. The ceilings for
 * everyone together count and refuse only addresses past a tenth of their own limit, so when
 * they fill, the addresses sending the flood are refused and the others are still served. A
 * request from a known device of the account (`known-devices.ts`) is counted per device only: the
 * account's lockout and the addresses' limits that strangers filled do not apply to its owner.
 */
import { tooManyRequests } from '../http/errors';
import { createSlidingWindow, takeAll, withCeiling, type Quota, type SlidingWindow } from '../limits/sliding-window';

export type Limit = { limit: number; windowMs: number };

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const ABUSE_LIMITS = {
  /** Sign-in attempts that failed or are still being checked (a successful one is given back). */
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  signInOverall: { limit: 2000, windowMs: 15 * MINUTE },
  /** Sign-in attempts from one of the account's known devices, in place of the three above. */
  signInPerDevice: { limit: 10, windowMs: 15 * MINUTE },
  signUpPerEmail: { limit: 5, windowMs: HOUR },
  signUpPerAddress: { limit: 30, windowMs: HOUR },
  signUpOverall: { limit: 500, windowMs: HOUR },
  /** Verification mail asked for again (sign-up's own mail counts as the sign-up). */
  verificationPerAccount: { limit: 5, windowMs: HOUR },
  verificationPerAddress: { limit: 30, windowMs: HOUR },
  verificationOverall: { limit: 500, windowMs: HOUR },
  /** Password reset mail, counted per email asked for whether or not an account has it. */
  resetPerEmail: { limit: 3, windowMs: HOUR },
  resetPerAddress: { limit: 10, windowMs: HOUR },
  resetOverall: { limit: 200, windowMs: HOUR },
  /** Reset mail asked for from one of the account's known devices, in place of the three above. */
  resetPerDevice: { limit: 3, windowMs: HOUR },
  /** Current passwords checked before a password change. */
  passwordCheckPerAccount: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export type AbuseLimitSettings = { [K in keyof typeof ABUSE_LIMITS]: Limit };

const messages = {
  signIn: 'Too many sign-in attempts.',
  signUp: 'Too many accounts were created from here.',
  verification: 'Too many verification mails were asked for.',
  reset: 'Too many password reset mails were asked for.',
  passwordCheck: 'Too many wrong passwords.',
};

const OVERALL = '*';

type QuotaName = keyof AbuseLimitSettings;

/** `overrides`: other limits for some windows (tests that sign many accounts up from one address). */
export function createAbuseLimits(overrides: Partial<AbuseLimitSettings> = {}) {
  const windows = Object.fromEntries(Object.entries({ ...ABUSE_LIMITS, ...overrides }).map(([name, limit]) => [name, createSlidingWindow(limit)])) as Record<
    keyof AbuseLimitSettings,
    SlidingWindow
  >;

  const quota = (name: QuotaName, key: string): Quota => ({ window: windows[name], key });

  /** Takes one use of each quota, or throws the refusal with the longest wait among the full ones. */
  function take(message: string, quotas: Quota[]) {
    const taken = takeAll(quotas);
    if (!taken.ok) throw tooManyRequests('auth/too-many-requests', message, taken.retryAfterMs);
    return taken;
  }

  const addressAndOverall = (perAddress: QuotaName, overall: QuotaName, address: string) => withCeiling(quota(perAddress, address), quota(overall, OVERALL));

  return {
    /**
     * Call `refund` once the password was right: only failed attempts stay counted. `device`: the
     * key of a known device of the account asked for, when the request proves one.
     */
    signInAttempt: (email: string, address: string, device: string | null) =>
      take(
        messages.signIn,
        device ? [quota('signInPerDevice', device)] : [quota('signInPerAccount', email), ...addressAndOverall('signInPerAddress', 'signInOverall', address)],
      ),
    /** The owner proved they hold the account (a completed password reset): strangers' guesses no longer lock it. */
    clearSignInLockout: (email: string) => windows.signInPerAccount.forget(email),
    signUp: (email: string, address: string) =>
      take(messages.signUp, [quota('signUpPerEmail', email), ...addressAndOverall('signUpPerAddress', 'signUpOverall', address)]),
    verificationMail: (uid: string, address: string) =>
      take(messages.verification, [quota('verificationPerAccount', uid), ...addressAndOverall('verificationPerAddress', 'verificationOverall', address)]),
    /** `device` as for sign-in: the owner's known device asks past the limits strangers filled. */
    resetMail: (email: string, address: string, device: string | null) =>
      take(
        messages.reset,
        device ? [quota('resetPerDevice', device)] : [quota('resetPerEmail', email), ...addressAndOverall('resetPerAddress', 'resetOverall', address)],
      ),
    passwordCheck: (uid: string) => take(messages.passwordCheck, [quota('passwordCheckPerAccount', uid)]),
  };
}

export type AbuseLimits = ReturnType<typeof createAbuseLimits>;
