/**
 * The server's record of each visitor of an event (`events/{eventId}/visitors/{key}`: first and
 * last sighting), which decides sessions and unique visitors. Keyed by a hash of the browser's
 * visitor id, so the records and the analytics never hold the id a browser presents.
 */
import { createHash } from 'node:crypto';
import { VISITORS_COLLECTION } from '@domain/events/visitor-analytics';

export const visitorKey = (visitorId: string) => createHash('sha256').update(visitorId).digest('hex').slice(0, 32);
export const visitorPath = (eventId: string, key: string) => `${VISITORS_COLLECTION(eventId)}/${key}`;
