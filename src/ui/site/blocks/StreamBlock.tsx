/**
 * Stream, Theater and VOD blocks. Playback comes with the streams issue's player; until then the
 * site says plainly that there is nothing to play.
 */
export const STREAM_OFFLINE = 'Stream offline';
export const VIDEO_UNAVAILABLE = 'Video not available';

export function StreamBlock({ kind }: { kind: 'stream' | 'theater' | 'vod' }) {
  return (
    <div className={`ed-stream ed-stream-${kind}`} role="status">
      <span>{kind === 'vod' ? VIDEO_UNAVAILABLE : STREAM_OFFLINE}</span>
    </div>
  );
}
