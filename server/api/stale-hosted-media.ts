/**
 * The hosted side's guards against "Processing" for ever, run by the `staleHostedMedia` scheduled
 * function. The `event` function processes in its request, and a function stopped from outside
 * (its instance lost, its memory exceeded) cannot end its record: a record still processing long
 * after its run began (`processingSince`, written by hosted-media-processing.ts) is failed with the
 * timed-out message, and can be retried. Records of the embedded server carry no
 * `processingSince` (its queue resumes them on start) and are left alone. And a video uploaded to
 * the host is still encoded there: its status is asked for until the host says ready or failed.
 * The `orphanedUploads` scheduled function removes uploads that never got a record.
 */
import { MEDIA_STORAGE, mediaFilesPrefix, mediaPath } from '@domain/media/media-record';
import { mediaMessages } from '@domain/media/media-types';
import { refreshHostedVideos, WAITING_VIDEOS } from '../media/video/hosted-video-status';
import type { VideoHost } from '../media/video/video-host';
import type { MediaObjectStore } from './media-object-store';
import type { AdminDocs } from './services';

/** Well past the `event` function's own limit (540 s): a run this old has lost its function. */
export const HOSTED_RUN_LIMIT_MS = 15 * 60_000;

/** Fails the stale runs; answers how many. */
export async function failStaleHostedMedia(docs: AdminDocs, now: Date): Promise<number> {
  const processing = await docs.list({ path: MEDIA_STORAGE, where: [{ field: 'status', op: '==', value: 'processing' }] });
  let failed = 0;
  for (const { path, data } of processing) {
    const since = data.processingSince;
    if (!(since instanceof Date) || now.getTime() - since.getTime() < HOSTED_RUN_LIMIT_MS) continue;
    const ended = await docs.runTransaction(async (tx) => {
      const current = await tx.get(path);
      // A retry started meanwhile is a new run: it is left to finish.
      const stillThatRun = current?.data.status === 'processing' && current.data.processingSince instanceof Date && current.data.processingSince.getTime() === since.getTime();
      if (stillThatRun) tx.update(path, { processing: false, status: 'failed', progress: 0, error: mediaMessages.timedOut });
      return stillThatRun;
    });
    if (ended) failed++;
  }
  return failed;
}

/** Asks the video host about the uploaded videos it is still encoding; answers how many changed status. */
export async function refreshHostedVideoStatuses(docs: AdminDocs, host: VideoHost): Promise<number> {
  return refreshHostedVideos(await docs.list(WAITING_VIDEOS), host, (id, videoStatus) =>
    docs.runTransaction(async (tx) => {
      // Deleted meanwhile: nothing to update.
      if (await tx.get(mediaPath(id))) tx.update(mediaPath(id), { videoStatus });
    }),
  );
}

/**
 * Long past any call's time: the browser calls the function as soon as its upload ends, and the
 * call writes the record (or removes the file) within the function's limit.
 */
export const ORPHAN_AGE_MS = 6 * 60 * 60_000;

/**
 * Removes the uploads that never got a record (the tab closed between the upload and the call, the
 * call refused before it read the file, the network lost): every file of a processId with no media
 * record whose newest file is older than ORPHAN_AGE_MS. Answers how many uploads were removed.
 */
export async function removeOrphanedUploads(docs: AdminDocs, store: MediaObjectStore, now: Date): Promise<number> {
  const newest = new Map<string, number>();
  for (const { path, updated } of await store.list(`${MEDIA_STORAGE}/`)) {
    const processId = path.split('/')[1];
    if (processId) newest.set(processId, Math.max(newest.get(processId) ?? 0, updated.getTime()));
  }
  let removed = 0;
  for (const [processId, updated] of newest) {
    if (now.getTime() - updated < ORPHAN_AGE_MS || (await docs.get(mediaPath(processId)))) continue;
    await store.removeUnder(mediaFilesPrefix(processId));
    removed++;
  }
  return removed;
}
