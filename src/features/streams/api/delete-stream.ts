import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

/** Owners delete a stream with its transcoder and logs. */
export function useDeleteStream(eventId: string, callbacks: OperationCallbacks<unknown, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (streamId: string) => backend.call('deleteStream', { eventId, streamId }), ...callbacks });
}
