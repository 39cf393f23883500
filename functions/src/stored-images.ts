/**
 * Every object the browser writes to Cloud Storage is judged by its header once it lands
 * (server/api/stored-image-check.ts): storage.rules cannot read a file's bytes, so an image that
 * declares more pixels than the media library decodes is removed here.
 */
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { checkStoredImage } from '@server/api/stored-image-check';
import { adminServices } from './admin-services';
import { mediaBucket } from './media-bucket';

export const storedImages = onObjectFinalized(async (event) => {
  const removed = await checkStoredImage(event.data.name, mediaBucket(), adminServices().docs);
  if (removed) logger.warn(`storage: removed ${event.data.name}: ${removed}`);
});
