/**
 * What sign-up is on both providers (the embedded server's auth service, the Cloud Functions'
 * `signUp` and `finishSignUp` calls): the checks of the form, the refusals, and the two mails
 * whose links finish a sign-up or tell the owner of a taken address.
 */
import { passwordMessages, passwordProblem } from '@domain/account/password-rule';
import { isValidEmail, messages } from '@domain/account/profile';
import { serverTimestamp, type WriteData } from '@domain/documents/values';
import { HttpError } from '../http/errors';
import type { MailMessage } from '../mail/mail-message';
import { signUpAttemptMail } from '../mail/sign-up-attempt-mail';
import { signUpMail } from '../mail/sign-up-mail';
import { normalizeEmail } from './accounts';

/** As long as an email verification link: a day to find the mail. */
export const SIGN_UP_TTL_MS = 24 * 60 * 60 * 1000;

/** The app page a sign-up link opens; it sends the link's token on to finish the sign-up. */
export const FINISH_SIGN_UP_PAGE = '/finish-signup';

export const authErrors = {
  invalidEmail: () => new HttpError(400, 'auth/invalid-email', messages.emailInvalid),
  /** The password rule's refusal: too short (the spec's code and message) or too easy to guess. */
  unusablePassword: (problem: string) => new HttpError(400, problem === passwordMessages.tooShort ? 'auth/weak-password' : 'auth/password-too-easy', problem),
  invalidCredential: () => new HttpError(401, 'auth/invalid-credential', 'Wrong email or password.'),
  signUpLinkUsed: () => new HttpError(409, 'auth/sign-up-link-used', 'This sign-up link was already used: the account exists. Sign in.'),
  signUpLinkExpired: () => new HttpError(410, 'auth/sign-up-link-expired', 'This sign-up link has expired. Sign up again.'),
  signUpLinkInvalid: () => new HttpError(400, 'auth/sign-up-link-invalid', 'This sign-up link is not valid.'),
  addressTaken: () => new HttpError(409, 'auth/email-already-in-use', 'This address already has an account. Sign in.'),
};

/** Refuses a password the rule refuses; `email` is the account's, which the password must not lean on. */
export async function checkNewPassword(password: string, email: string): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw authErrors.unusablePassword(problem);
}

/** A sign-up link that finishes nothing: followed before, past its day, or never sent. */
export function linkRefusal(kind: 'used' | 'expired' | 'unknown'): HttpError {
  return kind === 'used' ? authErrors.signUpLinkUsed() : kind === 'expired' ? authErrors.signUpLinkExpired() : authErrors.signUpLinkInvalid();
}

/** Refuses what the sign-up form refuses, before any account is looked at. */
export async function checkSignUp(email: string, password: string): Promise<void> {
  if (!isValidEmail(email.trim())) throw authErrors.invalidEmail();
  await checkNewPassword(password, email);
}

/** The mail a sign-up sends: the link that finishes it (in the fragment, as a reset link's: it never reaches a server's logs). */
export function finishSignUpMail(publicUrl: string, email: string, token: string): MailMessage {
  return signUpMail(normalizeEmail(email), `${publicUrl}${FINISH_SIGN_UP_PAGE}#token=${token}`, SIGN_UP_TTL_MS / 3_600_000);
}

/** The mail the owner of a taken address gets instead, with the ways back in. */
export function takenAddressMail(publicUrl: string, ownerEmail: string): MailMessage {
  return signUpAttemptMail(ownerEmail, `${publicUrl}/`, `${publicUrl}/forgot-password`);
}

/** The `users/{uid}` profile a finished sign-up creates (spec 000: type and userType "platform"). */
export function newProfile(uid: string, email: string): WriteData {
  return { uid, email, events: [], type: 'platform', userType: 'platform', createdAt: serverTimestamp() };
}
