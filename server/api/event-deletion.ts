/**
 * Deleting an event with everything it holds (issue 4, My events). The sub-collections come from
 * the permission matrix, so one added there is deleted here too, and so do the top-level records
 * that name the event in their resource field (media records, presenter links, Zoom meetings,
 * reminders, sent mail and text messages; deleteEvent then removes their stored files). Content goes first, in
 * transactions of at most BATCH_WRITES (an event without an organisation also loses its access
 * record's library folders); the event, its access record and permission records, notes,
 * moderation link, slug claim and organisation entry go last, together, so a deletion that fails
 * halfway leaves the event in place and its owner can simply delete it again.
 */
import { SLUG_CLAIM } from '@domain/events/event-rules';
import { MODERATION_LINK } from '@domain/chats/chat';
import { arrayRemove } from '@domain/documents/values';
import { MATRIX } from '@domain/permissions/matrix';
import { organizationOf } from '@domain/permissions/event-organization';
import { isDocId } from './resource-roles';
import type { AdminDoc, AdminDocs } from './services';

/** Below Firestore's 500 writes per transaction, with room for the event's own documents. */
export const BATCH_WRITES = 450;
/** The event, its claim, its access record, notes and moderation link, plus the organisation's update. */
const CORE_WRITES = 6;

type CollectionTree = Map<string, CollectionTree>;

/** The sub-collections the matrix names under a document pattern: `events/{eventId}/` gives chats > messages... */
function subCollections(prefix: string): CollectionTree {
  const root: CollectionTree = new Map();
  for (const { path } of MATRIX) {
    if (!path.startsWith(prefix)) continue;
    const names = path.slice(prefix.length).split('/').filter((_, i) => i % 2 === 0);
    let node = root;
    for (const name of names) {
      if (!node.has(name)) node.set(name, new Map());
      node = node.get(name)!;
    }
  }
  return root;
}

const EVENT_CONTENT = subCollections('events/{eventId}/');
/** The access record's permissions and library folders. */
const ACCESS_CONTENT = subCollections('resourceAccess/{resourceId}/');

/** Top-level collections whose documents belong to the event named in one of their fields. */
const EVENT_RECORDS = MATRIX.flatMap(({ path, resource }) =>
  'field' in resource && path.split('/').length === 2 ? [{ collection: path.split('/')[0], field: resource.field }] : [],
);

async function collectRecords(docs: AdminDocs, eventId: string, into: string[]): Promise<void> {
  for (const { collection, field } of EVENT_RECORDS) {
    const records = await docs.list({ path: collection, where: [{ field, op: '==', value: eventId }] });
    into.push(...records.map((record) => record.path));
  }
}

/** Every document under `parent` in these collections, each after its own sub-documents. */
async function collect(docs: AdminDocs, parent: string, tree: CollectionTree, into: string[]): Promise<void> {
  for (const [name, children] of tree) {
    for (const doc of await docs.list({ path: `${parent}/${name}` })) {
      await collect(docs, doc.path, children, into);
      into.push(doc.path);
    }
  }
}

async function deleteAll(docs: AdminDocs, paths: string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += BATCH_WRITES) {
    const batch = paths.slice(start, start + BATCH_WRITES);
    await docs.runTransaction(async (tx) => batch.forEach((path) => tx.delete(path)));
  }
}

/** The event's own documents, read again in the final transaction; null when the event is gone. */
async function coreDocs(get: (path: string) => Promise<AdminDoc | null>, eventId: string) {
  const event = await get(`events/${eventId}`);
  if (!event) return null;
  const slug = typeof event.data.slug === 'string' ? event.data.slug : '';
  const claim = isDocId('eventSlugs', slug) ? await get(SLUG_CLAIM(slug)) : null;
  const access = await get(`resourceAccess/${eventId}`);
  const organization = organizationOf(event.data);
  const organizationAccess = organization && organization !== eventId ? await get(`resourceAccess/${organization}`) : null;
  const owned = [
    event,
    claim?.data.eventId === eventId ? claim : null,
    // An organisation's record is never an event's, whatever id a document was given.
    access?.data.type === 'event' ? access : null,
    await get(`notes/${eventId}`),
    await get(MODERATION_LINK(eventId)),
  ];
  return { owned: owned.filter((doc): doc is AdminDoc => doc !== null), organizationAccess, ownAccess: access?.data.type === 'event' };
}

/**
 * Deletes the event and returns how many documents were removed; null when there is no such
 * event. The caller's right to do so is checked before.
 */
export async function deleteEventDocuments(docs: AdminDocs, eventId: string): Promise<number | null> {
  const before = await coreDocs((path) => docs.get(path), eventId);
  if (!before) return null;
  const paths: string[] = [];
  await collect(docs, `events/${eventId}`, EVENT_CONTENT, paths);
  await collectRecords(docs, eventId, paths);
  if (before.ownAccess) {
    const access: string[] = [];
    await collect(docs, `resourceAccess/${eventId}`, ACCESS_CONTENT, access);
    // The permission records go with the final step: until then the owner can try again.
    const isPermission = (path: string) => path.startsWith(`resourceAccess/${eventId}/permissions/`);
    paths.push(...access.filter((path) => !isPermission(path)), ...access.filter(isPermission));
  }
  const last = paths.splice(Math.max(0, paths.length - (BATCH_WRITES - CORE_WRITES)));
  await deleteAll(docs, paths);
  const core = await docs.runTransaction(async (tx) => {
    const current = await coreDocs((path) => tx.get(path), eventId);
    last.forEach((path) => tx.delete(path));
    // Deleted by someone else meanwhile: what was left under it goes all the same.
    if (!current) return last.length;
    current.owned.forEach((doc) => tx.delete(doc.path));
    if (current.organizationAccess) tx.update(current.organizationAccess.path, { events: arrayRemove(eventId) });
    return last.length + current.owned.length;
  });
  return paths.length + core;
}
