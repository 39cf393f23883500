import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { streamMessages } from '@domain/streams/stream-messages';
import type { StreamForm } from '@domain/streams/stream-form';
import { useBackend } from '@/lib/backend-context';
import { streamErrorMessage } from '../model/stream-errors';

/** Owners add streams; the server checks the form with the same rules as the modal. */
export function useCreateStream(eventId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (stream: StreamForm) => backend.call('createStream', { eventId, stream }),
    onSuccess: () => {
      void message.success(streamMessages.created);
      onSuccess?.();
    },
    onError: (error) => void message.error(streamErrorMessage(error)),
  });
}
