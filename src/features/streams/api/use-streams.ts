import { readStream, STREAMS, type Stream } from '@domain/streams/stream';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';

/** The event's streams, live, newest first. */
export function useStreams(eventId: string): LiveState<Stream[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: STREAMS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
  return { status: 'success', data: live.data.map((doc) => readStream(doc.id, doc.data)), error: null };
}
