/** The presenter changes (spec 002 sections 7 and 8); the components say what came of them. */
import { useMutation } from '@tanstack/react-query';
import type { PresenterInput } from '@domain/presenters/presenter';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

type PresenterSave = { presenterId?: string; presenter: PresenterInput };

export function useSavePresenter(eventId: string, callbacks: OperationCallbacks<unknown, PresenterSave> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: ({ presenterId, presenter }: PresenterSave) => backend.call('savePresenter', { eventId, presenter, ...(presenterId ? { presenterId } : {}) }),
    ...callbacks,
  });
}

export function useDeletePresenter(eventId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (presenterId: string) => backend.call('deletePresenter', { eventId, presenterId }), ...callbacks });
}
