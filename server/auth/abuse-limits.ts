/**
 * How often the auth endpoints do their costly or mail-sending work: per account (or email), per
 * client address, and for everyone together, each in a sliding window. A request takes its uses
 * before any work starts (sign-in before the password check), so requests sent in parallel are
 * counted as they arrive and the ones past a limit never reach the check.
 */
import { tooManyRequests } from '../http/errors';
import { createSlidingWindow, takeAll, type SlidingWindow } from '../limits/sliding-window';

export type Limit = { limit: number; windowMs: number };

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const ABUSE_LIMITS = {
  /** Sign-in attempts that failed or are still being checked (a successful one is given back). */
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  signInOverall: { limit: 2000, windowMs: 15 * MINUTE },
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

/** `overrides`: other limits for some windows (tests that sign many accounts up from one address). */
export function createAbuseLimits(overrides: Partial<AbuseLimitSettings> = {}) {
  const windows = Object.fromEntries(Object.entries({ ...ABUSE_LIMITS, ...overrides }).map(([name, limit]) => [name, createSlidingWindow(limit)])) as Record<
    keyof AbuseLimitSettings,
    SlidingWindow
  >;

  /** Takes one use of each quota, or throws the refusal with the longest wait among the full ones. */
  function take(message: string, quotas: [keyof AbuseLimitSettings, string][]) {
    const taken = takeAll(quotas.map(([name, key]) => ({ window: windows[name], key })));
    if (!taken.ok) throw tooManyRequests('auth/too-many-requests', message, taken.retryAfterMs);
    return taken;
  }

  return {
    /** Call `refund` once the password was right: only failed attempts stay counted. */
    signInAttempt: (email: string, address: string) =>
      take(messages.signIn, [
        ['signInPerAccount', email],
        ['signInPerAddress', address],
        ['signInOverall', OVERALL],
      ]),
    signUp: (email: string, address: string) =>
      take(messages.signUp, [
        ['signUpPerEmail', email],
        ['signUpPerAddress', address],
        ['signUpOverall', OVERALL],
      ]),
    verificationMail: (uid: string, address: string) =>
      take(messages.verification, [
        ['verificationPerAccount', uid],
        ['verificationPerAddress', address],
        ['verificationOverall', OVERALL],
      ]),
    resetMail: (email: string, address: string) =>
      take(messages.reset, [
        ['resetPerEmail', email],
        ['resetPerAddress', address],
        ['resetOverall', OVERALL],
      ]),
    passwordCheck: (uid: string) => take(messages.passwordCheck, [['passwordCheckPerAccount', uid]]),
  };
}

export type AbuseLimits = ReturnType<typeof createAbuseLimits>;
