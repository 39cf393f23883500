import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { useMappedLive } from '@/lib/live/use-mapped-live';

export type StreamSummary = { id: string; title: string };

/** A stream log entry (spec 001 section 3); `time` is seconds into the stream. */
export type StreamLogEntry = { id: string; type: string; time: number | null; createdAt: Date | null; error: boolean };

const STREAMS = (eventId: string) => `events/${eventId}/streams`;

const toStream = (snap: DocSnapshot): StreamSummary => ({ id: snap.id, title: typeof snap.data?.title === 'string' ? snap.data.title : '' });

function toLogEntry(snap: DocSnapshot): StreamLogEntry {
  const data = snap.data ?? {};
  return {
    id: snap.id,
    type: typeof data.type === 'string' ? data.type : '',
    time: typeof data.time === 'number' ? data.time : null,
    createdAt: data.createdAt instanceof Date ? data.createdAt : null,
    error: data.error === true,
  };
}

const toStreams = (docs: DocSnapshot[]) => docs.map(toStream);
const toLogEntries = (docs: DocSnapshot[]) => docs.map(toLogEntry);

export function useStreams(eventId: string) {
  const backend = useBackend();
  const state = useLiveQuery(backend.docs, { path: STREAMS(eventId) });
  return useMappedLive(state, toStreams);
}

/** One stream's log, newest first. */
export function useStreamLogs(eventId: string, streamId: string) {
  const backend = useBackend();
  const state = useLiveQuery(backend.docs, { path: `${STREAMS(eventId)}/${streamId}/logs`, orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  return useMappedLive(state, toLogEntries);
}
