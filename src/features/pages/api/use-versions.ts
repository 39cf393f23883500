import { PAGE_VERSIONS } from '@domain/pages/page';
import type { DocData, DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toVersion } from '../model/page-doc';

const toVersions = (docs: DocSnapshot<DocData>[]) => docs.map((d) => toVersion(d.id, d.data ?? {}));
export type VersionDoc = ReturnType<typeof toVersion>;

/** The page's published versions, newest first, while the revision drawer is open (spec 002 section 7). */
export function useVersions(eventId: string, pageId: string, open: boolean): LiveState<VersionDoc[]> {
  const backend = useBackend();
  const query = open ? { path: PAGE_VERSIONS(eventId, pageId), orderBy: [{ field: 'revisions', direction: 'desc' as const }] } : null;
  return useMappedLive(useLiveQuery(backend.docs, query), toVersions);
}
