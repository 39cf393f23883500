/**
 * A participant's document id, from their email as participants are matched by: the registration
 * and the import both create participants under it, so two writes of one address (two
 * registrations at once, an import and a registration) land on the same document.
 */
import { createHash } from 'node:crypto';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { normalizeEmail } from '@domain/participants/participant-identity';

export const registrantId = (email: string): string => `r${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 27)}`;

export const participantPath = (eventId: string, participantId: string): string => `${PARTICIPANTS_COLLECTION(eventId)}/${participantId}`;
