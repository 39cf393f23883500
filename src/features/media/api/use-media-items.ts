import { MEDIA_STORAGE } from '@domain/media/media-record';
import type { MediaKind } from '@domain/media/media-types';
import type { DocSnapshot, QuerySpec } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toMediaItem, type MediaItem } from '../model/media-item';

const toMediaItems = (docs: DocSnapshot[]) => docs.map((d) => toMediaItem(d.id, d.data));

const newestFirst = [{ field: 'createdAt', direction: 'desc' }] as const;

/** Spec 002 section 7: a folder's items, newest first, filtered by folder and owner. */
export const folderItemsQuery = (resourceId: string, folderId: string): QuerySpec => ({
  path: MEDIA_STORAGE,
  where: [
    { field: 'resourceID', op: '==', value: resourceId },
    { field: 'folderID', op: '==', value: folderId },
  ],
  orderBy: [...newestFirst],
});

/** Spec 002 section 5: the library's search, by name prefix across the owner's items. */
export const searchQuery = (resourceId: string, prefix: string): QuerySpec => ({
  path: MEDIA_STORAGE,
  where: [
    { field: 'resourceID', op: '==', value: resourceId },
    { field: 'nameLowerCase', op: '>=', value: prefix },
    { field: 'nameLowerCase', op: '<', value: `${prefix}\uf8ff` },
  ],
  orderBy: [{ field: 'nameLowerCase', direction: 'asc' }],
  limit: 200,
});

/** The media bank's tabs: one kind of item across the owner's library. */
export const kindQuery = (resourceId: string, kind: MediaKind): QuerySpec => ({
  path: MEDIA_STORAGE,
  where: [
    { field: 'resourceID', op: '==', value: resourceId },
    { field: 'typeOf', op: '==', value: kind },
  ],
  orderBy: [...newestFirst],
});

export function useMediaItems(query: QuerySpec | null): LiveState<MediaItem[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, query);
  return useMappedLive(live, toMediaItems);
}
