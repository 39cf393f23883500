/**
 * Getting into a protected event site (spec 000 sections 3 and 6: protectionType with passHash
 * or pinHash, or email with "Import participants to event"): the rules for setting a password or
 * PIN in the settings, the address a viewer gives an email-protected site, and the messages the
 * site shows. The server checks what a viewer gives (against the stored hash, or the event's
 * participants) and answers a pass.
 *
 * Our rules (the spec has none): a password of 6 to 200 characters, a PIN of 4 to 8 digits; a
 * viewer (an address, on one event) who keeps guessing waits longer each time (issue 30): 3 wrong
 * tries in 30 seconds, 6 in 5 minutes, and 10 in 15 minutes, as sign-in allows an account
 * (server/auth/abuse-limits.ts); one event takes 200 wrong tries in 10 minutes from the addresses
 * that already tried, which stops a spread-out search of the PINs without locking out a new viewer.
 * An address that is not a participant's is a wrong try like a wrong password, so the same limits
 * stop a search of the participant list; its refusal says only that the address is not on it.
 */
import { isEmail, normalizeEmail } from '../participants/participant-identity';
import type { SiteProtection } from './event-site';
import { registrationLimits } from './registration';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const PIN_PATTERN = /^[0-9]{4,8}$/;
/** No participant has a longer address: registration and the import both stop at 200 characters. */
export const ACCESS_EMAIL_MAX_LENGTH = registrationLimits.textMaxLength;

export const UNLOCK_LIMIT = {
  /** The growing waits, the longest window last. */
  perViewer: [
    { limit: 3, windowMs: 30_000 },
    { limit: 6, windowMs: 5 * 60_000 },
    { limit: 10, windowMs: 15 * 60_000 },
  ],
  perEvent: { limit: 200, windowMs: 10 * 60_000 },
} as const;
export const REGISTER_LIMIT = { perAddress: 20, windowMs: 60 * 60_000 } as const;

export const siteAccessMessages = {
  passwordTitle: 'This event is protected',
  passwordPrompt: 'Please enter the password to continue.',
  pinPrompt: 'Please enter the PIN to continue.',
  emailPrompt: 'Please enter your e-mail address to continue. Only the event’s participants get in.',
  invalidEmail: 'Please enter a valid e-mail address.',
  /** The one answer for an address of no participant, or of one the organisers removed. */
  notOnList: 'This address is not on the event’s list of participants.',
  /** Registering on an email-protected site adds no one to its list. */
  registerAsYourself: 'Please register with the e-mail address you gave to get in.',
  wrongPassword: 'Wrong password.',
  wrongPin: 'Wrong PIN.',
  tooManyTries: 'Too many tries.',
  notProtected: 'This event is not protected.',
  passwordRule: `A password is ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  pinRule: 'A PIN is 4 to 8 digits.',
  protectionSaved: 'Protection updated!',
  protectionRemoved: 'Protection removed',
  unlockFirst: 'Please enter the password, PIN or e-mail address first.',
  registerFirst: 'Please register for the event first.',
  noEvent: 'Cannot retrieve event. Maybe try a diffrent slug!',
  continue: 'Continue',
  /** The Continue button while a viewer who guessed too often waits. */
  waitToContinue: (seconds: number) => `Try again in ${seconds} s`,
} as const;

/** The message for a password or PIN the settings cannot store, or null. Email protection takes no secret. */
export function protectionSecretProblem(protection: SiteProtection, secret: string): string | null {
  if (protection === 'email') return null;
  if (protection === 'pin') return PIN_PATTERN.test(secret) ? null : siteAccessMessages.pinRule;
  const length = [...secret].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : siteAccessMessages.passwordRule;
}

/** The address a viewer gives an email-protected site, as participants are stored and matched; null when it cannot be one's. */
export function accessEmailOf(given: string): string | null {
  const email = normalizeEmail(given);
  return email.length <= ACCESS_EMAIL_MAX_LENGTH && isEmail(email) ? email : null;
}
