import { readStream, STREAMS, type Stream } from '@domain/streams/stream';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const toStreams = (docs: DocSnapshot[]) => docs.map((doc) => readStream(doc.id, doc.data));

/** The event's streams, live, newest first. */
export function useStreams(eventId: string): LiveState<Stream[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: STREAMS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  return useMappedLive(live, toStreams);
}
