/**
 * Duplicating an event (spec 000 sections 2.8, 7.4 and 9; issue 4). Anyone who can read the
 * source may ask; the copy goes where the source is: into its organisation, which only the
 * organisation's owners may create events in, or, for an event without one, to the caller as its
 * owner. What the copy holds is worked out by event-copy.ts.
 *
 * One consistent operation: everything is read first; then the copy is written as a creation is
 * (event-handlers.ts): the slug claim with the event in status 'event-created', the copied
 * documents in transactions of at most BATCH_WRITES, and last the access records with status
 * 'created', so a copy is never opened half-made. When a write fails, what was written goes again.
 */
import { newDocumentId } from '@domain/documents/paths';
import { validateSlug, validateTitle, type DuplicableCollection } from '@domain/events/event-rules';
import { organizationOf } from '@domain/permissions/event-organization';
import { invalidArgument, permissionDenied } from '../http/errors';
import { newPollId } from '@domain/polls/poll';
import { COLLECTION_PATHS, planEventCopy, type CopiedDoc, type CopySource } from './event-copy';
import { BATCH_WRITES } from './event-deletion';
import { abandonCreation, checkCreationPlace, finishCreation, slugHeldByOther, slugTaken, startCreation, type NewEvent } from './event-handlers';
import type { ApiHandler } from './handler-types';
import { roleOnEvent } from './resource-roles';
import type { AdminDocs } from './services';

export const duplicationMessages = {
  /** The same answer whether the event is missing or hidden from the caller: it reveals neither. */
  sourceUnreadable: 'This event cannot be duplicated: it does not exist or you do not have access to it.',
} as const;

async function readContent(docs: AdminDocs, eventId: string, collections: readonly DuplicableCollection[]): Promise<CopySource['content']> {
  const content: CopySource['content'] = {};
  for (const name of new Set(collections)) {
    const path = COLLECTION_PATHS[name](eventId);
    const found = await docs.list(name === 'zooms' ? { path, where: [{ field: 'resource', op: '==', value: eventId }] } : { path });
    content[name] = found.map(({ id, data }) => ({ id, data }));
  }
  return content;
}

async function writeAll(docs: AdminDocs, copied: readonly CopiedDoc[]): Promise<void> {
  for (let start = 0; start < copied.length; start += BATCH_WRITES) {
    const batch = copied.slice(start, start + BATCH_WRITES);
    await docs.runTransaction(async (tx) => batch.forEach(({ path, data }) => tx.set(path, data)));
  }
}

export const duplicateEvent: ApiHandler<'duplicateEvent'> = {
  access: 'signed-in',
  async run({ eventId, title, slug, language, collections }, { auth, services }) {
    const { uid } = auth!;
    const { docs } = services;
    const problem = validateTitle(title) ?? validateSlug(slug);
    if (problem) throw invalidArgument(problem);
    const source = (await roleOnEvent(docs, eventId, uid)) !== null ? await docs.get(`events/${eventId}`) : null;
    if (!source) throw permissionDenied(duplicationMessages.sourceUnreadable);
    const organizationId = organizationOf(source.data);
    await checkCreationPlace(docs, organizationId, uid);
    if (await slugHeldByOther(docs, slug)) throw slugTaken();

    const content = await readContent(docs, eventId, collections);
    const created: NewEvent = { eventId: newDocumentId(), title: title.trim(), slug, organizationId, uid };
    // A poll's id is its link's secret: a copied poll gets a new one of the same strength.
    const copy = planEventCopy({ eventId, event: source.data, content }, created.eventId, (name) => (name === 'polls' ? newPollId() : newDocumentId()));
    await startCreation(docs, created, { ...copy.settings, language });
    try {
      await writeAll(docs, copy.docs);
      await docs.runTransaction((tx) => finishCreation(tx, created));
    } catch (error) {
      await abandonCreation(docs, created, copy.docs.map((doc) => doc.path));
      throw error;
    }
    return { eventId: created.eventId };
  },
};
