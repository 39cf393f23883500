/**
 * The choices made when a transcoder is created (spec 001 sections 4.1, 7 and 9): the delay (the
 * HLS segment length), the output type and the quality, and the output they ask of an encoder.
 */
import { z } from 'zod';
import { DELAYS, QUALITIES, type Delay, type TranscoderOptions } from './transcoder-choices';

export * from './transcoder-choices';

export const transcoderOptionsSchema = z
  .object({
    delay: z.enum(['low', 'medium', 'high']),
    type: z.enum(['video', 'audio']),
    quality: z.enum(['1080p', '720p']),
  })
  .strict() satisfies z.ZodType<TranscoderOptions>;

export const AUDIO_BITRATE_KBPS = 128;
export const VIDEO_BITRATE_KBPS = 4400;
/** What the spec's create call asks for as the video bitrate of an audio-only transcoder. */
export const AUDIO_ONLY_VIDEO_BITRATE_KBPS = 1000;

/** The output of the spec's create-livestream call: what every encoder is asked to produce. */
export type TranscoderOutput = {
  video_codec: 'h264' | 'disabled';
  audio_codec: 'aac';
  aspect_ratio_height: number;
  aspect_ratio_width: number;
  bitrate_audio: number;
  bitrate_video: number;
  h264_profile: 'main';
  keyframes: 'follow_source';
};

export const chunkSizeOf = (delay: Delay): number => DELAYS.find((d) => d.value === delay)!.chunkSize;

export function transcoderOutput({ type, quality }: TranscoderOptions): TranscoderOutput {
  const size = QUALITIES.find((q) => q.value === quality)!;
  return {
    video_codec: type === 'audio' ? 'disabled' : 'h264',
    audio_codec: 'aac',
    aspect_ratio_height: size.height,
    aspect_ratio_width: size.width,
    bitrate_audio: AUDIO_BITRATE_KBPS,
    bitrate_video: type === 'audio' ? AUDIO_ONLY_VIDEO_BITRATE_KBPS : VIDEO_BITRATE_KBPS,
    h264_profile: 'main',
    keyframes: 'follow_source',
  };
}
