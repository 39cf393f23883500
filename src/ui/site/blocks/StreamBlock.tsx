/**
 * Stream and Theater blocks (issue 12, with the streams and live tool issues): the viewer's view
 * of the chosen stream as the /watch page shows it (src/ui/player/WatchStream: the live HLS while
 * viewers are on air, the recording once it is a VOD, the slide of the moment as the stream type
 * says, view tokens; a live stream played on to its end once stopped), that the live stream
 * has ended once it went off air, "Stream offline" before it was ever live. Where nothing plays (the builder's canvas)
 * the block says so.
 */
import { WatchStream } from '@/ui/player/WatchStream';
import { useSiteServices } from '../site-services';
import { STREAM_ENDED, STREAM_OFFLINE, StreamStatus } from './stream-status';

type Kind = 'stream' | 'theater';

export default function StreamBlock({ kind, streamId }: { kind: Kind; streamId: string }) {
  const { eventId } = useSiteServices();
  if (!eventId || !streamId) return <StreamStatus kind={kind} text={STREAM_OFFLINE} />;
  return (
    <div className={`ed-player ed-player-${kind}`}>
      <WatchStream
        eventId={eventId}
        streamId={streamId}
        offAir={(state) => <StreamStatus kind={kind} text={state === 'processing' ? 'The recording is being prepared.' : state === 'ended' ? STREAM_ENDED : STREAM_OFFLINE} />}
      />
    </div>
  );
}
