import { useEffect, useRef } from 'react';
import { foldersPath } from '@domain/media/media-record';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toFolder, type Folder } from '../model/folder-tree';

const toFolders = (docs: DocSnapshot[]) => docs.map((d) => toFolder(d.id, d.data));

/**
 * The library's folders, live. A library without its top-level folder gets one as soon as
 * someone who may change it opens it.
 */
export function useFolders(resourceId: string, canEdit: boolean): LiveState<Folder[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: foldersPath(resourceId) });
  const asked = useRef<string | null>(null);
  const folders = useMappedLive(live, toFolders);
  const missingRoot = folders.status === 'success' && !folders.data.some((f) => f.root);
  useEffect(() => {
    if (!missingRoot || !canEdit || asked.current === resourceId) return;
    asked.current = resourceId;
    void backend.call('ensureMediaRoot', { resourceId }).catch(() => {
      asked.current = null;
    });
  }, [missingRoot, canEdit, resourceId, backend]);
  return folders;
}
