/** What a Stream, Theater or VOD block says when there is nothing to play. */
export const STREAM_OFFLINE = 'Stream offline';
export const STREAM_ENDED = 'The live stream has ended.';
export const VIDEO_UNAVAILABLE = 'Video not available';

export function StreamStatus({ kind, text }: { kind: 'stream' | 'theater' | 'vod'; text: string }) {
  return (
    <div className={`ed-stream ed-stream-${kind}`} role="status">
      <span>{text}</span>
    </div>
  );
}
