/**
 * The ffmpeg command lines of the local media server. The live one reads a transcoder's RTMP
 * stream from nginx and writes its HLS: one rendition of the quality chosen (or audio only),
 * H.264 main at 4400 kbps and AAC at 128 kbps as the spec's create call asks, a keyframe at
 * every segment boundary so segments are as long as the delay choice says (a source's own
 * keyframes may be further apart), no encoder lookahead (the first segment comes out one
 * segment after the source starts), and each segment's wall-clock start written as
 * EXT-X-PROGRAM-DATE-TIME so that players can place events (slide cuts) on the stream's time.
 */
import { chunkSizeOf, QUALITIES, AUDIO_BITRATE_KBPS, VIDEO_BITRATE_KBPS, type TranscoderOptions } from '@domain/streams/transcoder-options';

/** Segments listed in the live playlist; every segment stays on disk for the recording. */
export const LIVE_PLAYLIST_SEGMENTS = 10;
export const MASTER_PLAYLIST = 'master.m3u8';
export const VARIANT_FOLDER = 'v0';
export const SEGMENT_PATTERN = /^seg(\d{6,})\.ts$/;

/**
 * A run waiting before its source arrives sees the stream from its start and keeps a short probe
 * (the first segment comes sooner). A run started while a source already publishes (after a
 * failure) joins it mid-stream, where FLV announces its streams only as their packets come: a
 * one-second probe may find the video without the audio, so it probes longer.
 */
const PROBE_MICROSECONDS = { fromStart: '1000000', midStream: '5000000' };

export function liveArgs(input: { rtmpUrl: string; hlsFolder: string; options: TranscoderOptions; x264Preset: string; joinsMidStream: boolean }): string[] {
  const { options, hlsFolder } = input;
  const chunk = chunkSizeOf(options.delay);
  const height = QUALITIES.find((q) => q.value === options.quality)!.height;
  const video =
    options.type === 'video'
      ? [
          '-map', '0:v:0',
          '-c:v', 'libx264', '-preset', input.x264Preset, '-tune', 'zerolatency', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
          '-b:v', `${VIDEO_BITRATE_KBPS}k`, '-maxrate', `${VIDEO_BITRATE_KBPS}k`, '-bufsize', `${VIDEO_BITRATE_KBPS * 2}k`,
          '-vf', `scale=-2:${height}`,
          '-force_key_frames', `expr:gte(t,n_forced*${chunk})`, '-sc_threshold', '0',
        ]
      : [];
  return [
    '-hide_banner', '-loglevel', 'error', '-nostats',
    '-analyzeduration', input.joinsMidStream ? PROBE_MICROSECONDS.midStream : PROBE_MICROSECONDS.fromStart, '-fflags', 'nobuffer',
    '-i', input.rtmpUrl,
    ...video,
    '-map', '0:a:0', '-c:a', 'aac', '-b:a', `${AUDIO_BITRATE_KBPS}k`, '-ar', '48000', '-ac', '2',
    '-max_muxing_queue_size', '1024',
    '-f', 'hls', '-hls_time', String(chunk), '-hls_list_size', String(LIVE_PLAYLIST_SEGMENTS),
    '-hls_flags', 'program_date_time+append_list+independent_segments+temp_file+omit_endlist',
    '-hls_segment_filename', `${hlsFolder}/${VARIANT_FOLDER}/seg%06d.ts`,
    '-master_pl_name', MASTER_PLAYLIST,
    '-var_stream_map', options.type === 'video' ? 'v:0,a:0' : 'a:0',
    '-progress', 'pipe:1', '-stats_period', '1',
    `${hlsFolder}/v%v/index.m3u8`,
  ];
}

/** Joins the recorded segments (a concat list) into one MP4 without re-encoding, playable while it downloads. */
export function recordingArgs(input: { concatList: string; output: string }): string[] {
  return [
    '-hide_banner', '-loglevel', 'error', '-nostats', '-y',
    '-f', 'concat', '-safe', '0', '-i', input.concatList,
    '-map', '0', '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart',
    input.output,
  ];
}

/** A friendlier reason for the failures a source causes. */
export function explainFailure(stderrTail: string, options: TranscoderOptions): string {
  if (/matches no streams/i.test(stderrTail)) {
    return options.type === 'video' ? 'The source must send both video and audio.' : 'The source must send audio.';
  }
  const last = stderrTail.trim().split('\n').at(-1);
  return last ? `ffmpeg: ${last}` : 'ffmpeg ended without saying why.';
}
