import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import type { Role } from '@domain/permissions/roles';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export const permissionPath = (organizationId: string, uid: string) => `resourceAccess/${organizationId}/permissions/${uid}`;

export function updateMemberPermission(backend: Backend, organizationId: string, uid: string, permission: Role): Promise<void> {
  return backend.docs.update(permissionPath(organizationId, uid), { permission });
}

type PermissionChange = { uid: string; permission: Role };

/** Changes a member's role; on a refusal the live record keeps the old role on screen. */
export function useUpdateMemberPermission(organizationId: string, callbacks: OperationCallbacks<void, PermissionChange> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: ({ uid, permission }: PermissionChange) => updateMemberPermission(backend, organizationId, uid, permission), ...callbacks });
}
