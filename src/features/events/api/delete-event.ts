import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

/** The server removes the event with everything under it; owners only (it checks the role). */
export async function deleteEvent(backend: Backend, eventId: string): Promise<void> {
  await backend.call('deleteEvent', { eventId });
}

export function useDeleteEvent(callbacks: OperationCallbacks<void, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (eventId: string) => deleteEvent(backend, eventId), ...callbacks });
}
