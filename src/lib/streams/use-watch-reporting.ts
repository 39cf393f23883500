/**
 * Counts a viewer's watching of a stream as view tokens (spec 001 section 3): a view when
 * playback first starts, then the seconds actually played, reported every 30 s and when the
 * viewer leaves. The server bounds each report by the time that passed. Once watching, the page
 * keeps reporting (0 seconds) while it is shown, even when the player waits for the stream to
 * come back (an encoder reconnecting): the console counts that viewer as still here, and the
 * report that ends a wait tells it at once. The token names the browser's visitor id, so a reload
 * is the same viewer.
 */
import { useEffect, useRef } from 'react';
import { useSiteBackend } from '../site-backend';
import { readSitePass } from '../site-pass';
import { visitorIdFor } from '../visitor-id';

export const WATCH_REPORT_MS = 30_000;

export function useWatchReporting(eventId: string, streamId: string, playing: boolean): void {
  const { call } = useSiteBackend();
  const token = useRef<Promise<string> | null>(null);
  const playedMs = useRef(0);
  const since = useRef<number | null>(null);

  useEffect(() => {
    token.current = null;
    playedMs.current = 0;
  }, [eventId, streamId]);

  useEffect(() => {
    /** Counts the time played so far and reports it; `still` says whether playback goes on. */
    const flush = (still: boolean) => {
      const now = Date.now();
      if (since.current !== null) playedMs.current += now - since.current;
      since.current = still ? now : null;
      const seconds = Math.round(playedMs.current) / 1000;
      if (!token.current) return;
      playedMs.current = 0;
      void token.current.then((tokenId) => call('recordWatch', { eventId, tokenId, seconds })).catch(() => undefined);
    };
    if (playing) {
      token.current ??= call('startWatching', { eventId, streamId, pass: readSitePass(eventId), visitorId: visitorIdFor(eventId) }).then((r) => r.tokenId);
      token.current.catch(() => (token.current = null));
      since.current = Date.now();
    }
    const timer = token.current ? setInterval(() => (playing || document.visibilityState === 'visible') && flush(playing), WATCH_REPORT_MS) : undefined;
    const onHide = () => document.visibilityState === 'hidden' && flush(playing);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      flush(false);
    };
  }, [call, eventId, streamId, playing]);
}
