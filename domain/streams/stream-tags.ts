/**
 * The tags of a stream in lists and headers (spec 001 section 4.1, "Stream tags"). LIVE means
 * viewers are on air (the operator went live, domain/livetool/on-air.ts), never only that an encoder
 * publishes (issue 29): that is "Encoder connected", the state before Go live.
 */
import { viewersOnAir } from '../livetool/on-air';
import { STREAM_TYPES, type Stream } from './stream';

export type StreamTag = { label: string; color: string };

type TaggedStream = Pick<Stream, 'vod' | 'masterVideo' | 'wowzaID' | 'live' | 'streamLive' | 'rehearsal' | 'transcoderStatus' | 'streamType'>;

export const LIVE_TAG: StreamTag = { label: 'LIVE', color: 'red' };
export const ENCODER_CONNECTED_TAG: StreamTag = { label: 'Encoder connected', color: 'geekblue' };

export function streamTags(stream: TaggedStream): StreamTag[] {
  const tags: StreamTag[] = [];
  if (stream.vod) tags.push(stream.masterVideo ? { label: 'On-demand', color: 'blue' } : { label: 'Processing', color: 'orange' });
  else if (!stream.wowzaID) tags.push({ label: 'No transcoder', color: 'default' });
  else if (viewersOnAir(stream)) tags.push(LIVE_TAG);
  else if (stream.live) tags.push(ENCODER_CONNECTED_TAG);
  else if (stream.transcoderStatus === 'starting') tags.push({ label: 'Transcoder starting', color: 'gold' });
  else if (stream.transcoderStatus === 'running') tags.push({ label: 'Transcoder waiting', color: 'cyan' });
  tags.push({ label: STREAM_TYPES.find((t) => t.value === stream.streamType)!.tag, color: 'purple' });
  return tags;
}
