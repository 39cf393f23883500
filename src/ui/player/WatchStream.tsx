/**
 * A viewer's view of one stream, for the /watch page and the public site's stream, theater and
 * VOD blocks: the live stream while viewers are on air, played on to its end after the operator
 * stops it (viewers are seconds behind), the stream's ended state then, the recording once it is a VOD, and the
 * slide of the moment on screen beside the video or under the audio as the stream type says
 * (Webcast: video only; Webcast and slides: side by side; Audio and slides: the audio above its
 * slides). Watching is counted as view tokens. Free of antd: the public site imports it.
 */
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { errorCode, messageForError } from '@/lib/errors/error-catalogue';
import { useHeldAddress } from '@/lib/streams/use-held-address';
import { useLiveToItsEnd } from '@/lib/streams/use-live-to-its-end';
import { useStreamCues } from '@/lib/streams/use-stream-cues';
import { useWatchReporting } from '@/lib/streams/use-watch-reporting';
import { useWatchStream, type WatchedStream } from '@/lib/streams/use-watch-stream';
import { showsAlike } from '@domain/livetool/stream-cues';
import { StreamInjectCards } from '../polls/StreamInjectCards';
import { StreamPlayer, type PlaybackTime } from './StreamPlayer';
import { SyncedSlide } from './SyncedSlide';

export const WATCH_TEXTS = {
  loading: 'Loading the stream...',
  unavailable: 'This stream is not available.',
  offline: 'The stream is not live yet. This page starts playing as soon as it is.',
  ended: 'The live stream has ended. Thank you for watching.',
  processing: 'The recording is being prepared. Come back in a little while.',
} as const;

type Props = {
  eventId: string;
  streamId: string;
  /** What shows instead while there is nothing to play (the site's blocks say "Stream offline"). */
  offAir?: (state: 'offline' | 'ended' | 'processing' | 'unavailable') => ReactNode;
  /** Hears what the stream is now (its title, on air or not), each time that is asked for. */
  onWatched?: (watched: WatchedStream) => void;
};

export function WatchStream({ eventId, streamId, offAir, onWatched }: Props) {
  // The cue log is listened to by the key watchStream gives once the site lets the viewer in.
  const stream = `${eventId}/${streamId}`;
  const [known, setKnown] = useState<{ stream: string; cueKey: string } | null>(null);
  const cues = useStreamCues(eventId, streamId, known?.stream === stream ? known.cueKey : null);
  // The operator going live or stopping reaches the page through the cue log's listener.
  const watch = useWatchStream(eventId, streamId, cues.status === 'success' ? cues.data.onAir : null, ({ cueKey }) =>
    setKnown((last) => (last?.stream === stream && last.cueKey === cueKey ? last : { stream, cueKey })),
  );
  const [playing, setPlaying] = useState(false);
  const [moment, setMoment] = useState<number | null>(null);
  const figure = useRef<HTMLElement>(null);
  useWatchReporting(eventId, streamId, playing);
  const watched = useEffectEvent((data: WatchedStream) => onWatched?.(data));
  const data = watch.status === 'success' ? watch.data : null;
  const held = useHeldAddress(data?.playbackUrl ?? null, data?.state ?? 'asking');
  const live = useLiveToItsEnd(data, held.address, playing);
  useEffect(() => {
    if (data) watched(data);
  }, [data]);

  // Every frame tells its moment; the page renders again only when that changes what shows, and
  // keeps the figure's data-program-time current in between. A moment that changes what shows is
  // written by that render, with its slide: written here first, it would name a moment whose
  // slide is not on screen yet.
  const log = cues.status === 'success' ? cues.data : null;
  const onTime = (time: PlaybackTime) => {
    const at = time.programDateTime?.getTime() ?? null;
    if (!showsAlike(log, moment, at)) setMoment(at);
    else if (figure.current) figure.current.dataset.programTime = at === null ? '' : String(at);
  };

  if (watch.status === 'pending') return <p role="status">{WATCH_TEXTS.loading}</p>;
  if (watch.status === 'error') {
    if (offAir && errorCode(watch.error) === 'not-found') return offAir('unavailable');
    return <p role="alert">{errorCode(watch.error) === 'not-found' ? WATCH_TEXTS.unavailable : messageForError(watch.error)}</p>;
  }
  const { title, state, playbackUrl, audioOnly, streamType } = live.view?.stream ?? watch.data;
  if (!playbackUrl || (state !== 'live' && state !== 'vod')) {
    const off = state === 'processing' || state === 'ended' ? state : 'offline';
    if (offAir) return offAir(off);
    const heading = { processing: 'Processing', ended: 'Ended', offline: 'Not live yet' }[off];
    return (
      <div role="status" className="ed-watch-off-air" style={{ padding: '24px 16px', textAlign: 'center' }}>
        <strong style={{ display: 'block', fontSize: 20 }}>{heading}</strong>
        <span>{WATCH_TEXTS[off]}</span>
      </div>
    );
  }
  const withSlides = state === 'live' && streamType !== 'default';
  const audio = audioOnly || streamType === 'audiocast';
  return (
    <div className="ed-watch" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: audio ? '1 1 100%' : '2 1 420px', minWidth: 0 }}>
        <StreamPlayer
          key={live.view?.address ?? held.address ?? playbackUrl}
          src={live.view?.address ?? held.address ?? playbackUrl}
          title={title || 'Stream'}
          live={state === 'live'}
          audioOnly={audioOnly}
          autoPlay={state === 'live'}
          onPlayingChange={setPlaying}
          onTime={onTime}
          onFailed={live.ending ? live.finish : held.failed}
          onEnded={live.ending ? live.finish : undefined}
        />
      </div>
      {withSlides && cues.status === 'success' && <SyncedSlide ref={figure} log={cues.data} moment={moment} large={audio} />}
      {state === 'live' && cues.status === 'success' && <StreamInjectCards eventId={eventId} log={cues.data} moment={moment} />}
    </div>
  );
}
