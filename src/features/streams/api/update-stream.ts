import { useMutation } from '@tanstack/react-query';
import type { StreamForm } from '@domain/streams/stream-form';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

/** The stream page's Update: producers and owners. */
export function useUpdateStream(eventId: string, streamId: string, callbacks: OperationCallbacks<unknown, StreamForm> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (stream: StreamForm) => backend.call('updateStream', { eventId, streamId, stream }), ...callbacks });
}
