/**
 * Stream and Theater blocks (issue 12, with the streams and live tool issues): the chosen
 * stream's HLS while it is on air, its recording once it is a VOD, "Stream offline" otherwise;
 * the slide of the moment beside the video as the stream type says (Webcast: the video alone;
 * Webcast and slides: video and slide side by side; Audio and slides: the slide large above a
 * small audio player). Watching is counted as view tokens, as on the /watch page. Where nothing
 * plays (the builder's canvas) the block says what it will show.
 */
import { useState } from 'react';
import { useSlideCues } from '@/lib/streams/use-slide-cues';
import { useWatchReporting } from '@/lib/streams/use-watch-reporting';
import { useWatchStream, type WatchedStream } from '@/lib/streams/use-watch-stream';
import type { SiteBackend } from '@/backend/port';
import { StreamPlayer } from '@/ui/player/StreamPlayer';
import { SyncedSlide } from '@/ui/player/SyncedSlide';
import { useSiteServices } from '../site-services';
import { STREAM_OFFLINE, StreamStatus } from './stream-status';

type Kind = 'stream' | 'theater';

export default function StreamBlock({ kind, streamId }: { kind: Kind; streamId: string }) {
  const { call, eventId } = useSiteServices();
  if (!call || !eventId || !streamId) return <StreamStatus kind={kind} text={STREAM_OFFLINE} />;
  return <PlayingStream kind={kind} call={call} eventId={eventId} streamId={streamId} />;
}

function PlayingStream({ kind, call, eventId, streamId }: { kind: Kind; call: SiteBackend['call']; eventId: string; streamId: string }) {
  const watch = useWatchStream(call, eventId, streamId);
  const [playing, setPlaying] = useState(false);
  const [moment, setMoment] = useState<number | null>(null);
  const stream = watch.status === 'success' ? watch.data : null;
  const onAir = stream !== null && stream.playbackUrl !== null && (stream.state === 'live' || stream.state === 'vod');
  const cues = useSlideCues(call, eventId, streamId, onAir && stream.state === 'live' && stream.streamType !== 'default');
  useWatchReporting(call, eventId, streamId, playing);

  if (watch.status === 'pending') return <StreamStatus kind={kind} text="Loading the stream" />;
  if (!onAir) return <StreamStatus kind={kind} text={stream?.state === 'processing' ? 'The recording is being prepared.' : STREAM_OFFLINE} />;
  const player = (
    <StreamPlayer
      key={stream.playbackUrl}
      src={stream.playbackUrl!}
      title={stream.title || 'Stream'}
      live={stream.state === 'live'}
      audioOnly={stream.audioOnly}
      autoPlay={stream.state === 'live'}
      onPlayingChange={setPlaying}
      onTime={(time) => setMoment(time.programDateTime?.getTime() ?? null)}
    />
  );
  return <StreamLayout kind={kind} stream={stream} player={player} slide={cues.length > 0 ? <SyncedSlide cues={cues} moment={moment} /> : null} />;
}

function StreamLayout({ kind, stream, player, slide }: { kind: Kind; stream: WatchedStream; player: React.ReactNode; slide: React.ReactNode }) {
  if (stream.streamType === 'audiocast') {
    return (
      <div className={`ed-player ed-player-${kind} ed-player-audio`}>
        {slide}
        {player}
      </div>
    );
  }
  return (
    <div className={`ed-player ed-player-${kind}${slide ? ' ed-player-slides' : ''}`}>
      <div className="ed-player-video">{player}</div>
      {stream.streamType === 'videocast' && slide}
    </div>
  );
}
