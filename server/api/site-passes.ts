/**
 * A viewer's pass to a site that is not open (domain/pages/event-site.ts): an unguessable token
 * (256 random bits) the site keeps in the browser, stored by its SHA-256 hash under the event
 * (`events/{eventId}/sitePasses/{hash}`), which only the server reads. A pass records what its
 * holder has done: given the password or PIN (as a stamp of the hash it matched, so changing the
 * password ends every pass given for the old one) or, on an email-protected site, a participant's
 * address (the stamp of that protection's random key, and the participant), and registered (the
 * participant it made). A participant's pass holds only while they stay on the event's list:
 * removing or disabling them ends it, as changing the protection does.
 * A registered viewer is also mailed a pass of their own (`mailed`), which lets them in on another
 * browser: it shows the registration, and on an email-protected site the participant it names,
 * never a password; what a browser does with it (giving the password) goes on a new pass and
 * never travels with the mailed link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { serverTimestamp, type DocData } from '@domain/documents/values';
import { SITE_PASSES, protectionOf } from '@domain/pages/event-site';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import type { AdminDocs, AdminTransaction } from './services';

export type SitePass = { path: string; protectionStamp: string | null; participantId: string | null; mailed: boolean };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const newPassToken = () => randomBytes(32).toString('base64url');
export const passPath = (eventId: string, token: string) => `${SITE_PASSES(eventId)}/${sha256(token)}`;

/** The stamp of the event's current password or PIN hash, or of its email protection's key; null when it has none. */
export function protectionStamp(event: DocData): string | null {
  const protection = protectionOf(event);
  if (!protection) return null;
  if (protection === 'email') return sha256(`email\n${String(event.emailKey ?? '')}`).slice(0, 32);
  return sha256(String(protection === 'password' ? event.passHash : event.pinHash)).slice(0, 32);
}

/** The stored pass of a token, or null (no token, or one the server never issued for this event). */
export async function readPass(docs: Pick<AdminDocs, 'get'>, eventId: string, token: string | undefined): Promise<SitePass | null> {
  if (!token) return null;
  const path = passPath(eventId, token);
  const stored = await docs.get(path);
  if (!stored) return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { path, protectionStamp: text(stored.data.protectionStamp), participantId: text(stored.data.participantId), mailed: stored.data.mailed === true };
}

/** What a site asks of its viewers that this pass does not show. */
export async function missingFor(docs: Pick<AdminDocs, 'get'>, eventId: string, event: DocData, pass: SitePass | null): Promise<SiteNeed[]> {
  return missingWith(event, pass, asksParticipant(event) ? await passParticipant(docs, eventId, pass) : null);
}

/** Whether the site lets viewers in as participants of the event (by registering, or by their address), whose removal ends it. */
export const asksParticipant = (event: DocData): boolean => event.registerReq === true || protectionOf(event) === 'email';

/** Whether a participant's record still lets them in: it exists, and the organisers have not removed or disabled them. */
export const standing = (participant: DocData | null): boolean => participant !== null && participant.disabled !== true;

export type SiteNeed = 'protection' | 'registration';

/** The participant a pass names, while they stay on the event's list; `registered`: through the site's form. */
export type PassParticipant = { id: string; registered: boolean };

/** The participant the pass registered or let in by their address, unless they were removed or disabled since. */
export async function passParticipant(docs: Pick<AdminDocs, 'get'>, eventId: string, pass: SitePass | null): Promise<PassParticipant | null> {
  const participant = pass?.participantId ? await docs.get(`${PARTICIPANTS_COLLECTION(eventId)}/${pass.participantId}`) : null;
  if (!participant || !standing(participant.data)) return null;
  return { id: participant.id, registered: participant.data.registered === true };
}

/**
 * missingFor, with the pass's participant already read. Email protection lets in the participant
 * the pass names while they stand, be it the pass their address gave or the one they were mailed:
 * that one proves them more than typing their address does. Registration wants them to have
 * registered, so a participant the organisers imported still fills in the event's form where it asks for one.
 */
export function missingWith(event: DocData, pass: SitePass | null, participant: PassParticipant | null): SiteNeed[] {
  const needs: SiteNeed[] = [];
  const stamp = protectionStamp(event);
  const unlocked = protectionOf(event) === 'email' ? participant !== null && (pass?.protectionStamp === stamp || pass?.mailed === true) : pass?.protectionStamp === stamp;
  if (stamp !== null && !unlocked) needs.push('protection');
  if (event.registerReq === true && participant?.registered !== true) needs.push('registration');
  return needs;
}

/** Writes the pass with these changes: the holder's pass when it has one, else a new one. Answers its token. */
export function savePass(
  tx: AdminTransaction,
  eventId: string,
  token: string | undefined,
  held: SitePass | null,
  changes: Partial<Pick<SitePass, 'protectionStamp' | 'participantId'>>,
): string {
  const fields = {
    protectionStamp: changes.protectionStamp ?? held?.protectionStamp ?? null,
    participantId: changes.participantId ?? held?.participantId ?? null,
    updatedAt: serverTimestamp(),
  };
  if (held && token && !held.mailed) {
    tx.update(held.path, fields);
    return token;
  }
  const fresh = newPassToken();
  tx.set(passPath(eventId, fresh), { ...fields, createdAt: serverTimestamp() });
  return fresh;
}

/** Writes the pass a registered viewer is mailed: it shows their registration and nothing else. Answers its token. */
export function saveMailedPass(tx: AdminTransaction, eventId: string, participantId: string): string {
  const token = newPassToken();
  tx.set(passPath(eventId, token), { protectionStamp: null, participantId, mailed: true, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  return token;
}
