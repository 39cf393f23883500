import { readProgram, type Program } from '@domain/livetool/program';
import { readPresenting, type Presenting } from '@domain/presenting/presenter-pool';
import { readStream, STREAM, type Stream } from '@domain/streams/stream';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';

export type ConsoleStream = { stream: Stream; program: Program; presenting: Presenting };

/** One stream, the panes the console drives and who holds control of them, live; null once the stream has been removed (or never existed). */
export function useConsoleStream(eventId: string, streamId: string): LiveState<ConsoleStream | null> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, STREAM(eventId, streamId));
  if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
  const data = live.data.exists ? live.data.data : null;
  return { status: 'success', data: data ? { stream: readStream(live.data.id, data), program: readProgram(data), presenting: readPresenting(data) } : null, error: null };
}
