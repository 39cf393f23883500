/**
 * Who a participant is: their email address, compared trimmed and case-insensitively. The site's
 * registration and the organisers' import both key a participant by it, so a person imported and
 * then registering (or the other way round) stays one participant.
 */

/** The same pattern as sign-up's (spec 000 section 5: a standard email pattern). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address as participants are stored and matched by. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Whether a (trimmed) address has the standard shape. */
export const isEmail = (value: string): boolean => EMAIL.test(value);
