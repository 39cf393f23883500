/** The producers' presenter-link calls (issue 15); the components say what came of them. */
import { useMutation } from '@tanstack/react-query';
import type { PresenterLinkForm } from '@domain/presenting/presenter-link';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export type LinkSave = { linkId?: string; link: PresenterLinkForm };

export function useSavePresenterLink(eventId: string, streamId: string, callbacks: OperationCallbacks<{ linkId: string; token: string }, LinkSave> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: ({ linkId, link }: LinkSave) => backend.call('savePresenterLink', { eventId, streamId, link, ...(linkId ? { linkId } : {}) }),
    ...callbacks,
  });
}

export function useRevokePresenterLink(eventId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (linkId: string) => backend.call('revokePresenterLink', { eventId, linkId }), ...callbacks });
}

export function useRemovePresenter(eventId: string, streamId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (presenterId: string) => backend.call('removePresenter', { eventId, streamId, presenterId }), ...callbacks });
}
