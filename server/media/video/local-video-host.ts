/**
 * The local video host: ffmpeg turns the mp4 into an HLS rendition (H.264 + AAC, 6 s segments)
 * and takes a thumbnail, each in its own limited process.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { MAX_BYTES, THUMBNAIL_BOUNDS, mediaMessages } from '@domain/media/media-types';
import { ConversionError } from '../convert/conversion-error';
import { runTool, ToolError, type ToolLimits } from '../tools/run-tool';
import type { PublishedVideo, VideoHost, VideoJob } from './video-host';

// CPU time is counted over all of ffmpeg's threads: twice the wall time lets it use both cores throughout.
// Bytes written are limited per file (each HLS segment, the thumbnail), at the largest video accepted.
export const VIDEO_LIMITS: ToolLimits = { timeoutMs: 30 * 60_000, memoryBytes: 3 * 1024 ** 3, cpuSeconds: 2 * 30 * 60, fileBytes: MAX_BYTES.video };

async function durationOf(job: VideoJob): Promise<number> {
  try {
    const { stdout } = await runTool('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', job.input], {
      ...VIDEO_LIMITS,
      timeoutMs: 30_000,
      cpuSeconds: 30,
      signal: job.signal,
    });
    const seconds = Number(stdout.trim());
    if (!Number.isFinite(seconds) || seconds <= 0) throw new ConversionError(mediaMessages.damaged);
    return seconds;
  } catch (error) {
    if (error instanceof ToolError && error.reason === 'failed') throw new ConversionError(mediaMessages.damaged);
    throw error;
  }
}

export function createLocalVideoHost(): VideoHost {
  return {
    name: 'local',
    playbackOrigins: [],
    async publish(job): Promise<PublishedVideo> {
      const duration = await durationOf(job);
      const hlsDir = join(job.workDir, 'hls');
      await mkdir(hlsDir, { recursive: true });
      const playlist = join(hlsDir, 'index.m3u8');
      const onStderr = (text: string) => {
        const time = /out_time_us=(\d+)/.exec(text)?.[1];
        if (time) job.onProgress(Math.min(95, (Number(time) / 1e6 / duration) * 95));
      };
      try {
        await runTool(
          'ffmpeg',
          ['-v', 'error', '-nostdin', '-progress', 'pipe:2', '-i', job.input, '-map', '0:v:0', '-map', '0:a:0?', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23',
            '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-f', 'hls', '-hls_time', '6', '-hls_playlist_type', 'vod',
            '-hls_segment_filename', join(hlsDir, 'segment-%04d.ts'), playlist],
          { ...VIDEO_LIMITS, signal: job.signal, onStderr },
        );
        const thumbnail = join(job.workDir, 'thumb.png');
        await runTool('ffmpeg', ['-v', 'error', '-nostdin', '-ss', String(Math.min(1, duration / 2)), '-i', job.input, '-frames:v', '1',
          '-vf', `scale=${THUMBNAIL_BOUNDS.width}:-2`, thumbnail], { ...VIDEO_LIMITS, timeoutMs: 60_000, signal: job.signal });
        return { kind: 'files', videoId: randomUUID(), duration, hlsDir, playlist, thumbnail };
      } catch (error) {
        if (error instanceof ToolError && error.reason === 'failed') throw new ConversionError(mediaMessages.damaged);
        throw error;
      }
    },
    status: async () => 'ready',
    remove: async () => undefined,
  };
}
