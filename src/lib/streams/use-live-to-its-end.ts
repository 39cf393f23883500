import { useState } from 'react';
import type { WatchedStream } from './use-watch-stream';

export type LiveView = { stream: WatchedStream; address: string };

type Kept = LiveView & { played: boolean };

/**
 * What a viewer's player plays as the stream goes off air (issue 29). Viewers are seconds behind
 * the source, and the server closes their playlist at the stop, so the live view they were
 * playing is kept, at its address, until playback reaches that end (`finish`: the media's
 * `ended`, or the player failing); then the page shows what the stream is now (ended, its
 * recording). A player that never played shows that at once, as does every player where the
 * encoder closes no playlist for viewers (an ended stream without an address).
 */
export function useLiveToItsEnd(current: WatchedStream | null, address: string | null, playing: boolean): { view: LiveView | null; ending: boolean; finish: () => void } {
  const [kept, setKept] = useState<Kept | null>(null);
  const live = current?.state === 'live' && address !== null ? { stream: current, address } : null;
  // Taken during render, as React allows for state derived from props: no frame shows the stream off air before its end.
  if (live && (kept === null || kept.stream !== live.stream || kept.address !== live.address || (playing && !kept.played))) {
    setKept({ ...live, played: playing || (kept?.address === live.address && kept.played) });
  } else if (!live && kept !== null && ((!kept.played && !playing) || (current?.state === 'ended' && current.playbackUrl === null))) {
    setKept(null);
  }
  const shown = live ?? (kept && { stream: kept.stream, address: kept.address });
  return { view: shown, ending: live === null && kept !== null, finish: () => setKept(null) };
}
