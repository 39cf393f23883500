/**
 * The Cloud Functions of the firebase provider. `npm run build` bundles them with the shared code
 * they use (domain/, server/api/) into lib/index.js, which is what runs: build it before
 * `npm run dev:firebase`; firebase.json's predeploy builds it for `npm run deploy`, and the empty
 * `gcp-build` script stops Cloud Build from building again without the sources it is not sent.
 */
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { api } from './api';
export { encoderHooks } from './encoder-hooks';
export { event } from './event';
export { orphanedUploads, staleHostedMedia } from './stale-hosted-media';
export { storedImages } from './stored-images';
export { onStatusChange } from './on-status-change';
export { onEventSiteEvent, onEventSiteMenu, onEventSitePage } from './on-site-change';
