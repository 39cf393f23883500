import { readStream, STREAM, type Stream } from '@domain/streams/stream';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const toStream = (snap: DocSnapshot) => (snap.exists ? readStream(snap.id, snap.data) : null);

/** One stream, live; null once it has been removed (or never existed). */
export function useStream(eventId: string, streamId: string): LiveState<Stream | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, STREAM(eventId, streamId));
  return useMappedLive(live, toStream);
}
