import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import { arrayRemove, type Backend } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';
import { permissionPath } from './update-member-permission';

/** Deletes the member's permission record and takes them off the organisation's users list, together. */
export function removeMember(backend: Backend, organizationId: string, uid: string): Promise<void> {
  return backend.docs.batch([
    { type: 'delete', path: permissionPath(organizationId, uid) },
    { type: 'update', path: `resourceAccess/${organizationId}`, data: { users: arrayRemove(uid) } },
  ]);
}

export function useRemoveMember(organizationId: string, callbacks: OperationCallbacks<void, string> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (uid: string) => removeMember(backend, organizationId, uid), ...callbacks });
}
