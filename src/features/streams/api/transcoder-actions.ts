/**
 * The transcoder and live calls of a stream (spec 001 sections 4.1 and 7), each with the words
 * the spec shows while it runs and when it is done.
 */
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { streamMessages } from '@domain/streams/stream-messages';
import type { TranscoderOptions } from '@domain/streams/transcoder-options';
import { useBackend } from '@/lib/backend-context';
import { streamErrorMessage } from '../model/stream-errors';

type StreamCall = 'startTranscoder' | 'stopTranscoder' | 'deleteTranscoder' | 'goLive' | 'stopLive' | 'createRecording';

const WORDS: Record<StreamCall, { pending?: string; done?: string; failed?: string }> = {
  startTranscoder: { pending: streamMessages.transcoderStarting },
  stopTranscoder: { pending: streamMessages.transcoderStopping },
  deleteTranscoder: { done: streamMessages.transcoderDeleted, failed: streamMessages.transcoderDeleteFailed },
  goLive: {},
  stopLive: { failed: streamMessages.stopLiveFailed },
  createRecording: { pending: streamMessages.creatingRecording },
};

export function useStreamCall(eventId: string, streamId: string, call: StreamCall) {
  const backend = useBackend();
  const { message } = App.useApp();
  const words = WORDS[call];
  return useMutation({
    mutationFn: () => {
      if (words.pending) void message.info(words.pending);
      return backend.call(call, { eventId, streamId });
    },
    onSuccess: () => void (words.done && message.success(words.done)),
    onError: (error) => void (words.failed ? message.warning(`${words.failed}: ${streamErrorMessage(error)}`) : message.error(streamErrorMessage(error))),
  });
}

export function useCreateTranscoder(eventId: string, streamId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (options: TranscoderOptions) => backend.call('createLivestream', { eventId, streamId, options }),
    onSuccess: () => {
      void message.success(streamMessages.transcoderCreated);
      onSuccess?.();
    },
    onError: (error) => void message.error(streamErrorMessage(error)),
  });
}

export function useOpenStudio(eventId: string, streamId: string, onOpened: (vodId: string) => void) {
  const backend = useBackend();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: () => backend.call('openStudio', { eventId, streamId }),
    onSuccess: ({ vodId }) => onOpened(vodId),
    onError: (error) => void message.error(streamErrorMessage(error)),
  });
}
