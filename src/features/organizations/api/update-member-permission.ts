import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import { inviteMessages } from '@domain/invites/invite';
import type { Role } from '@domain/permissions/roles';
import { messageForError } from '@/lib/errors/error-catalogue';

export const permissionPath = (organizationId: string, uid: string) => `resourceAccess/${organizationId}/permissions/${uid}`;

export function updateMemberPermission(backend: Backend, organizationId: string, uid: string, permission: Role): Promise<void> {
  return backend.docs.update(permissionPath(organizationId, uid), { permission });
}

/** Changes a member's role and says so; a refusal is shown and the live record keeps the old role on screen. */
export function useUpdateMemberPermission(organizationId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ uid, permission }: { uid: string; permission: Role }) => updateMemberPermission(backend, organizationId, uid, permission),
    onSuccess: () => void message.success(inviteMessages.permissionUpdated),
    onError: (error) => void message.error(messageForError(error)),
  });
}
