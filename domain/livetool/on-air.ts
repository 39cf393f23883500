/**
 * Whether the stream's viewers see what the console does now (issue 14): the operator went live,
 * the stream is not a VOD yet, and it is not a rehearsal. The server decides with this whether a
 * cut becomes a cue and whether viewers get the video; the console shows the offline overlay when
 * it is false.
 */
import type { Stream } from '../streams/stream';

export function viewersOnAir(stream: Pick<Stream, 'streamLive' | 'vod' | 'rehearsal'>): boolean {
  return stream.streamLive && !stream.vod && !stream.rehearsal;
}
