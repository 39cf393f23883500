/** The transcoder and live calls of a stream (spec 001 sections 4.1 and 7). */
import { useMutation } from '@tanstack/react-query';
import type { ApiOutput } from '@domain/api/contracts';
import type { TranscoderOptions } from '@domain/streams/transcoder-options';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export type StreamCall = 'startTranscoder' | 'stopTranscoder' | 'deleteTranscoder' | 'goLive' | 'stopLive' | 'createRecording';

export function useStreamCall(eventId: string, streamId: string, call: StreamCall, callbacks: OperationCallbacks<unknown> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: () => backend.call(call, { eventId, streamId }), ...callbacks });
}

export function useCreateTranscoder(eventId: string, streamId: string, callbacks: OperationCallbacks<unknown, TranscoderOptions> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (options: TranscoderOptions) => backend.call('createLivestream', { eventId, streamId, options }), ...callbacks });
}

export function useOpenStudio(eventId: string, streamId: string, callbacks: OperationCallbacks<ApiOutput<'openStudio'>> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: () => backend.call('openStudio', { eventId, streamId }), ...callbacks });
}
