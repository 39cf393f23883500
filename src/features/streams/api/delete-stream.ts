import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { streamMessages } from '@domain/streams/stream-messages';
import { useBackend } from '@/lib/backend-context';
import { streamErrorMessage } from '../model/stream-errors';

/** Owners delete a stream with its transcoder and logs. */
export function useDeleteStream(eventId: string) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (streamId: string) => backend.call('deleteStream', { eventId, streamId }),
    onSuccess: () => void message.success(streamMessages.deleted),
    onError: (error) => void message.error(`${streamMessages.deleteFailed}: ${streamErrorMessage(error)}`),
  });
}
