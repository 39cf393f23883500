/** The library's changes (spec 002 sections 5, 7 and 8); the components say what came of them. */
import { useMutation } from '@tanstack/react-query';
import type { ApiOutput } from '@domain/api/contracts';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

type NewFolder = { parentId: string; title: string };
type FolderRename = { folderId: string; title: string };
type FolderCallbacks = {
  create?: OperationCallbacks<unknown, NewFolder>;
  rename?: OperationCallbacks<unknown, FolderRename>;
  remove?: OperationCallbacks<unknown, string>;
};

export function useFolderMutations(resourceId: string, callbacks: FolderCallbacks = {}) {
  const backend = useBackend();
  return {
    create: useMutation({ mutationFn: ({ parentId, title }: NewFolder) => backend.call('createMediaFolder', { resourceId, parentId, title }), ...callbacks.create }),
    rename: useMutation({ mutationFn: ({ folderId, title }: FolderRename) => backend.call('renameMediaFolder', { resourceId, folderId, title }), ...callbacks.rename }),
    remove: useMutation({ mutationFn: (folderId: string) => backend.call('deleteMediaFolder', { resourceId, folderId }), ...callbacks.remove }),
  };
}

export function useDeleteMedia(callbacks: OperationCallbacks<unknown, string[]> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (processIds: string[]) => backend.call('deleteMedia', { processIds }), ...callbacks });
}

export function useRetryMedia(callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (processId: string) => backend.media.retry(processId), ...callbacks });
}

/** What uses each item, asked before a delete (issue 30); the server answers for those who may delete. */
export function useMediaUsage(callbacks: OperationCallbacks<ApiOutput<'mediaUsage'>, string[]> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (processIds: string[]) => backend.call('mediaUsage', { processIds }), ...callbacks });
}

type MediaRename = { processId: string; name: string };

export function useRenameMedia(callbacks: OperationCallbacks<ApiOutput<'renameMedia'>, MediaRename> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (rename: MediaRename) => backend.call('renameMedia', rename), ...callbacks });
}
