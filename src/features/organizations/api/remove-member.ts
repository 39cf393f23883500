import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useBackend } from '@/lib/backend-context';
import { arrayRemove, type Backend } from '@/backend/port';
import { inviteMessages } from '@domain/invites/invite';
import { messageForError } from '@/lib/errors/error-catalogue';
import { permissionPath } from './update-member-permission';

/** Deletes the member's permission record and takes them off the organisation's users list, together. */
export function removeMember(backend: Backend, organizationId: string, uid: string): Promise<void> {
  return backend.docs.batch([
    { type: 'delete', path: permissionPath(organizationId, uid) },
    { type: 'update', path: `resourceAccess/${organizationId}`, data: { users: arrayRemove(uid) } },
  ]);
}

export function useRemoveMember(organizationId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (uid: string) => removeMember(backend, organizationId, uid),
    onSuccess: () => void message.success(inviteMessages.memberRemoved),
    onError: (error) => void message.error(messageForError(error)),
  });
}
