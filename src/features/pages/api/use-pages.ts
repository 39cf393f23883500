import { PAGES } from '@domain/pages/page';
import type { DocData, DocSnapshot, QuerySpec } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toPage, type PageDoc } from '../model/page-doc';

export const pagesQuery = (eventId: string): QuerySpec => ({ path: PAGES(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });

const toPages = (docs: DocSnapshot<DocData>[]) => docs.map((d) => toPage(d.id, d.data ?? {}));
const toPageOrNull = (snap: DocSnapshot<DocData>) => (snap.exists ? toPage(snap.id, snap.data ?? {}) : null);
const toSiteFields = (snap: DocSnapshot<DocData>) => ({
  slug: typeof snap.data?.slug === 'string' ? snap.data.slug : '',
  frontPage: typeof snap.data?.frontPage === 'string' ? snap.data.frontPage : '',
});

/** The event's pages, live, newest first (spec 002 section 7). */
export function usePages(eventId: string): LiveState<PageDoc[]> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, pagesQuery(eventId)), toPages);
}

/** One page, live; null when it does not exist. */
export function usePage(eventId: string, pageId: string): LiveState<PageDoc | null> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, `${PAGES(eventId)}/${pageId}`), toPageOrNull);
}

/** What the pages screens need of the event: its slug (for public addresses) and its front page. */
export function useEventSiteFields(eventId: string): LiveState<{ slug: string; frontPage: string }> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, `events/${eventId}`), toSiteFields);
}
