/**
 * The password rule, one for the server and the app, for sign-up, password change and reset: at
 * least 8 characters (spec 000 section 5, with its message) and not easy to guess. "Easy to
 * guess" is zxcvbn's estimate (the zxcvbn-ts port, with its common-password and English
 * dictionaries): below score 2, under about a million guesses, the password is refused; that
 * covers the most common passwords (`password`, `12345678`), keyboard walks, repeats,
 * sequences, dates and the user's own email.
 *
 * The dictionaries are large, so they load on first use: the sign-in page never downloads them.
 */
import { messages, PASSWORD_MIN } from './profile';

/** Longest password the server accepts; a phrase this long is strong whatever it holds. */
export const PASSWORD_MAX = 1024;
/** zxcvbn's score runs 0-4; 2 means at least about 10^6 guesses. */
export const MIN_PASSWORD_SCORE = 2;
/** zxcvbn's matching grows fast with length; past this many characters the rest cannot make it weaker. */
const CHECKED_LENGTH = 100;

export const passwordMessages = {
  tooShort: messages.passwordTooShort,
  tooLong: `A password can be at most ${PASSWORD_MAX} characters long.`,
  tooEasy: 'This password is too easy to guess. Use a longer one, for example a few words that do not belong together.',
} as const;

type Estimator = { check(password: string, userInputs?: string[]): { score: number; feedback: { warning: string | null } } };

let estimator: Promise<Estimator> | null = null;

function loadEstimator(): Promise<Estimator> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  // A failed download is tried again next time instead of being remembered.
  estimator.catch(() => (estimator = null));
  return estimator;
}

/** Starts loading the dictionaries ahead of the first check (e.g. when a password form opens). */
export function preloadPasswordRule(): void {
  void loadEstimator().catch(() => undefined);
}

/** The words of an email that a password must not lean on: the whole address and its parts. */
function wordsOf(email: string | undefined): string[] {
  if (!email) return [];
  const lower = email.trim().toLowerCase();
  return [lower, ...lower.split(/[@.+_-]/).filter((part) => part.length >= 3)];
}

/**
 * Why this password may not be used (the message to show), or null when it may. `email`: the
 * account's address, which the password must not be built from.
 */
export async function passwordProblem(password: string, email?: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX) return passwordMessages.tooLong;
  const result = (await loadEstimator()).check(password.slice(0, CHECKED_LENGTH), wordsOf(email));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return result.feedback.warning ? `${passwordMessages.tooEasy} ${result.feedback.warning}` : passwordMessages.tooEasy;
}
