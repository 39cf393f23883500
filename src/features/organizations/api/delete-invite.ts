import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import { INVITES_COLLECTION, inviteMessages } from '@domain/invites/invite';
import { messageForError } from '@/lib/errors/error-catalogue';

export function deleteInvite(backend: Backend, inviteId: string): Promise<void> {
  return backend.docs.remove(`${INVITES_COLLECTION}/${inviteId}`);
}

/** Withdraws an invite; its link stops working because the document is gone. */
export function useDeleteInvite() {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (inviteId: string) => deleteInvite(backend, inviteId),
    onSuccess: () => void message.success(inviteMessages.deleted),
    onError: (error) => void message.error(messageForError(error)),
  });
}
