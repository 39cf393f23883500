/**
 * An event's participant found by their address, compared trimmed and case-insensitively
 * (domain/participants/participant-identity.ts): registering again updates them, and an
 * email-protected site lets them in.
 */
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { normalizeEmail } from '@domain/participants/participant-identity';
import { participantPath, registrantId } from './participant-ids';
import type { AdminDoc, AdminDocs } from './services';

export async function participantByEmail(docs: Pick<AdminDocs, 'get' | 'list'>, eventId: string, email: string): Promise<AdminDoc | null> {
  const address = normalizeEmail(email);
  const keyed = await docs.get(participantPath(eventId, registrantId(address)));
  if (keyed) return keyed;
  // A participant written under another id (before ids came from the address) holds the address as stored.
  const [found] = await docs.list({ path: PARTICIPANTS_COLLECTION(eventId), where: [{ field: 'email', op: '==', value: address }], limit: 1 });
  return found ?? null;
}
