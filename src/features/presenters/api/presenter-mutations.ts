/** The presenter changes (spec 002 sections 7 and 8), each with the spec's message. */
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { presenterMessages, type PresenterInput } from '@domain/presenters/presenter';
import { useBackend } from '@/lib/backend-context';
import { messageForError } from '@/lib/errors/error-catalogue';

export function useSavePresenter(eventId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ presenterId, presenter }: { presenterId?: string; presenter: PresenterInput }) =>
      backend.call('savePresenter', { eventId, presenter, ...(presenterId ? { presenterId } : {}) }),
    onSuccess: (_result, { presenterId }) => void message.success(presenterId ? presenterMessages.updated : presenterMessages.added),
  });
}

export function useDeletePresenter(eventId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (presenterId: string) => backend.call('deletePresenter', { eventId, presenterId }),
    onSuccess: () => void message.success(presenterMessages.deleted),
    onError: (error) => void message.error(`${presenterMessages.deleteFailed}${messageForError(error)}`),
  });
}
