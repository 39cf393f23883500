/**
 * Reports a page load of the event's site or a viewer page (recordVisit): once per page shown,
 * `pageId` naming the site's page (none on the watch page). What it counted is the server's
 * business; a refusal (a site that does not let the viewer in yet, too many loads) changes
 * nothing the viewer sees.
 */
import { useEffect, useEffectEvent } from 'react';
import { useSiteBackend } from './site-backend';
import { visitorIdFor } from './visitor-id';

export function useRecordVisit(eventId: string, pageId: string | null, shown: boolean, pass: string | undefined): void {
  const { call } = useSiteBackend();
  // The pass is read as the page shows: a pass given later does not make the same page a new visit.
  const report = useEffectEvent(() => {
    void call('recordVisit', { eventId, visitorId: visitorIdFor(eventId), ...(pageId ? { pageId } : {}), ...(pass ? { pass } : {}) }).catch(() => undefined);
  });
  useEffect(() => {
    if (shown) report();
  }, [eventId, pageId, shown]);
}
