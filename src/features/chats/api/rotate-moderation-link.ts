import { useMutation } from '@tanstack/react-query';
import { apiContracts, type ApiOutput } from '@domain/api/contracts';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

/** Makes a new moderation token on the server; the previous link stops working at once. */
export function rotateModerationLink(backend: Backend, eventId: string): Promise<ApiOutput<'rotateModerationLink'>> {
  return backend.call('rotateModerationLink', apiContracts.rotateModerationLink.input.parse({ eventId }));
}

type Rotation = { replacing: boolean };

/** `replacing` tells the caller's callbacks whether a first link was created or an existing one replaced. */
export function useRotateModerationLink(eventId: string, callbacks: OperationCallbacks<ApiOutput<'rotateModerationLink'>, Rotation> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (_: Rotation) => rotateModerationLink(backend, eventId), ...callbacks });
}
