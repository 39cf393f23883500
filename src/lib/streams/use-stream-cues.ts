/**
 * A viewer's live listener on the stream's cue log (domain/livetool/stream-cues): every cut,
 * hide and chapter the console makes while viewers are on air arrives as it is committed, on
 * every open page, signed in or not. A page whose connection drops gets what it missed when the
 * connection returns (the live queries resume), without a reload. Free of antd: the public site
 * imports it.
 */
import type { DocSnapshot } from '@/backend/port';
import { readCueLog, STREAM_CUES, type CueLog } from '@domain/livetool/stream-cues';
import { useBackend } from '../backend-context';
import { useLiveDoc } from '../live/use-live-doc';
import { useMappedLive } from '../live/use-mapped-live';
import type { LiveState } from '../live/use-live-subscription';

const toLog = (snapshot: DocSnapshot): CueLog => readCueLog(snapshot.exists ? snapshot.data : null);

export function useStreamCues(eventId: string, streamId: string): LiveState<CueLog> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, STREAM_CUES(eventId, streamId)), toLog);
}
