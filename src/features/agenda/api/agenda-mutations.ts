/** The agenda changes (spec 002 section 7), each with its message. */
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { agendaMessages, type AgendaInput } from '@domain/agenda/agenda-item';
import { useBackend } from '@/lib/backend-context';
import { messageForError } from '@/lib/errors/error-catalogue';

export function useSaveAgendaItem(eventId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ itemId, item }: { itemId?: string; item: AgendaInput }) => backend.call('saveAgendaItem', { eventId, item, ...(itemId ? { itemId } : {}) }),
    onSuccess: (_result, { itemId }) => void message.success(itemId ? agendaMessages.updated : agendaMessages.added),
  });
}

export function useDeleteAgendaItem(eventId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (itemId: string) => backend.call('deleteAgendaItem', { eventId, itemId }),
    onSuccess: () => void message.success(agendaMessages.deleted),
    onError: (error) => void message.error(`${agendaMessages.deleteFailed}${messageForError(error)}`),
  });
}
