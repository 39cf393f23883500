/**
 * The audience data of a site that is not open (issue 25): the matrix makes a chat, its accepted
 * messages, a poll and its tally public only while the event's site is open
 * (domain/permissions/matrix.ts `whileSiteOpen`), so a protected or registration-only site's
 * viewers read them here, with a pass that covers what the site asks (site-gate.ts), exactly as
 * the matrix would let anyone read them were the site open. And a site that is not open is never
 * listed: its viewers find it by its slug here.
 */
import { isCollectionPath, isDocumentPath } from '@domain/documents/paths';
import type { QuerySpec } from '@domain/documents/query';
import { EVENT_SITES } from '@domain/pages/event-site';
import { publiclyReadable, resolveCollection } from '@domain/permissions/matrix';
import { audienceDataToJson } from '@domain/pages/site-audience';
import { onlyPublic } from '../policy/matrix-query-rule';
import { notFound, permissionDenied } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { siteEvent } from './site-handlers';
import { requireSiteAccess } from './site-gate';

const OPEN_SITE = { open: true };

export const findEventSite: ApiHandler<'findEventSite'> = {
  access: 'public',
  async run({ slug }, { services: { docs } }) {
    const [site] = await docs.list({ path: EVENT_SITES, where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
    return { eventId: site?.id ?? null };
  },
};

export const readSiteAudience: ApiHandler<'readSiteAudience'> = {
  access: 'public',
  async run({ eventId, pass, path, where, orderBy, limit }, ctx) {
    const { docs } = ctx.services;
    const isDoc = isDocumentPath(path);
    if (!isDoc && !isCollectionPath(path)) throw notFound('There is no such document.');
    const found = resolveCollection(isDoc ? path : `${path}/-`);
    // Only the rows the matrix shares with the audience of an open site, inside this event.
    if (!found?.row.whileSiteOpen || found.vars.eventId !== eventId) throw permissionDenied();
    await requireSiteAccess(ctx, eventId, await siteEvent(docs, eventId), pass);
    if (isDoc) {
      const doc = await docs.get(path);
      return { docs: doc && publiclyReadable(found.row, doc.data, OPEN_SITE) ? [{ id: doc.id, data: audienceDataToJson(doc.data) }] : [] };
    }
    const query: QuerySpec = { path, ...(where ? { where } : {}), ...(orderBy ? { orderBy } : {}), ...(limit ? { limit } : {}) };
    if (!found.row.publicRead || !onlyPublic(found.row, query)) throw permissionDenied();
    const listed = await docs.list(query);
    return { docs: listed.map((doc) => ({ id: doc.id, data: audienceDataToJson(doc.data) })) };
  },
};
