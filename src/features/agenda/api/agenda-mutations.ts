/** The agenda changes (spec 002 section 7); the components say what came of them. */
import { useMutation } from '@tanstack/react-query';
import type { AgendaInput } from '@domain/agenda/agenda-item';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export type AgendaSave = { itemId?: string; item: AgendaInput };

export function useSaveAgendaItem(eventId: string, callbacks: OperationCallbacks<unknown, AgendaSave> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: ({ itemId, item }: AgendaSave) => backend.call('saveAgendaItem', { eventId, item, ...(itemId ? { itemId } : {}) }),
    ...callbacks,
  });
}

export function useDeleteAgendaItem(eventId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (itemId: string) => backend.call('deleteAgendaItem', { eventId, itemId }), ...callbacks });
}
