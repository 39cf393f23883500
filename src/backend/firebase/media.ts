/**
 * The media library on Firebase (spec 002 section 7): the file goes to Storage at
 * mediaStorage/{processId}/original.<ext> with progress and cancel, then a call with the record as
 * JSON asks the `event` function to check it, write the record and process it: the spec's `POST
 * /event/{resourceId}/presentation/{processId}` for a document (converted through the converter
 * service), `POST /event/{resourceId}/media/{processId}` for an image (resized there) or an mp4
 * (sent to the video host). The answer comes when the record is ready or failed (the library shows
 * its progress meanwhile). A file of no known type, empty or over its kind's limit is refused
 * before any byte is sent.
 */
import { ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { newDocumentId } from '@domain/documents/paths';
import { BackendError } from '@domain/errors/backend-error';
import { mediaOriginalPath, mediaPath, UPLOADED_BY } from '@domain/media/media-record';
import { cleanFileName, formatByExtension, MAX_BYTES, mediaMessages } from '@domain/media/media-types';
import type { DocumentStore } from '../port/documents';
import type { MediaService, MediaUpload } from '../port/media';
import { errorFrom } from './call';
import { guard } from './errors';

export type FirebaseMediaOptions = {
  /** Cloud Storage, loaded on first use; null when the config names no bucket. */
  storage: () => Promise<FirebaseStorage | null>;
  docs: Pick<DocumentStore, 'get'>;
  uid: () => string | null;
  idToken: () => Promise<string | null>;
  /** Where the functions are reached ('' for this origin, through Hosting). */
  functionsBaseUrl: string;
};

const canceled = () => new BackendError('storage/canceled', 'The upload was cancelled.');

/** The same check the function makes, before the first byte is sent: a known type, within its kind's limit. */
function refusal(name: string, size: number): BackendError | null {
  const format = formatByExtension(name);
  if (!format) return new BackendError('storage/invalid-type', mediaMessages.unsupported);
  if (size === 0) return new BackendError('invalid-argument', mediaMessages.empty);
  if (size > MAX_BYTES[format.kind]) return new BackendError('storage/file-too-large', mediaMessages.tooLarge(format.kind));
  return null;
}

/** The call that processes a kind: the spec's for documents, this deployment's own for images and videos. */
const callOf = (name: unknown) => (typeof name === 'string' && formatByExtension(name)?.kind !== 'document' ? 'media' : 'presentation');

export function createFirebaseMedia({ storage, docs, uid, idToken, functionsBaseUrl }: FirebaseMediaOptions): MediaService {
  const root = functionsBaseUrl.replace(/\/+$/, '');

  async function process(resourceId: string, processId: string, record: Record<string, unknown>): Promise<void> {
    const token = await idToken();
    let res: Response;
    try {
      res = await fetch(`${root}/event/${encodeURIComponent(resourceId)}/${callOf(record.name)}/${encodeURIComponent(processId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(record),
      });
    } catch (error) {
      throw new BackendError('unavailable', `The server cannot be reached (${(error as Error).message}).`);
    }
    if (!res.ok) throw await errorFrom(res);
  }

  async function send(path: string, file: Blob, contentType: string, metadata: Record<string, string>, { onProgress, signal }: Pick<MediaUpload, 'onProgress' | 'signal'>) {
    const cloud = await storage();
    if (!cloud) throw new BackendError('unavailable', 'File storage is not set up for this app (its Firebase config has no storageBucket).');
    if (signal?.aborted) throw canceled();
    const task = uploadBytesResumable(ref(cloud, path), file, { contentType, customMetadata: metadata });
    const abort = () => task.cancel();
    signal?.addEventListener('abort', abort, { once: true });
    try {
      await guard(
        () =>
          new Promise<void>((resolve, reject) => {
            task.on('state_changed', (snap) => onProgress?.({ bytesTransferred: snap.bytesTransferred, totalBytes: snap.totalBytes }), reject, resolve);
          }),
      );
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  }

  return {
    async upload({ resourceId, folderId, file, name: given, onProgress, signal }) {
      const user = uid();
      if (!user) throw new BackendError('unauthenticated', 'Sign in to upload files.');
      const name = cleanFileName(given);
      if (!name) throw new BackendError('invalid-argument', mediaMessages.noName);
      const problem = refusal(name, file.size);
      if (problem) throw problem;
      const processId = newDocumentId();
      const fullPath = mediaOriginalPath(processId, name);
      const contentType = formatByExtension(name)!.contentType;
      await send(fullPath, file, contentType, { [UPLOADED_BY]: user, resourceID: resourceId }, { onProgress, signal });
      // The record as the browser knows it; the function checks every field against the stored bytes.
      await process(resourceId, processId, { name, fileName: name, folderID: folderId, resourceID: resourceId, fullPath, size: file.size, type: contentType });
      return { processId };
    },
    async retry(processId) {
      const record = await docs.get(mediaPath(processId));
      const data = record.data as { resourceID?: unknown; name?: unknown; folderID?: unknown; fullPath?: unknown } | undefined;
      if (!record.exists || typeof data?.resourceID !== 'string') throw new BackendError('not-found', 'This file does not exist any more.');
      await process(data.resourceID, processId, { name: data.name, folderID: data.folderID, resourceID: data.resourceID, fullPath: data.fullPath });
    },
  };
}
