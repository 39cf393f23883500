import { STREAM_ENCODER_SETTINGS } from '@domain/streams/stream';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';

/** What an encoder needs to publish: the ingest address and stream key (producers and owners read it). */
export type EncoderSettings = { rtmp: string; streamName: string; username: string; password: string };

/** `enabled` false: the caller may not read it, so nothing is asked. */
export function useEncoderSettings(eventId: string, streamId: string, enabled: boolean): LiveState<EncoderSettings | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, enabled ? STREAM_ENCODER_SETTINGS(eventId, streamId) : null);
  if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
  const data = live.data.exists ? live.data.data : null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const transcoder = data?.transcoder as { stream_name?: unknown } | undefined;
  return {
    status: 'success',
    data: data ? { rtmp: text(data.rtmp), streamName: text(transcoder?.stream_name), username: text(data.username), password: text(data.password) } : null,
    error: null,
  };
}
