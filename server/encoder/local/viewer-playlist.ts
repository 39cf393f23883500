/**
 * Viewers' playlist at the end of a live (issue 29): viewers play some seconds behind the source,
 * so Stop live must not cut them off. Their media playlist becomes the live one as it stood when
 * the source reached the stop, cut after the last segment begun before it and closed with
 * EXT-X-ENDLIST: players play up to that segment and end, while the console's playlist goes on.
 */
const PROGRAM_DATE_TIME = '#EXT-X-PROGRAM-DATE-TIME:';
const ENDLIST = '#EXT-X-ENDLIST';
/** The tags that belong to the segment after them; those before the first are the playlist's header. */
const SEGMENT_TAGS = ['#EXTINF:', PROGRAM_DATE_TIME, '#EXT-X-DISCONTINUITY'];

/** The path under a transcoder's HLS folder where viewers' playback starts: the same files, its own media playlist. */
export const VIEWER_FOLDER = 'viewer';
/** Viewers' closed media playlist, next to the live one while the stream is off air for them. */
export const ENDED_PLAYLIST = 'ended.m3u8';

export type CutPlaylist = {
  text: string;
  /** Every segment begun before the stop is listed (the source went past it): nothing is left to wait for. */
  complete: boolean;
};

/**
 * `playlist` cut at program time `stopMs` (null: where it is now): its header, the segments that
 * begin before `stopMs` (each with the tags before it), then EXT-X-ENDLIST.
 */
export function cutPlaylist(playlist: string, stopMs: number | null): CutPlaylist {
  const kept: string[] = [];
  let pending: string[] = [];
  let start: number | null = null;
  let inSegments = false;
  let complete = stopMs === null;
  for (const raw of playlist.split('\n')) {
    const line = raw.trim();
    if (line === '' || line === ENDLIST) continue;
    if (!line.startsWith('#')) {
      if (stopMs !== null && start !== null && start >= stopMs) {
        complete = true;
        break;
      }
      kept.push(...pending, line);
      pending = [];
      start = null;
      continue;
    }
    if (line.startsWith(PROGRAM_DATE_TIME)) start = Date.parse(line.slice(PROGRAM_DATE_TIME.length));
    inSegments ||= SEGMENT_TAGS.some((tag) => line.startsWith(tag));
    if (inSegments) pending.push(line);
    else kept.push(line);
  }
  return { text: `${[...kept, ENDLIST].join('\n')}\n`, complete };
}
