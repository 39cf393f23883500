import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import { INVITES_COLLECTION } from '@domain/invites/invite';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export function deleteInvite(backend: Backend, inviteId: string): Promise<void> {
  return backend.docs.remove(`${INVITES_COLLECTION}/${inviteId}`);
}

/** Withdraws an invite; its link stops working because the document is gone. */
export function useDeleteInvite(callbacks: OperationCallbacks<void, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (inviteId: string) => deleteInvite(backend, inviteId), ...callbacks });
}
