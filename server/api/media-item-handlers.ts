/**
 * Calls on single media items besides delete (issue 30): what uses them, asked before a delete,
 * and the Material table's Edit (the name). Both are for whoever may change the item's library,
 * judged by the item's own resource before anything else is read.
 */
import { mediaItemMessages, mediaPath, MEDIA_STORAGE } from '@domain/media/media-record';
import { cleanFileName, MEDIA_KINDS, type MediaKind } from '@domain/media/media-types';
import { mentionsMedia, USING_COLLECTIONS, type MediaUse } from '@domain/media/media-usage';
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

/** The event's documents that use the item; an organisation's or a personal library's items have no event. */
async function usesOf(docs: AdminDocs, eventId: string, processId: string): Promise<MediaUse[]> {
  const event = isDocId('events', eventId) ? await docs.get(`events/${eventId}`) : null;
  if (!event) return [];
  const uses: MediaUse[] = mentionsMedia(event.data, processId) ? [{ kind: 'event', id: eventId, title: '' }] : [];
  for (const { kind, path, titleField } of USING_COLLECTIONS) {
    for (const doc of await docs.list({ path: path(eventId) })) {
      const title = doc.data[titleField];
      if (mentionsMedia(doc.data, processId)) uses.push({ kind, id: doc.id, title: typeof title === 'string' ? title : '' });
    }
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
