/**
 * The invite email rules of spec 000 section 5: the text typed into the invite dialog is split
 * on spaces and commas; only entries that look like an email address are kept; duplicates are
 * dropped; the rest is merged into the list already collected. Invalid entries are silently
 * dropped. Addresses are compared and stored in lower case, as sign-in compares them.
 */
import { isValidEmail } from '../account/profile';

/** How many addresses one "Send invites" may carry. */
export const MAX_INVITES_PER_SEND = 50;

export function normalizeInviteEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The valid, de-duplicated addresses in typed text, in the order they were typed. */
export function parseInviteEmails(text: string): string[] {
  return mergeInviteEmails([], text.split(/[\s,]+/));
}

/** `existing` followed by the valid entries of `added` that it does not hold yet. */
export function mergeInviteEmails(existing: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(existing.map(normalizeInviteEmail));
  const merged = [...existing];
  for (const entry of added) {
    const email = normalizeInviteEmail(entry);
    if (!email || seen.has(email) || !isValidEmail(email)) continue;
    seen.add(email);
    merged.push(email);
  }
  return merged;
}
