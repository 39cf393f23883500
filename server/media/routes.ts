/**
 * `PUT /api/media/upload?resourceId&folderId&name`: one file of the media library, its bytes as
 * the body. Everything is checked before the record exists: the caller's role, the folder, the
 * declared and the streamed size, and the file's bytes against its name. Only then is the record
 * written (processing) and the file queued for conversion; a refused upload leaves no file and no
 * record. `POST /api/media/retry` queues a failed item again.
 */
import { readJson } from '../http/body';
import { newDocumentId } from '@domain/documents/paths';
import { deleteField } from '@domain/documents/values';
import { folderPath, mediaFilesPrefix, mediaItemMessages, mediaOriginalPath, mediaPath } from '@domain/media/media-record';
import {
  cleanFileName,
  detectMediaType,
  extensionFits,
  formatByExtension,
  MAX_BYTES,
  MAX_FILES_PER_BATCH,
  mediaMessages,
} from '@domain/media/media-types';
import { roleAtLeast } from '@domain/permissions/roles';
import { engineDocs } from '../api/engine-services';
import { isDocId, roleOnLibrary } from '../api/resource-roles';
import type { AuthGuard } from '../auth/guard';
import { EngineError, type DocumentEngine } from '../db/engine';
import type { FileStore } from '../files/file-store';
import { downloadUrl } from '../files/storage-path';
import { HttpError, invalidArgument, notFound, permissionDenied } from '../http/errors';
import { sendJson } from '../http/respond';
import type { Route } from '../http/router';
import type { MediaProcessor } from './media-processor';
import { uploadedRecordFields } from './record-fields';
import { readFileHead, refuseOversizedImage, tooLarge, wrongType } from './upload-checks';


export function mediaRoutes(engine: DocumentEngine, files: FileStore, processor: MediaProcessor, guard: AuthGuard): Route[] {
  const docs = engineDocs(engine);
  /** Uploads in flight per user: a batch is at most 10 files, so an 11th at once is refused. */
  const inFlight = new Map<string, number>();

  async function requireProducer(uid: string, resourceId: string): Promise<void> {
    if (!roleAtLeast(await roleOnLibrary(docs, resourceId, uid), 'producer')) throw permissionDenied();
  }

  async function upload(url: URL, req: Parameters<AuthGuard>[0], uid: string) {
    const resourceId = url.searchParams.get('resourceId') ?? '';
    const folderId = url.searchParams.get('folderId') ?? '';
    if (!isDocId('resourceAccess', resourceId) || !isDocId('folders', folderId)) throw invalidArgument(mediaMessages.refresh);
    const name = cleanFileName(url.searchParams.get('name') ?? '');
    if (!name) throw invalidArgument(mediaMessages.noName);
    await requireProducer(uid, resourceId);
    if (!(await engine.get(folderPath(resourceId, folderId)))) throw notFound(mediaMessages.folderMissing);

    const claimed = formatByExtension(name);
    if (!claimed) throw wrongType(mediaMessages.unsupported);
    if (claimed.kind === 'video' && !(await engine.get(`events/${resourceId}`))) throw new HttpError(400, 'invalid-argument', mediaMessages.videoNeedsEvent);
    const limit = MAX_BYTES[claimed.kind];
    const declared = req.headers['content-length'];
    if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > limit)) throw tooLarge(mediaMessages.tooLarge(claimed.kind));

    const processId = newDocumentId();
    const fullPath = mediaOriginalPath(processId, name);
    const meta = await files
      .write(fullPath, claimed.contentType, req, (bytes) => {
        if (bytes > limit) throw tooLarge(mediaMessages.tooLarge(claimed.kind));
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) throw error;
        if (req.readableAborted || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
          throw new HttpError(400, 'storage/canceled', 'The upload was interrupted; nothing was stored.');
        }
        throw error;
      });
    try {
      if (meta.size === 0) throw invalidArgument(mediaMessages.empty);
      const local = await files.localFile(fullPath);
      const head = local ? await readFileHead(local) : null;
      const detected = head ? detectMediaType(head, name) : null;
      if (!head || !detected) throw wrongType(mediaMessages.unsupported);
      if (!extensionFits(name, detected)) throw wrongType(mediaMessages.nameMismatch(name, detected.mediaType));
      if (detected.kind === 'image') refuseOversizedImage(head);
      // The folder may have been deleted while the bytes arrived: the record is written only if it is still there.
      const folder = await engine.get(folderPath(resourceId, folderId));
      if (!folder) throw notFound(mediaMessages.folderMissing);
      const record = uploadedRecordFields({
        name,
        url: downloadUrl(fullPath, meta.token),
        size: meta.size,
        detected,
        fullPath,
        resourceId,
        folderId,
        uid,
      });
      await engine.commit([{ type: 'create', path: mediaPath(processId), data: record }], [{ path: folder.path, version: folder.version }]).catch((error: unknown) => {
        if (error instanceof EngineError && error.code === 'aborted') throw notFound(mediaMessages.folderMissing);
        throw error;
      });
    } catch (error) {
      await files.removeUnder(mediaFilesPrefix(processId));
      throw error;
    }
    processor.enqueue(processId);
    return { processId };
  }

  return [
    {
      method: 'PUT',
      path: '/api/media/upload',
      rawBody: true,
      async handler({ req, res, url }) {
        const caller = await guard(req);
        const running = inFlight.get(caller.uid) ?? 0;
        if (running >= MAX_FILES_PER_BATCH) throw new HttpError(429, 'resource-exhausted', mediaMessages.tooMany, { connection: 'close' });
        inFlight.set(caller.uid, running + 1);
        try {
          sendJson(res, 200, await upload(url, req, caller.uid));
        } finally {
          const left = (inFlight.get(caller.uid) ?? 1) - 1;
          if (left > 0) inFlight.set(caller.uid, left);
          else inFlight.delete(caller.uid);
        }
      },
    },
    {
      method: 'POST',
      path: '/api/media/retry',
      async handler({ req, res }) {
        const caller = await guard(req);
        const body = (await readJson(req)) as { processId?: unknown };
        const processId = typeof body?.processId === 'string' ? body.processId : '';
        const record = isDocId('mediaStorage', processId) ? await engine.get(mediaPath(processId)) : null;
        if (!record) throw notFound('This file does not exist any more.');
        await requireProducer(caller.uid, String(record.data.resourceID));
        if (record.data.status !== 'failed') throw new HttpError(400, 'failed-precondition', mediaItemMessages.notFailed);
        await engine.commit([{ type: 'update', path: record.path, data: { processing: true, status: 'processing', progress: 0, error: deleteField() } }], [{ path: record.path, version: record.version }]);
        processor.enqueue(processId);
        sendJson(res, 200, { processId });
      },
    },
  ];
}
