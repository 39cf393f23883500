/**
 * The media library's folder and delete calls (spec 002 sections 2, 5 and 7). Folders live in
 * `resourceAccess/{resourceId}/storage/{folderId}`; the top-level one has the id `root` and can
 * be neither renamed nor deleted. Producers and owners of the resource change the library;
 * deleting removes the records and their stored files together, so nothing is left behind.
 */
import { newDocumentId } from '@domain/documents/paths';
import { arrayRemove, arrayUnion, serverTimestamp } from '@domain/documents/values';
import { cleanFolderTitle, folderMessages, folderPath, foldersPath, mediaFilesPrefix, mediaPath, MEDIA_STORAGE } from '@domain/media/media-record';
import { roleAtLeast } from '@domain/permissions/roles';
import { HttpError, invalidArgument, notFound, permissionDenied } from '../http/errors';
import type { ApiContext, ApiHandler } from './handler-types';
import { isDocId, roleOnLibrary } from './resource-roles';
import type { AdminDoc, AdminDocs } from './services';

export const ROOT_FOLDER_ID = 'root';
/** The top-level folder of a user's own library. */
const PERSONAL_LIBRARY_TITLE = 'My media';
/** Folders and items are removed in transactions of at most this many writes. */
const DELETE_BATCH = 400;

/** The caller's right to change a library: producer or owner of its resource (or the resource's organisation), or their own. */
export async function requireProducer(ctx: ApiContext, resourceId: string): Promise<void> {
  if (!isDocId('resourceAccess', resourceId)) throw invalidArgument('Invalid resource id.');
  const role = await roleOnLibrary(ctx.services.docs, resourceId, ctx.auth!.uid);
  if (!roleAtLeast(role, 'producer')) throw permissionDenied();
}

async function existingFolder(docs: AdminDocs, resourceId: string, folderId: string): Promise<AdminDoc> {
  const folder = isDocId(foldersPath(resourceId), folderId) ? await docs.get(folderPath(resourceId, folderId)) : null;
  if (!folder) throw notFound('This folder does not exist any more. Please refresh the page.');
  return folder;
}

const folderTitle = (raw: string): string => {
  const title = cleanFolderTitle(raw);
  if (!title) throw invalidArgument(folderMessages.nameTooShort);
  return title;
};

export const ensureMediaRoot: ApiHandler<'ensureMediaRoot'> = {
  access: 'signed-in',
  async run({ resourceId }, ctx) {
    await requireProducer(ctx, resourceId);
    await ctx.services.docs.runTransaction(async (tx) => {
      const path = folderPath(resourceId, ROOT_FOLDER_ID);
      if (await tx.get(path)) return;
      const resource = await tx.get(`resourceAccess/${resourceId}`);
      const named = typeof resource?.data.name === 'string' && resource.data.name.trim() ? resource.data.name.trim().slice(0, 100) : 'Media';
      const title = resourceId === ctx.auth!.uid ? PERSONAL_LIBRARY_TITLE : named;
      tx.set(path, { title, type: 'folder', root: true, folders: [], resourceID: resourceId, createdAt: serverTimestamp(), createdBy: ctx.auth!.uid });
    });
    return { folderId: ROOT_FOLDER_ID };
  },
};

export const createMediaFolder: ApiHandler<'createMediaFolder'> = {
  access: 'signed-in',
  async run({ resourceId, parentId, title }, ctx) {
    await requireProducer(ctx, resourceId);
    const clean = folderTitle(title);
    const folderId = newDocumentId();
    await ctx.services.docs.runTransaction(async (tx) => {
      if (!(await tx.get(folderPath(resourceId, parentId)))) throw notFound('The parent folder does not exist any more. Please refresh the page.');
      tx.set(folderPath(resourceId, folderId), {
        title: clean,
        type: 'folder',
        root: false,
        folders: [],
        parent: parentId,
        resourceID: resourceId,
        createdAt: serverTimestamp(),
        createdBy: ctx.auth!.uid,
      });
      tx.update(folderPath(resourceId, parentId), { folders: arrayUnion(folderId) });
    });
    return { folderId };
  },
};

export const renameMediaFolder: ApiHandler<'renameMediaFolder'> = {
  access: 'signed-in',
  async run({ resourceId, folderId, title }, ctx) {
    await requireProducer(ctx, resourceId);
    const clean = folderTitle(title);
    if (folderId === ROOT_FOLDER_ID) throw new HttpError(400, 'failed-precondition', folderMessages.rootProtected);
    await ctx.services.docs.runTransaction(async (tx) => {
      if (!(await tx.get(folderPath(resourceId, folderId)))) throw notFound('This folder does not exist any more. Please refresh the page.');
      tx.update(folderPath(resourceId, folderId), { title: clean });
    });
    return {};
  },
};

/** The folder and every folder below it, found through their parent links. */
async function folderTree(docs: AdminDocs, resourceId: string, folderId: string): Promise<string[]> {
  const found = [folderId];
  for (let i = 0; i < found.length; i++) {
    const children = await docs.list({ path: foldersPath(resourceId), where: [{ field: 'parent', op: '==', value: found[i] }] });
    for (const child of children) if (!found.includes(child.id)) found.push(child.id);
  }
  return found;
}

async function deleteInBatches(docs: AdminDocs, paths: string[]): Promise<void> {
  for (let i = 0; i < paths.length; i += DELETE_BATCH) {
    const batch = paths.slice(i, i + DELETE_BATCH);
    await docs.runTransaction(async (tx) => {
      for (const path of batch) tx.delete(path);
    });
  }
}

export const deleteMediaFolder: ApiHandler<'deleteMediaFolder'> = {
  access: 'signed-in',
  async run({ resourceId, folderId }, ctx) {
    await requireProducer(ctx, resourceId);
    if (folderId === ROOT_FOLDER_ID) throw new HttpError(400, 'failed-precondition', folderMessages.rootProtected);
    const { docs } = ctx.services;
    const folder = await existingFolder(docs, resourceId, folderId);
    const folders = await folderTree(docs, resourceId, folderId);
    const items: string[] = [];
    for (let i = 0; i < folders.length; i += 30) {
      const found = await docs.list({
        path: MEDIA_STORAGE,
        where: [
          { field: 'resourceID', op: '==', value: resourceId },
          { field: 'folderID', op: 'in', value: folders.slice(i, i + 30) },
        ],
      });
      items.push(...found.map((d) => d.id));
    }
    await deleteInBatches(docs, items.map(mediaPath));
    for (const id of items) await ctx.services.deleteFiles(mediaFilesPrefix(id));
    await deleteInBatches(docs, folders.map((id) => folderPath(resourceId, id)));
    const parent = typeof folder.data.parent === 'string' ? folder.data.parent : null;
    if (parent && (await docs.get(folderPath(resourceId, parent)))) {
      await docs.runTransaction(async (tx) => {
        if (await tx.get(folderPath(resourceId, parent))) tx.update(folderPath(resourceId, parent), { folders: arrayRemove(folderId) });
      });
    }
    return { folders: folders.length, items: items.length };
  },
};

export const deleteMedia: ApiHandler<'deleteMedia'> = {
  access: 'signed-in',
  async run({ processIds }, ctx) {
    const { docs } = ctx.services;
    const ids = [...new Set(processIds)];
    const records: AdminDoc[] = [];
    // Every item is checked before any is removed: a refusal removes nothing.
    for (const id of ids) {
      const record = isDocId(MEDIA_STORAGE, id) ? await docs.get(mediaPath(id)) : null;
      if (!record) continue;
      const resourceId = record.data.resourceID;
      if (typeof resourceId !== 'string') throw permissionDenied();
      await requireProducer(ctx, resourceId);
      records.push(record);
    }
    await deleteInBatches(docs, records.map((r) => r.path));
    for (const record of records) await ctx.services.deleteFiles(mediaFilesPrefix(record.id));
    return { deleted: records.length };
  },
};
