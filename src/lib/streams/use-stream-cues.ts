/**
 * A viewer's live listener on the stream's cue log (domain/livetool/stream-cues), by the cue key
 * watchStream gave (null: not yet, and nothing is listened to): every cut, hide and chapter the
 * console makes while viewers are on air arrives as it is committed, on every open page, signed
 * in or not. A page whose connection drops gets what it missed when the
 * connection returns (the live queries resume), without a reload. Free of antd and of the admin
 * app's query cache: the public site's light entry imports it.
 */
import { readCueLog, STREAM_CUES, type CueLog } from '@domain/livetool/stream-cues';
import { useLightLive, type Live } from '../light-live';
import { useSiteBackend } from '../site-backend';

export function useStreamCues(eventId: string, streamId: string, cueKey: string | null): Live<CueLog> {
  const { docs } = useSiteBackend();
  const path = cueKey === null ? null : STREAM_CUES(eventId, streamId, cueKey);
  return useLightLive<CueLog>(path, (onNext, onError) => docs.subscribeDoc(path!, (snapshot) => onNext(readCueLog(snapshot.exists ? snapshot.data : null)), onError));
}
