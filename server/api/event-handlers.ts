/**
 * The event calls of issue 4's first slice (spec 000 sections 2.5, 2.8, 4.6 and 5): checking a
 * slug, creating an event and deleting one. A slug belongs to one event through its claim
 * `eventSlugs/{slug}`, written in the same transaction as the event, so of two creations with the
 * same slug exactly one lands and the other is told SLUG_TAKEN. The creation steps are shared
 * with duplication (event-duplication.ts), which writes the copied content between them.
 */
import { newDocumentId } from '@domain/documents/paths';
import { arrayUnion, serverTimestamp, type WriteData } from '@domain/documents/values';
import {
  EVENT_INITIAL_STATE,
  EVENT_STATUS_CREATED,
  EVENT_STATUS_CREATING,
  SLUG_CLAIM,
  SLUG_TAKEN,
  eventCallMessages,
  validateSlug,
  validateTitle,
} from '@domain/events/event-rules';
import { HttpError, invalidArgument, notFound, permissionDenied, statusForCode } from '../http/errors';
import { MEDIA_STORAGE, mediaFilesPrefix } from '@domain/media/media-record';
import { LISTING_VERSION, LISTING_VERSION_FIELD } from '@domain/participants/participant-listing';
import { BATCH_WRITES, deleteEventDocuments } from './event-deletion';
import type { ApiHandler } from './handler-types';
import { isDocId, roleOnEvent } from './resource-roles';
import type { AdminDoc, AdminDocs, AdminTransaction } from './services';
import { removeTranscoders } from './stream-handlers';

export const slugTaken = () => new HttpError(statusForCode('already-exists'), 'already-exists', SLUG_TAKEN);

/**
 * Whether an event other than `eventId` holds the slug: by its claim, or by its `slug` field for
 * events written before claims existed (or by a client's own write).
 */
export async function slugHeldByOther(docs: AdminDocs, slug: string, eventId?: string): Promise<boolean> {
  const claim = await docs.get(SLUG_CLAIM(slug));
  if (claim && (eventId === undefined || claim.data.eventId !== eventId)) return true;
  const holders = await docs.list({ path: 'events', where: [{ field: 'slug', op: '==', value: slug }], limit: 2 });
  return holders.some((event) => event.id !== eventId);
}

/** Only an organisation's owners create events in it (the matrix: events create = owner). */
async function ownsOrganization(get: (path: string) => Promise<AdminDoc | null>, organizationId: string, uid: string): Promise<boolean> {
  if (!isDocId('resourceAccess', organizationId)) return false;
  const organization = await get(`resourceAccess/${organizationId}`);
  const record = await get(`resourceAccess/${organizationId}/permissions/${uid}`);
  return organization?.data.type === 'organization' && record?.data.permission === 'owner';
}

/** Refuses a new event in an organisation the caller does not own; without one, anyone may. */
export async function checkCreationPlace(docs: AdminDocs, organizationId: string | null, uid: string): Promise<void> {
  if (organizationId !== null && !(await ownsOrganization((path) => docs.get(path), organizationId, uid))) {
    throw permissionDenied(eventCallMessages.organizationOwnersOnly);
  }
}

export type NewEvent = { eventId: string; title: string; slug: string; organizationId: string | null; uid: string };

/**
 * The first step of creation: the slug claim and the event with status 'event-created', in one
 * transaction. `fields` are the event's other fields (language, date, settings...).
 */
export async function startCreation(docs: AdminDocs, created: NewEvent, fields: WriteData): Promise<void> {
  const { eventId, title, slug, organizationId, uid } = created;
  await docs.runTransaction(async (tx) => {
    // Read in the transaction: a claim made meanwhile makes this one try again and see it.
    if (await tx.get(SLUG_CLAIM(slug))) throw slugTaken();
    tx.set(SLUG_CLAIM(slug), { eventId });
    tx.set(`events/${eventId}`, {
      ...fields,
      // A new event has no participant stored before the listing fields: nothing for the upkeep to bring up.
      [LISTING_VERSION_FIELD]: LISTING_VERSION,
      title,
      slug,
      status: EVENT_STATUS_CREATING,
      state: EVENT_INITIAL_STATE,
      createdAt: serverTimestamp(),
      createdBy: uid,
      ...(organizationId !== null ? { organization: organizationId } : {}),
      permission: { permission: 'owner', ...(organizationId !== null ? { organization: organizationId } : {}) },
    });
  });
}

/** The last step of creation: the access records, then status 'created' (the row becomes clickable). */
export async function finishCreation(tx: AdminTransaction, { eventId, title, organizationId, uid }: NewEvent): Promise<void> {
  if (organizationId !== null) {
    // Read again inside the transaction: a role taken away meanwhile stops the creation.
    if (!(await ownsOrganization((path) => tx.get(path), organizationId, uid))) throw permissionDenied(eventCallMessages.organizationOwnersOnly);
    tx.update(`resourceAccess/${organizationId}`, { events: arrayUnion(eventId) });
  } else {
    const createdAt = serverTimestamp();
    tx.set(`resourceAccess/${eventId}`, { type: 'event', name: title, users: [uid], events: [eventId], createdAt, createdBy: uid });
    tx.set(`resourceAccess/${eventId}/permissions/${uid}`, { permission: 'owner', createdAt, createdBy: uid, grantedBy: uid });
  }
  tx.update(`events/${eventId}`, { status: EVENT_STATUS_CREATED });
}

/**
 * Takes back a creation that failed after its first step, best effort: the documents written
 * under it (in batches), then the event and its claim, so the slug is free again.
 */
export async function abandonCreation(docs: AdminDocs, { eventId, slug }: NewEvent, written: readonly string[] = []): Promise<void> {
  for (let start = 0; start < written.length; start += BATCH_WRITES) {
    const batch = written.slice(start, start + BATCH_WRITES);
    await docs.runTransaction(async (tx) => batch.forEach((path) => tx.delete(path))).catch(() => undefined);
  }
  await docs
    .runTransaction(async (tx) => {
      tx.delete(`events/${eventId}`);
      tx.delete(SLUG_CLAIM(slug));
    })
    .catch(() => undefined);
}

export const checkEventSlug: ApiHandler<'checkEventSlug'> = {
  access: 'signed-in',
  async run({ slug, eventId }, { services }) {
    const problem = validateSlug(slug);
    if (problem) throw invalidArgument(problem);
    return { available: !(await slugHeldByOther(services.docs, slug, eventId)) };
  },
};

export const createEvent: ApiHandler<'createEvent'> = {
  access: 'signed-in',
  async run({ title, slug, language, organizationId }, { auth, services }) {
    const { uid } = auth!;
    const { docs } = services;
    const problem = validateTitle(title) ?? validateSlug(slug);
    if (problem) throw invalidArgument(problem);
    await checkCreationPlace(docs, organizationId, uid);
    if (await slugHeldByOther(docs, slug)) throw slugTaken();

    const created: NewEvent = { eventId: newDocumentId(), title: title.trim(), slug, organizationId, uid };
    await startCreation(docs, created, { date: null, tags: [], language });
    try {
      await docs.runTransaction((tx) => finishCreation(tx, created));
    } catch (error) {
      // Nothing half-made stays behind: the event and its claim go, and the slug is free again.
      await abandonCreation(docs, created);
      throw error;
    }
    return { eventId: created.eventId };
  },
};

export const deleteEvent: ApiHandler<'deleteEvent'> = {
  access: 'signed-in',
  async run({ eventId }, ctx) {
    const { auth, services } = ctx;
    if ((await roleOnEvent(services.docs, eventId, auth!.uid)) !== 'owner') throw permissionDenied(eventCallMessages.eventOwnersOnly);
    const media = await services.docs.list({ path: MEDIA_STORAGE, where: [{ field: 'resourceID', op: '==', value: eventId }] });
    // The encoder's transcoders (processes, recordings) go with the event's streams.
    await removeTranscoders(ctx, eventId);
    const deleted = await deleteEventDocuments(services.docs, eventId);
    if (deleted === null) throw notFound(eventCallMessages.noSuchEvent);
    // Files go once the documents that point at them are gone; the event's folder is its id, and
    // each media item has its own.
    await services.deleteFiles(`${eventId}/`);
    for (const item of media) await services.deleteFiles(mediaFilesPrefix(item.id));
    return { deleted };
  },
};
