/** The library's changes (spec 002 sections 5, 7 and 8), each with the spec's message. */
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { folderMessages, mediaItemMessages } from '@domain/media/media-record';
import { useBackend } from '@/lib/backend-context';
import { mediaErrorMessage } from '../model/server-message';

export function useFolderMutations(resourceId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  const onError = (error: unknown) => void message.error(mediaErrorMessage(error));
  return {
    create: useMutation({
      mutationFn: ({ parentId, title }: { parentId: string; title: string }) => backend.call('createMediaFolder', { resourceId, parentId, title }),
      onSuccess: () => void message.success(folderMessages.created),
      onError,
    }),
    rename: useMutation({
      mutationFn: ({ folderId, title }: { folderId: string; title: string }) => backend.call('renameMediaFolder', { resourceId, folderId, title }),
      onSuccess: () => void message.success(folderMessages.renamed),
      onError,
    }),
    remove: useMutation({
      mutationFn: (folderId: string) => backend.call('deleteMediaFolder', { resourceId, folderId }),
      onError: () => void message.error(folderMessages.deleteFailed),
    }),
  };
}

export function useDeleteMedia() {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (processIds: string[]) => backend.call('deleteMedia', { processIds }),
    onSuccess: () => void message.success(mediaItemMessages.deleted),
    onError: (error) => void message.error(`${mediaItemMessages.deleteFailed}: ${mediaErrorMessage(error)}`),
  });
}

export function useRetryMedia() {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (processId: string) => backend.media.retry(processId),
    onError: (error) => void message.error(mediaErrorMessage(error)),
  });
}
