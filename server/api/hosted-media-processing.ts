/**
 * A media library upload processed on the hosted side, free of any framework so that the `event`
 * Cloud Function (functions/src/event.ts) runs it and tests run it anywhere. Two calls reach it:
 * the spec's `POST {cloud api}/event/{eventId or resourceID}/presentation/{processId}` (spec 002
 * section 7) after a ppt, pptx, pdf, doc or docx upload, and `POST .../media/{processId}`, this
 * deployment's own, after an image or an mp4. The browser has put the file at
 * `mediaStorage/{processId}/original.<ext>` and sends the record it knows (name, folder); nothing
 * of it is trusted. As the embedded server's upload route does, everything is checked before the
 * record exists: the caller's role on the library, the folder, the stored size and the bytes
 * against the name. Then the record is written (processing) and the file processed as the
 * embedded server processes it (media-processor.ts): a document through the converter service, its
 * pages stored beside the original; an image fitted and thumbnailed by sharp in its own process,
 * the PNG replacing the original; a video handed to the video host with its multipart upload. The
 * record ends `ready` or `failed` with the user's message. A refused file is removed and leaves no
 * record. A failed record sent again is processed again (retry). `processingSince` marks when a
 * run began: a record whose function was stopped before it could end it is failed by the sweep
 * (stale-hosted-media.ts), so none stays processing for ever.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { deleteField, serverTimestamp, type WriteData } from '@domain/documents/values';
import { folderPath, mediaFilesPrefix, mediaItemMessages, mediaOriginalPath, mediaPath, UPLOADED_BY } from '@domain/media/media-record';
import { cleanFileName, detectMediaType, extensionFits, extensionOf, formatByExtension, MAX_BYTES, mediaMessages, type MediaKind } from '@domain/media/media-types';
import { roleAtLeast } from '@domain/permissions/roles';
import { failureMessage, type DocumentConverter } from '../media/convert/document-converter';
import { ConversionError } from '../media/convert/conversion-error';
import { createHttpDocumentConverter, type HttpConverterConfig } from '../media/convert/http-document-converter';
import { convertImage, type ConvertedImage } from '../media/convert/images';
import { documentFields, uploadedRecordFields } from '../media/record-fields';
import { createJwPlayerVideoHost, type JwPlayerConfig } from '../media/video/jwplayer-video-host';
import type { VideoHost } from '../media/video/video-host';
import { HttpError } from '../http/errors';
import { throttledProgress } from '../media/progress-throttle';
import { readFileHead, refuseOversizedImage, tooLarge, wrongType } from '../media/upload-checks';
import type { MediaObjectStore } from './media-object-store';
import { isDocId, roleOnLibrary } from './resource-roles';
import type { AdminDocs } from './services';

/** Which call it came by: the spec's for documents, this deployment's own for images and videos. */
export type HostedMediaCall = 'presentation' | 'media';

export type HostedMediaRequest = {
  call: HostedMediaCall;
  /** The caller, from their checked ID token. */
  uid: string;
  /** The route's `{eventId or resourceID}`: the library the file goes to. */
  resourceId: string;
  processId: string;
  /** The JSON body: the media record as the browser knows it. */
  body: unknown;
};

export type HostedMediaDeps = {
  docs: AdminDocs;
  store: MediaObjectStore;
  /** The converter service; null when the deployment names none (documents are then refused). */
  converter: DocumentConverter | null;
  /** Fits an image and makes its thumbnail (images.ts: sharp in its own process). */
  convertImage: (input: string, workDir: string, signal: AbortSignal) => Promise<ConvertedImage>;
  /** The video host; null when the deployment names none (videos are then refused). */
  videoHost: VideoHost | null;
  /** A folder of this machine for the conversions' files. */
  workRoot: string;
  log: (message: string) => void;
};

type Refusal = { error: { code: string; message: string } };
export type HostedMediaAnswer = { status: number; body: { result: { processId: string; status: 'ready' | 'failed'; error?: string } } | Refusal };

export type { HttpConverterConfig, JwPlayerConfig };

/** The converter service (server/converter/) as the hosted side reaches it: over HTTP, with its secret. */
export const converterService = (config: HttpConverterConfig): DocumentConverter => createHttpDocumentConverter(config);

/** JW Player as the hosted side reaches it, with the deployment's site and secret. */
export const jwPlayerHost = (config: JwPlayerConfig): VideoHost => createJwPlayerVideoHost(config);

/** Images as the embedded server converts them: sharp in its own process (the worker is built beside the function). */
export const hostedImageConverter = convertImage;

const CALL_KINDS: Record<HostedMediaCall, readonly MediaKind[]> = { presentation: ['document'], media: ['image', 'video'] };

const recordBody = z.looseObject({ name: z.string().max(10_000), folderID: z.string().max(1_500) });

export async function processHostedMedia(req: HostedMediaRequest, deps: HostedMediaDeps): Promise<HostedMediaAnswer> {
  const { docs, store } = deps;
  const { uid, resourceId, processId } = req;
  if (!isDocId('resourceAccess', resourceId) || !isDocId('mediaStorage', processId)) return refusal(400, 'invalid-argument', mediaMessages.refresh);
  const parsed = recordBody.safeParse(req.body);
  if (!parsed.success || !isDocId('folders', parsed.data.folderID)) return refusal(400, 'invalid-argument', mediaMessages.refresh);
  const name = cleanFileName(parsed.data.name);
  if (!name) return refusal(400, 'invalid-argument', mediaMessages.noName);
  const claimed = formatByExtension(name);
  if (claimed && !CALL_KINDS[req.call].includes(claimed.kind)) return refusal(400, 'invalid-argument', mediaMessages.refresh);
  // Before anything is read: a deployment without the service this file needs says so to anyone signed in.
  const unavailable = claimed && missingService(claimed.kind, deps);
  if (unavailable) {
    deps.log(unavailable.log);
    return refusal(503, 'unavailable', unavailable.message);
  }
  if (!roleAtLeast(await roleOnLibrary(docs, resourceId, uid), 'producer')) return refusal(403, 'permission-denied', 'You do not have permission to do that.');

  const existing = await docs.get(mediaPath(processId));
  const fullPath = mediaOriginalPath(processId, name);
  const workDir = join(deps.workRoot, processId);
  try {
    if (existing) {
      // A retry: the record names the file; it must be this library's and have failed.
      if (existing.data.resourceID !== resourceId || existing.data.fullPath !== fullPath) return refusal(409, 'already-exists', mediaMessages.refresh);
      if (existing.data.status !== 'failed') return refusal(400, 'failed-precondition', mediaItemMessages.notFailed);
    }
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    const input = join(workDir, `original.${extensionOf(name)}`);
    const accepted = await checkOriginal({ uid, resourceId, folderId: parsed.data.folderID, name, fullPath, input, retry: Boolean(existing) }, deps);
    if (existing) {
      await docs.runTransaction(async (tx) => {
        const now = await tx.get(existing.path);
        if (now?.data.status !== 'failed') throw new HttpError(400, 'failed-precondition', mediaItemMessages.notFailed);
        tx.update(existing.path, { processing: true, status: 'processing', progress: 0, error: deleteField(), processingSince: serverTimestamp() });
      });
    } else {
      await docs.runTransaction(async (tx) => {
        // The folder may have been deleted while the bytes arrived: the record is written only if it is still there.
        if (!(await tx.get(folderPath(resourceId, parsed.data.folderID)))) throw new HttpError(404, 'not-found', mediaMessages.folderMissing);
        if (await tx.get(mediaPath(processId))) throw new HttpError(409, 'already-exists', mediaMessages.refresh);
        tx.set(mediaPath(processId), { ...accepted, processingSince: serverTimestamp() });
      });
    }
    const job = { processId, resourceId, name, fullPath, input, kind: accepted.typeOf as MediaKind, mediaType: String(accepted.media_type) };
    return { status: 200, body: { result: { processId, ...(await processUpload(job, deps)) } } };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // A refused first upload leaves nothing behind; a refused retry keeps its failed record's original,
    // and a second call for a record another call has just written leaves that call's files alone.
    if (!existing && error.code !== 'already-exists') await store.removeUnder(mediaFilesPrefix(processId));
    return refusal(error.status, error.code, error.message);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** What a kind needs that this deployment lacks: the words for the user and for the log. */
function missingService(kind: MediaKind, { converter, videoHost }: HostedMediaDeps): { message: string; log: string } | null {
  if (kind === 'document' && !converter) return { message: mediaMessages.converterUnavailable, log: 'media: CONVERTER_URL and CONVERTER_SECRET are not set in the functions’ environment; documents cannot be converted' };
  if (kind === 'video' && !videoHost) return { message: mediaMessages.videoHostUnavailable, log: 'media: JWPLAYER_SITE_ID and JWPLAYER_API_SECRET are not set in the functions’ environment; videos cannot be published' };
  return null;
}

type Original = { uid: string; resourceId: string; folderId: string; name: string; fullPath: string; input: string; retry: boolean };

/** The stored original, checked as the embedded server checks an upload; answers the new record's fields. */
async function checkOriginal({ uid, resourceId, folderId, name, fullPath, input, retry }: Original, { docs, store }: HostedMediaDeps) {
  const claimed = formatByExtension(name);
  if (!claimed) throw wrongType(mediaMessages.unsupported);
  if (!(await docs.get(folderPath(resourceId, folderId)))) throw new HttpError(404, 'not-found', mediaMessages.folderMissing);
  const stored = await store.describe(fullPath);
  // The storage rules let only the library's producers upload, naming themselves; the first call must be theirs.
  if (!stored || (!retry && stored.metadata[UPLOADED_BY] !== uid)) throw new HttpError(404, 'not-found', mediaMessages.uploadMissing);
  if (stored.size > MAX_BYTES[claimed.kind]) throw tooLarge(mediaMessages.tooLarge(claimed.kind));
  if (stored.size === 0) throw new HttpError(400, 'invalid-argument', mediaMessages.empty);
  await store.download(fullPath, input);
  const head = await readFileHead(input);
  const detected = detectMediaType(head, name);
  if (!detected || detected.kind !== claimed.kind) throw wrongType(mediaMessages.unsupported);
  if (!extensionFits(name, detected)) throw wrongType(mediaMessages.nameMismatch(name, detected.mediaType));
  if (detected.kind === 'image') refuseOversizedImage(head);
  return uploadedRecordFields({ name, url: await store.downloadUrl(fullPath), size: stored.size, detected, fullPath, resourceId, folderId, uid });
}

type Job = { processId: string; resourceId: string; name: string; fullPath: string; input: string; kind: MediaKind; mediaType: string };

/** Processes the checked original; the record ends ready or failed, never processing. */
async function processUpload(job: Job, deps: HostedMediaDeps) {
  const { docs, store, workRoot, log } = deps;
  const { processId, fullPath } = job;
  const path = mediaPath(processId);
  /** Writes to the record unless it was deleted meanwhile (false). */
  const patch = (data: WriteData) =>
    docs.runTransaction(async (tx) => {
      if (!(await tx.get(path))) return false;
      tx.update(path, data);
      return true;
    });
  let written = Promise.resolve(true);
  const onProgress = throttledProgress(0, (progress) => {
    // One write after another, so a late progress never lands after the end.
    written = written
      .then(() => patch({ progress }))
      .catch((error: unknown) => {
        log(`media: progress of ${processId}: ${String(error)}`);
        return true;
      });
  });
  const workDir = join(workRoot, processId, 'work');
  await mkdir(workDir, { recursive: true });
  const prefix = mediaFilesPrefix(processId);
  try {
    const fields = await outputs(job, workDir, onProgress, deps);
    await written;
    if (!(await patch({ ...fields, processing: false, status: 'ready', progress: 100, error: deleteField() }))) {
      await store.removeUnder(prefix);
    } else if (job.kind === 'image') {
      // An image's original is replaced by its PNG, as on the embedded server.
      await store.removeUnder(prefix, ...IMAGE_OUTPUTS.map((name) => prefix + name));
    }
    return { status: 'ready' as const };
  } catch (error) {
    const message = failureMessage(error);
    if (!(error instanceof ConversionError)) log(`media: processing ${processId} failed: ${String(error)}`);
    await written;
    // Everything but the original, so a retry starts clean.
    await store.removeUnder(prefix, fullPath);
    if (!(await patch({ processing: false, status: 'failed', progress: 0, error: message }))) await store.removeUnder(prefix);
    return { status: 'failed' as const, error: message };
  }
}

const IMAGE_OUTPUTS = ['image.png', 'thumbnail.png'] as const;

/** The record's fields of the processed file, its outputs stored beside the original. */
async function outputs({ kind, input, mediaType, name, resourceId, processId }: Job, workDir: string, onProgress: (percent: number) => void, deps: HostedMediaDeps): Promise<WriteData> {
  const { store, converter, videoHost } = deps;
  const prefix = mediaFilesPrefix(processId);
  const signal = new AbortController().signal;
  if (kind === 'document') {
    const out = await converter!.convert({ input, mediaType, workDir, signal, onProgress });
    return documentFields(out, (file, source, contentType) => store.upload(prefix + file, source, contentType));
  }
  if (kind === 'image') {
    const out = await deps.convertImage(input, workDir, signal);
    const [imageName, thumbnailName] = IMAGE_OUTPUTS;
    const url = await store.upload(prefix + imageName, out.image, 'image/png');
    const thumbnail = await store.upload(prefix + thumbnailName, out.thumbnail, 'image/png');
    return { url, thumbnail, width: out.width, height: out.height, type: 'image/png', size: (await stat(out.image)).size };
  }
  const video = await videoHost!.publish({ input, size: (await stat(input)).size, title: name, eventId: resourceId, workDir, signal, onProgress });
  if (video.kind !== 'hosted') throw new Error('The hosted side publishes videos to a video host only.');
  return { videoID: video.videoId, videoStatus: video.status, hls: video.hls, thumbnail: video.thumbnail };
}

function refusal(status: number, code: string, message: string): HostedMediaAnswer {
  return { status, body: { error: { code, message } } };
}
