/**
 * Getting into a protected event site (spec 000 sections 3 and 6: protectionType with passHash
 * or pinHash): the rules for setting a password or PIN in the settings, and the messages the
 * site shows. The server checks what a viewer gives against the stored hash and answers a pass.
 *
 * Our rules (the spec has none): a password of 6 to 200 characters, a PIN of 4 to 8 digits; a
 * viewer's address may try 10 times in 10 minutes, and one event takes 200 wrong tries in 10
 * minutes from all addresses together, which stops a spread-out search of the PINs.
 */
import type { SiteProtection } from './event-site';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const PIN_PATTERN = /^[0-9]{4,8}$/;

export const UNLOCK_LIMIT = { perAddress: 10, perEvent: 200, windowMs: 10 * 60_000 } as const;
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
} as const;

/** The message for a password or PIN the settings cannot store, or null. */
export function protectionSecretProblem(protection: SiteProtection, secret: string): string | null {
  if (protection === 'pin') return PIN_PATTERN.test(secret) ? null : siteAccessMessages.pinRule;
  const length = [...secret].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : siteAccessMessages.passwordRule;
}
