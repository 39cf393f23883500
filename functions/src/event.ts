/**
 * The `event` HTTPS function: `POST /event/{eventId or resourceID}/presentation/{processId}`, the
 * spec's call after a document upload, and `POST /event/{...}/media/{processId}` after an image or
 * an mp4 (reached through Hosting's rewrites of both). A document is converted by the converter
 * service (`npm run converter` on a machine of yours; CONVERTER_URL and CONVERTER_SECRET in
 * functions/.env.<project>, never committed), an image here by sharp in its own process
 * (lib/image-worker.mjs, built beside the bundle), a video goes to JW Player (JWPLAYER_SITE_ID and
 * JWPLAYER_API_SECRET there too). It answers when the record is ready or failed; the app watches
 * the record meanwhile. The time limit is above the converter's own limits (LibreOffice 3 min,
 * poppler 4 min), so a conversion ends before the function is stopped. The memory holds a video of
 * up to 2 GB in the function's in-memory /tmp while it goes to the host part by part.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { hostedImageConverter } from '@server/api/hosted-media-processing';
import { adminServices } from './admin-services';
import { converterFromEnv, handleEventRequest, jwPlayerFromEnv } from './event-request';
import { mediaBucket } from './media-bucket';
import { verifyToken } from './verify-token';

// As for `api`: the caller is named by a bearer token, never a cookie.
export const event = onRequest({ cors: true, timeoutSeconds: 540, memory: '4GiB' }, async (req, res) => {
  const answer = await handleEventRequest(
    { method: req.method, path: req.path, authorization: req.get('authorization'), body: req.rawBody },
    {
      verifyToken,
      converter: converterFromEnv(process.env),
      jwPlayer: jwPlayerFromEnv(process.env),
      convertImage: hostedImageConverter,
      docs: adminServices().docs,
      store: mediaBucket(),
      workRoot: join(tmpdir(), 'media-work'),
      log: (message) => logger.error(message),
    },
  );
  res.set({ ...answer.headers, 'cache-control': 'no-store' }).status(answer.status).json(answer.body);
});
