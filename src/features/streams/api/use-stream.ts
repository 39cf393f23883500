import { readStream, STREAM, type Stream } from '@domain/streams/stream';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';

/** One stream, live; null once it has been removed (or never existed). */
export function useStream(eventId: string, streamId: string): LiveState<Stream | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, STREAM(eventId, streamId));
  if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
  return { status: 'success', data: live.data.exists ? readStream(live.data.id, live.data.data) : null, error: null };
}
