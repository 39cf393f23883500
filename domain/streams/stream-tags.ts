/** The tags of a stream in lists and headers (spec 001 section 4.1, "Stream tags"). */
import { STREAM_TYPES, type Stream } from './stream';

export type StreamTag = { label: string; color: string };

type TaggedStream = Pick<Stream, 'vod' | 'masterVideo' | 'wowzaID' | 'live' | 'transcoderStatus' | 'streamType'>;

export function streamTags(stream: TaggedStream): StreamTag[] {
  const tags: StreamTag[] = [];
  if (stream.vod) tags.push(stream.masterVideo ? { label: 'On-demand', color: 'blue' } : { label: 'Processing', color: 'orange' });
  else if (!stream.wowzaID) tags.push({ label: 'No transcoder', color: 'default' });
  else if (stream.live) tags.push({ label: 'LIVE', color: 'red' });
  else if (stream.transcoderStatus === 'starting') tags.push({ label: 'Transcoder starting', color: 'gold' });
  else if (stream.transcoderStatus === 'running') tags.push({ label: 'Transcoder waiting', color: 'cyan' });
  tags.push({ label: STREAM_TYPES.find((t) => t.value === stream.streamType)!.tag, color: 'purple' });
  return tags;
}
