/**
 * Calls on single media items besides delete (issue 30): what uses them (in the item's event, or
 * in any event of the organisation whose library holds it), asked before a delete,
 * and the Material table's Edit (the name). Both are for whoever may change the item's library,
 * judged by the item's own resource before anything else is read.
 */
import { mediaItemMessages, mediaPath, MEDIA_STORAGE } from '@domain/media/media-record';
import { cleanFileName, MEDIA_KINDS, type MediaKind } from '@domain/media/media-types';
import { mentionsMedia, USING_COLLECTIONS, type MediaUse } from '@domain/media/media-usage';
import { organizationOf } from '@domain/permissions/event-organization';
import { invalidArgument, notFound, permissionDenied } from '../http/errors';
import type { ApiContext, ApiHandler } from './handler-types';
import { requireProducer } from './media-handlers';
import { isDocId } from './resource-roles';
import type { AdminDoc, AdminDocs } from './services';

async function changeableItem(ctx: ApiContext, processId: string): Promise<AdminDoc | null> {
  const record = isDocId(MEDIA_STORAGE, processId) ? await ctx.services.docs.get(mediaPath(processId)) : null;
  if (!record) return null;
  const resourceId = record.data.resourceID;
  if (typeof resourceId !== 'string') throw permissionDenied();
  await requireProducer(ctx, resourceId);
  return record;
}

/** The event's documents that use the item. */
async function eventUses(docs: AdminDocs, event: AdminDoc, processId: string): Promise<MediaUse[]> {
  const uses: MediaUse[] = mentionsMedia(event.data, processId) ? [{ kind: 'event', id: event.id, title: '' }] : [];
  for (const { kind, path, titleField } of USING_COLLECTIONS) {
    for (const doc of await docs.list({ path: path(event.id) })) {
      const title = doc.data[titleField];
      if (mentionsMedia(doc.data, processId)) uses.push({ kind, id: doc.id, title: typeof title === 'string' ? title : '' });
    }
  }
  return uses;
}

/**
 * What uses the item: its event's documents; for an organisation's library, the documents of every
 * event the organisation holds, each use naming its event. A personal library's items have none.
 */
async function usesOf(docs: AdminDocs, resourceId: string, processId: string): Promise<MediaUse[]> {
  const event = isDocId('events', resourceId) ? await docs.get(`events/${resourceId}`) : null;
  if (event) return eventUses(docs, event, processId);
  const organization = isDocId('resourceAccess', resourceId) ? await docs.get(`resourceAccess/${resourceId}`) : null;
  if (organization?.data.type !== 'organization' || !Array.isArray(organization.data.events)) return [];
  const uses: MediaUse[] = [];
  for (const eventId of new Set(organization.data.events)) {
    const held = typeof eventId === 'string' && isDocId('events', eventId) ? await docs.get(`events/${eventId}`) : null;
    // The organisation's list and the event's own field agree but for an event being moved: the event's field decides.
    if (!held || organizationOf(held.data) !== resourceId) continue;
    const title = typeof held.data.title === 'string' ? held.data.title : '';
    for (const use of await eventUses(docs, held, processId)) uses.push({ ...use, event: { id: held.id, title } });
  }
  return uses;
}

const kindOf = (typeOf: unknown): MediaKind => MEDIA_KINDS.find((k) => k === typeOf) ?? 'image';

export const mediaUsage: ApiHandler<'mediaUsage'> = {
  access: 'signed-in',
  async run({ processIds }, ctx) {
    const records: AdminDoc[] = [];
    // Every item is checked before anything about any of them is read.
    for (const id of new Set(processIds)) {
      const record = await changeableItem(ctx, id);
      if (record) records.push(record);
    }
    const items = [];
    for (const record of records) {
      items.push({
        processId: record.id,
        name: typeof record.data.name === 'string' ? record.data.name : '',
        kind: kindOf(record.data.typeOf),
        uses: await usesOf(ctx.services.docs, String(record.data.resourceID), record.id),
      });
    }
    return { items };
  },
};

export const renameMedia: ApiHandler<'renameMedia'> = {
  access: 'signed-in',
  async run({ processId, name }, ctx) {
    const record = await changeableItem(ctx, processId);
    if (!record) throw notFound(mediaItemMessages.gone);
    const clean = cleanFileName(name);
    if (!clean) throw invalidArgument(mediaItemMessages.nameRequired);
    await ctx.services.docs.runTransaction(async (tx) => {
      if (!(await tx.get(record.path))) throw notFound(mediaItemMessages.gone);
      tx.update(record.path, { name: clean, nameLowerCase: clean.toLowerCase() });
    });
    return { name: clean };
  },
};
