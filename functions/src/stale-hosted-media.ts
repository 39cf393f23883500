/**
 * The `staleHostedMedia` scheduled function: every 10 minutes, media records whose `event`
 * function was stopped before it could end them are failed (server/api/stale-hosted-media.ts), so
 * the library shows a retry instead of "Processing" for ever.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { failStaleHostedMedia } from '@server/api/stale-hosted-media';
import { adminServices } from './admin-services';

export const staleHostedMedia = onSchedule('every 10 minutes', async () => {
  const failed = await failStaleHostedMedia(adminServices().docs, new Date());
  if (failed > 0) logger.warn(`media: ${failed} document conversion(s) lost their function and were marked failed`);
});
