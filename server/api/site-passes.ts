/**
 * A viewer's pass to a site that is not open (domain/pages/event-site.ts): an unguessable token
 * (256 random bits) the site keeps in the browser, stored by its SHA-256 hash under the event
 * (`events/{eventId}/sitePasses/{hash}`), which only the server reads. A pass records what its
 * holder has done: given the password or PIN (as a stamp of the hash it matched, so changing the
 * password ends every pass given for the old one) and registered (the participant it made).
 * A registered viewer is also mailed a pass of their own (`mailed`), which lets them in on another
 * browser: it only ever shows the registration, so what a browser does with it (giving the
 * password) goes on a new pass and never travels with the mailed link.
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

/** The stamp of the event's current password or PIN hash; null when it has none. */
export function protectionStamp(event: DocData): string | null {
  const protection = protectionOf(event);
  if (!protection) return null;
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
  const registered = event.registerReq === true && (await registrationStands(docs, eventId, pass));
  return missingWith(event, pass, registered);
}

export type SiteNeed = 'protection' | 'registration';

/** Whether the participant the pass registered is still registered (not removed or disabled). */
export async function registrationStands(docs: Pick<AdminDocs, 'get'>, eventId: string, pass: SitePass | null): Promise<boolean> {
  const participant = pass?.participantId ? await docs.get(`${PARTICIPANTS_COLLECTION(eventId)}/${pass.participantId}`) : null;
  return participant !== null && participant.data.disabled !== true;
}

/** missingFor, with whether the pass's registration stands already read. */
export function missingWith(event: DocData, pass: SitePass | null, registered: boolean): SiteNeed[] {
  const needs: SiteNeed[] = [];
  const stamp = protectionStamp(event);
  if (stamp !== null && pass?.protectionStamp !== stamp) needs.push('protection');
  if (event.registerReq === true && !registered) needs.push('registration');
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
