/**
 * The hosted side's guard against "Processing" for ever: the `event` function converts in its
 * request, and a function stopped from outside (its instance lost, its memory exceeded) cannot end
 * its record. The `staleHostedMedia` scheduled function runs this sweep: a record still processing
 * long after its run began (`processingSince`, written by hosted-document-processing.ts) is failed
 * with the timed-out message, and can be retried. Records of the embedded server carry no
 * `processingSince` (its queue resumes them on start) and are left alone.
 */
import { MEDIA_STORAGE } from '@domain/media/media-record';
import { mediaMessages } from '@domain/media/media-types';
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
