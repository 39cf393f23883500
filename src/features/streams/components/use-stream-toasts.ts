import { streamMessages } from '@domain/streams/stream-messages';
import { useToasts } from '@/ui/use-toasts';
import { useStreamCall, type StreamCall } from '../api/transcoder-actions';
import { streamErrorMessage } from '../model/stream-errors';

/** The stream calls' toasts: their refusals are shown in the server's words. */
export function useStreamToasts() {
  const toasts = useToasts();
  const failure = (error: unknown, prefix = '') => toasts.failure(error, { describe: streamErrorMessage, prefix });
  return { ...toasts, failure, onError: (error: unknown) => failure(error) };
}

/** The words the spec shows while each call runs and when it is done (spec 001 sections 4.1 and 7). */
const WORDS: Record<StreamCall, { pending?: string; done?: string; failed?: string }> = {
  startTranscoder: { pending: streamMessages.transcoderStarting },
  stopTranscoder: { pending: streamMessages.transcoderStopping },
  deleteTranscoder: { done: streamMessages.transcoderDeleted, failed: streamMessages.transcoderDeleteFailed },
  goLive: {},
  stopLive: { failed: streamMessages.stopLiveFailed },
  createRecording: { pending: streamMessages.creatingRecording },
};

/** A transcoder or live call with its toasts; a failure of a call the spec words is a warning. */
export function useStreamAction(eventId: string, streamId: string, call: StreamCall) {
  const toasts = useStreamToasts();
  const { pending, done, failed } = WORDS[call];
  return useStreamCall(eventId, streamId, call, {
    onMutate: () => pending && toasts.info(pending),
    onSuccess: () => done && toasts.success(done),
    onError: (error) => (failed ? toasts.warning(`${failed}: ${streamErrorMessage(error)}`) : toasts.failure(error)),
  });
}
