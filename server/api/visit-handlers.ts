/**
 * recordVisit (issue 31): a page load of the event's site or of a viewer page. The browser says
 * only which visitor it is (a random id it keeps) and which page it shows; the server decides the
 * rest from its own record of that visitor (visitor-records.ts): a new unique visitor, a new
 * session after 30 idle minutes, and always a visit. A site that is not open counts only the
 * viewers it lets in (site-gate.ts). Each record names the participant when the viewer's pass
 * registered one, whose stats and state change in the same transaction.
 */
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import { ANALYTICS_COLLECTION, type AnalyticsType } from '@domain/events/analytics';
import { VISIT_LIMIT, visitCount } from '@domain/events/visitor-analytics';
import { PAGE, PAGES } from '@domain/pages/page';
import { HttpError, invalidArgument, tooManyRequests } from '../http/errors';
import type { WindowSpec } from '../limits/limit-counter';
import type { ApiContext, ApiHandler } from './handler-types';
import { activeParticipant, noteActivity } from './participant-activity';
import { isDocId } from './resource-roles';
import { siteRefusal, siteViewerOf } from './site-gate';
import { siteEvent } from './site-handlers';
import { visitorPath, visitorKey } from './visitor-records';

type Limit = Omit<WindowSpec, 'name'>;
export type VisitOptions = { perVisitor?: Limit; perAddress?: Limit; now?: () => Date };

const VISIT_TOO_FAST = 'Too many page loads; try again in a minute.';

/** Page loads per visitor of the event and per address. */
function visitLimits({ perVisitor = VISIT_LIMIT.perVisitor, perAddress = VISIT_LIMIT.perAddress }: Omit<VisitOptions, 'now'> = {}) {
  const byVisitor: WindowSpec = { name: 'visit-visitor', ...perVisitor };
  const byAddress: WindowSpec = { name: 'visit-address', ...perAddress };
  return async (ctx: ApiContext, eventId: string, visitor: string): Promise<void> => {
    // Without an address every anonymous visitor would share one limit.
    if (!ctx.clientAddress) throw new HttpError(500, 'internal', 'The server could not tell who is asking.');
    const taken = await ctx.services.limits.takeAll([
      { window: byVisitor, key: `${eventId}:${visitor}` },
      { window: byAddress, key: ctx.clientAddress },
    ]);
    if (!taken.ok) throw tooManyRequests('resource-exhausted', VISIT_TOO_FAST, taken.retryAfterMs);
  };
}

export function createRecordVisit({ now = () => new Date(), ...limits }: VisitOptions = {}): ApiHandler<'recordVisit'> {
  const limit = visitLimits(limits);
  return {
    access: 'public',
    async run({ eventId, visitorId, pageId, pass }, ctx) {
      const { docs } = ctx.services;
      const event = await siteEvent(docs, eventId);
      const viewer = await siteViewerOf(ctx, eventId, pass);
      const refusal = await siteRefusal(event, viewer);
      if (refusal) throw refusal;
      if (pageId !== undefined && !(isDocId(PAGES(eventId), pageId) && (await docs.get(PAGE(eventId, pageId))))) throw invalidArgument('There is no such page.');
      const key = visitorKey(visitorId);
      await limit(ctx, eventId, key);
      const at = now();
      return docs.runTransaction(async (tx) => {
        const visitor = await tx.get(visitorPath(eventId, key));
        const participant = await activeParticipant(tx, eventId, viewer.participantId);
        const counted = visitCount(visitor?.data.lastSeenAt, at);
        const record = (type: AnalyticsType, extra: Record<string, string> = {}) =>
          tx.set(`${ANALYTICS_COLLECTION(eventId)}/${newDocumentId()}`, {
            type,
            createdAt: serverTimestamp(),
            ...(participant ? { participantId: participant.id } : {}),
            ...extra,
          });
        if (counted.unique) record('unique');
        if (counted.session) record('session');
        record('visit', pageId ? { pageId } : {});
        if (visitor) tx.update(visitor.path, { lastSeenAt: at });
        else tx.set(visitorPath(eventId, key), { firstSeenAt: at, lastSeenAt: at });
        noteActivity(tx, participant, { visits: 1, sessions: counted.session ? 1 : 0 }, at);
        return counted;
      });
    },
  };
}

export const recordVisit = createRecordVisit();
