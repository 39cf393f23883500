/** Deleting a participant (spec 002 section 4: disabled, deletedUser); the component says what came of it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export function useDeleteParticipant(eventId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) => backend.call('deleteParticipant', { eventId, participantId }),
    ...callbacks,
    onSuccess: async (result, participantId) => {
      await queries.invalidateQueries({ queryKey: ['participants', eventId] });
      callbacks.onSuccess?.(result, participantId);
    },
  });
}
