/**
 * Keeps what the participants table sorts and filters by true before it reads (issue 31), the same
 * way on the embedded server and in the Cloud Function, since both run the listing handler:
 *
 * - Participants stored before the listing fields existed lack them, and a query ordered by a
 *   field leaves such documents out. Each event is brought up once: the first listing (and, on
 *   the embedded server, its start-up) writes the missing fields, then marks the event.
 * - A stored 'online' is only as fresh as the last heartbeat, and nobody writes 'offline' when a
 *   viewer closes the tab. The table shows participantStateAt; so that the State sort agrees,
 *   every listing first stores 'offline' on those whose 'online' has expired. Finding them is one
 *   index range (state, lastSeenAt), empty and cheap when nobody left since the last listing.
 */
import { DOCUMENT_ID_FIELD, type QuerySpec } from '@domain/documents/query';
import type { WriteData } from '@domain/documents/values';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { ONLINE_WINDOW_MS, participantStateAt } from '@domain/events/visitor-analytics';
import { LISTING_VERSION, LISTING_VERSION_FIELD, missingListingFields } from '@domain/participants/participant-listing';
import type { AdminDoc, AdminDocs } from './services';

/** Documents one read and one transaction take: under Firestore's 500 writes a commit. */
const CHUNK = 400;

/** Every participant of the event in chunks by document id: one index range each, no cursor. */
async function eachChunk(docs: AdminDocs, eventId: string, handle: (chunk: AdminDoc[]) => Promise<void>): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const where = after ? [{ field: DOCUMENT_ID_FIELD, op: '>' as const, value: after }] : [];
    const chunk = await docs.list({ path: PARTICIPANTS_COLLECTION(eventId), where, orderBy: [{ field: DOCUMENT_ID_FIELD, direction: 'asc' }], limit: CHUNK });
    if (chunk.length > 0) await handle(chunk);
    if (chunk.length < CHUNK) return;
    after = chunk[chunk.length - 1].id;
  }
}

/** Writes, in a transaction over fresh reads, what `change` asks of each document still there. */
async function updateEach(docs: AdminDocs, paths: string[], change: (doc: AdminDoc) => WriteData | null): Promise<void> {
  if (paths.length === 0) return;
  await docs.runTransaction(async (tx) => {
    for (const doc of await tx.getAll(paths)) {
      const data = doc && change(doc);
      if (doc && data) tx.update(doc.path, data);
    }
  });
}

const missingOf = (doc: AdminDoc) => {
  const missing = missingListingFields(doc.data);
  return Object.keys(missing).length > 0 ? (missing as WriteData) : null;
};

/** Gives the event's participants stored before the listing fields those fields, once per event. */
export async function backfillListingFields(docs: AdminDocs, eventId: string): Promise<void> {
  const event = await docs.get(`events/${eventId}`);
  if (!event || event.data[LISTING_VERSION_FIELD] === LISTING_VERSION) return;
  await eachChunk(docs, eventId, (chunk) =>
    updateEach(docs, chunk.filter((doc) => missingOf(doc) !== null).map((doc) => doc.path), missingOf),
  );
  await docs.runTransaction(async (tx) => {
    if (await tx.get(event.path)) tx.update(event.path, { [LISTING_VERSION_FIELD]: LISTING_VERSION });
  });
}

/** The embedded server's start-up step: every event not yet brought up, so no first listing waits for it. */
export async function backfillAllListingFields(docs: AdminDocs): Promise<void> {
  for (const event of await docs.list({ path: 'events' })) await backfillListingFields(docs, event.id);
}

/** Stores 'offline' on the event's participants whose stored 'online' has expired as of `now`. */
export async function storeExpiredOnline(docs: AdminDocs, eventId: string, now: Date): Promise<void> {
  const expired: QuerySpec = {
    path: PARTICIPANTS_COLLECTION(eventId),
    where: [
      { field: 'state', op: '==', value: 'online' },
      { field: 'lastSeenAt', op: '<=', value: new Date(now.getTime() - ONLINE_WINDOW_MS) },
    ],
  };
  // A heartbeat landing meanwhile makes the transaction read them online again and leave them be;
  // those written drop out of the query, so each round reads the next ones from its start.
  const offline = (doc: AdminDoc) => (doc.data.state === 'online' && participantStateAt(doc.data, now) === 'offline' ? { state: 'offline' } : null);
  for (;;) {
    const chunk = await docs.list({ ...expired, limit: CHUNK });
    await updateEach(docs, chunk.map((doc) => doc.path), offline);
    if (chunk.length < CHUNK) return;
  }
}
