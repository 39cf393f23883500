import { useMutation } from '@tanstack/react-query';
import type { ApiOutput } from '@domain/api/contracts';
import type { StreamForm } from '@domain/streams/stream-form';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

/** Owners add streams; the server checks the form with the same rules as the modal. */
export function useCreateStream(eventId: string, callbacks: OperationCallbacks<ApiOutput<'createStream'>, StreamForm> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (stream: StreamForm) => backend.call('createStream', { eventId, stream }), ...callbacks });
}
