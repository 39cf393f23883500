import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import { messageForError } from '@/lib/errors/error-catalogue';

export const EVENT_DELETED = 'Event deleted.';

/** The server removes the event with everything under it; owners only (it checks the role). */
export async function deleteEvent(backend: Backend, eventId: string): Promise<void> {
  await backend.call('deleteEvent', { eventId });
}

export function useDeleteEvent({ onSuccess }: { onSuccess?: (eventId: string) => void } = {}) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (eventId: string) => deleteEvent(backend, eventId),
    onSuccess: (_, eventId) => {
      void message.success(EVENT_DELETED);
      onSuccess?.(eventId);
    },
    onError: (error) => void message.error(messageForError(error)),
  });
}
