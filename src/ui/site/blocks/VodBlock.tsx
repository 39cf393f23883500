/**
 * The VOD block (issue 12): the chosen video of the event plays its recording; watching counts
 * on its stream, as the /watch page counts it. "Video not available" while there is none.
 */
import { useState } from 'react';
import type { ApiOutput } from '@domain/api/contracts';
import { useSiteBackend } from '@/lib/site-backend';
import { readSitePass } from '@/lib/site-pass';
import { usePolledCall } from '@/lib/streams/use-polled-call';
import { useWatchReporting } from '@/lib/streams/use-watch-reporting';
import { StreamPlayer } from '@/ui/player/StreamPlayer';
import { useSiteServices } from '../site-services';
import { StreamStatus, VIDEO_UNAVAILABLE } from './stream-status';

/** A recording still being prepared is asked about again this often. */
const PROCESSING_POLL_MS = 30_000;

export default function VodBlock({ videoId }: { videoId: string }) {
  const { eventId } = useSiteServices();
  if (!eventId || !videoId) return <StreamStatus kind="vod" text={VIDEO_UNAVAILABLE} />;
  return <PlayingVideo eventId={eventId} videoId={videoId} />;
}

function PlayingVideo({ eventId, videoId }: { eventId: string; videoId: string }) {
  const { call } = useSiteBackend();
  const video = usePolledCall<ApiOutput<'watchVideo'>>(
    `${eventId}/${videoId}`,
    () => call('watchVideo', { eventId, videoId, pass: readSitePass(eventId) }),
    (last) => (last?.state === 'vod' ? null : PROCESSING_POLL_MS),
  );
  const [playing, setPlaying] = useState(false);
  const data = video.status === 'success' ? video.data : null;
  useWatchReporting(eventId, data?.streamId ?? '', playing && Boolean(data?.streamId));
  if (video.status === 'pending') return <StreamStatus kind="vod" text="Loading the video" />;
  if (!data?.playbackUrl) return <StreamStatus kind="vod" text={data?.state === 'processing' ? 'The recording is being prepared.' : VIDEO_UNAVAILABLE} />;
  return (
    <div className="ed-player ed-player-vod">
      <StreamPlayer key={data.playbackUrl} src={data.playbackUrl} title={data.title || 'Video'} onPlayingChange={setPlaying} />
    </div>
  );
}
