/**
 * The media library's upkeep on Firebase (server/api/stale-hosted-media.ts). `staleHostedMedia`,
 * every 5 minutes: media records whose `event` function was stopped before it could end them are
 * failed, so the library shows a retry instead of "Processing" for ever; and, when the deployment
 * names JW Player, the videos it is still encoding get their new status. `orphanedUploads`, every
 * 6 hours: uploads that never got a record are removed from the bucket.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jwPlayerHost } from '@server/api/hosted-media-processing';
import { failStaleHostedMedia, refreshHostedVideoStatuses, removeOrphanedUploads } from '@server/api/stale-hosted-media';
import { adminServices } from './admin-services';
import { jwPlayerFromEnv } from './event-request';
import { mediaBucket } from './media-bucket';

export const staleHostedMedia = onSchedule('every 5 minutes', async () => {
  const { docs } = adminServices();
  const failed = await failStaleHostedMedia(docs, new Date());
  if (failed > 0) logger.warn(`media: ${failed} upload(s) lost their function and were marked failed`);
  const jwPlayer = jwPlayerFromEnv(process.env);
  if (jwPlayer) await refreshHostedVideoStatuses(docs, jwPlayerHost(jwPlayer));
});

export const orphanedUploads = onSchedule('every 6 hours', async () => {
  const removed = await removeOrphanedUploads(adminServices().docs, mediaBucket(), new Date());
  if (removed > 0) logger.info(`media: removed ${removed} upload(s) that never got a record`);
});
