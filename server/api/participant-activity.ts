/**
 * A participant seen doing something (a visit, watching, a chat message, a question, a vote): their
 * stats, engagement score, online state and last sighting change together (domain/events/visitor-analytics.ts
 * `participantActivity`), in the same server step that records what they did.
 */
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { participantActivity } from '@domain/events/visitor-analytics';
import type { ParticipantStats } from '@domain/participants/participant-record';
import { isDocId } from './resource-roles';
import type { AdminDoc, AdminDocs, AdminTransaction } from './services';

export const participantPath = (eventId: string, participantId: string) => `${PARTICIPANTS_COLLECTION(eventId)}/${participantId}`;

/** The participant to count activity for: read in the transaction (before its writes), null when gone or removed. */
export async function activeParticipant(tx: AdminTransaction, eventId: string, participantId: string | null): Promise<AdminDoc | null> {
  if (!participantId || !isDocId(PARTICIPANTS_COLLECTION(eventId), participantId)) return null;
  const doc = await tx.get(participantPath(eventId, participantId));
  return doc && doc.data.disabled !== true ? doc : null;
}

/** Queues the participant's update in the transaction that read them. */
export function noteActivity(tx: AdminTransaction, participant: AdminDoc | null, added: Partial<ParticipantStats>, now: Date): void {
  if (participant) tx.update(participant.path, participantActivity(participant.data.stats, added, now));
}

/** For a call whose own write is done elsewhere (a chat message, a vote): the participant's update alone. */
export async function countParticipantActivity(docs: AdminDocs, eventId: string, participantId: string | null, added: Partial<ParticipantStats>): Promise<void> {
  if (!participantId) return;
  await docs.runTransaction(async (tx) => noteActivity(tx, await activeParticipant(tx, eventId, participantId), added, new Date()));
}
