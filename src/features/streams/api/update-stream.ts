import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { streamMessages } from '@domain/streams/stream-messages';
import type { StreamForm } from '@domain/streams/stream-form';
import { useBackend } from '@/lib/backend-context';
import { streamErrorMessage } from '../model/stream-errors';

/** The stream page's Update: producers and owners. */
export function useUpdateStream(eventId: string, streamId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (stream: StreamForm) => backend.call('updateStream', { eventId, streamId, stream }),
    onSuccess: () => void message.success(streamMessages.updated),
    onError: (error) => void message.error(streamErrorMessage(error)),
  });
}
