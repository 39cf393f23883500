/**
 * Getting into a protected event site (spec 000 sections 3 and 6: protectionType with passHash
 * or pinHash): the rules for setting a password or PIN in the settings, and the messages the
 * site shows. The server checks what a viewer gives against the stored hash and answers a pass.
 *
 * Our rules (the spec has none): a password of 6 to 200 characters, a PIN of 4 to 8 digits; a
 * viewer (an address, on one event) who keeps guessing waits longer each time (issue 30): 3 wrong
 * tries in 30 seconds, 6 in 5 minutes, and 10 in 15 minutes, as sign-in allows an account
 * (server/auth/abuse-limits.ts); one event takes 200 wrong tries in 10 minutes from the addresses
 * that already tried, which stops a spread-out search of the PINs without locking out a new viewer.
 */
import type { SiteProtection } from './event-site';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const PIN_PATTERN = /^[0-9]{4,8}$/;

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
  wrongPassword: 'Wrong password.',
  wrongPin: 'Wrong PIN.',
  tooManyTries: 'Too many tries.',
  notProtected: 'This event has no password or PIN.',
  passwordRule: `A password is ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  pinRule: 'A PIN is 4 to 8 digits.',
  protectionSaved: 'Protection updated!',
  protectionRemoved: 'Protection removed',
  unlockFirst: 'Please enter the password or PIN first.',
  registerFirst: 'Please register for the event first.',
  noEvent: 'Cannot retrieve event. Maybe try a diffrent slug!',
  continue: 'Continue',
  /** The Continue button while a viewer who guessed too often waits. */
  waitToContinue: (seconds: number) => `Try again in ${seconds} s`,
} as const;

/** The message for a password or PIN the settings cannot store, or null. */
export function protectionSecretProblem(protection: SiteProtection, secret: string): string | null {
  if (protection === 'pin') return PIN_PATTERN.test(secret) ? null : siteAccessMessages.pinRule;
  const length = [...secret].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : siteAccessMessages.passwordRule;
}
