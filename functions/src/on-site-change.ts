/**
 * The Firebase side of the event site mirror (server/api/event-site-sync.ts): when an event, one
 * of its menus or one of its pages is written, its public `eventSites/{eventId}` document is
 * rewritten from it, as the embedded server's commit listener does.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { syncEventSite } from '@server/api/event-site-sync';
import { adminServices } from './admin-services';

export const onEventSiteEvent = onDocumentWritten('events/{eventId}', async (event) => {
  await syncEventSite(adminServices().docs, event.params.eventId);
});

export const onEventSiteMenu = onDocumentWritten('events/{eventId}/menus/{menuId}', async (event) => {
  await syncEventSite(adminServices().docs, event.params.eventId);
});

export const onEventSitePage = onDocumentWritten('events/{eventId}/pages/{pageId}', async (event) => {
  await syncEventSite(adminServices().docs, event.params.eventId, true);
});
