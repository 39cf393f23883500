/**
 * The choices made when a transcoder is created (spec 001 sections 4.1, 7 and 9): the delay (the
 * HLS segment length), the output type and the quality, and the output they ask of an encoder.
 */
import { z } from 'zod';

/** High is 6 s, the stream-detail reading (the operator reading says 10). */
export const DELAYS = [
  { value: 'low', label: 'Low', chunkSize: 2 },
  { value: 'medium', label: 'Medium', chunkSize: 4 },
  { value: 'high', label: 'High', chunkSize: 6 },
] as const;
export type Delay = (typeof DELAYS)[number]['value'];
export const DEFAULT_DELAY: Delay = 'medium';

export const QUALITIES = [
  { value: '1080p', label: 'Full HD 1080p', height: 1080, width: 1920 },
  { value: '720p', label: 'HD 720p', height: 720, width: 1280 },
] as const;
export type Quality = (typeof QUALITIES)[number]['value'];
export const DEFAULT_QUALITY: Quality = '1080p';

export const OUTPUT_TYPES = [
  { value: 'video', label: 'Video & Audio' },
  { value: 'audio', label: 'Audio only' },
] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number]['value'];
export const DEFAULT_OUTPUT_TYPE: OutputType = 'video';

export const transcoderOptionsSchema = z
  .object({
    delay: z.enum(['low', 'medium', 'high']),
    type: z.enum(['video', 'audio']),
    quality: z.enum(['1080p', '720p']),
  })
  .strict();
export type TranscoderOptions = z.infer<typeof transcoderOptionsSchema>;

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
