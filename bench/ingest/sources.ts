/**
 * The RTMP sources of bench:ingest: a 720p clip published in a loop without re-encoding (so the
 * sources cost next to nothing and the transcoders' work is what is measured), and a time-coded
 * source whose every frame carries the wall-clock moment it was made, as black and white blocks
 * a viewer's frames can be read back from.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';
import { TIME_CODE } from './time-code';

export const CLIP_FPS = 25;

/** A 12 s 1280x720 test clip (moving pattern, a tone) with a keyframe every 2 s, as encoders send. */
export function makeClip(path: string): void {
  const run = spawnSync(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=${CLIP_FPS}`,
      '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
      '-t', '12', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-b:v', '3000k', '-g', String(CLIP_FPS * 2),
      '-c:a', 'aac', '-b:a', '128k', path,
    ],
    { encoding: 'utf8' },
  );
  if (run.error) throw new Error(`ffmpeg is needed for bench:ingest (Debian package ffmpeg): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`ffmpeg could not make the test clip: ${run.stderr}`);
}

export class Source {
  readonly exited: Promise<void>;
  stderr = '';

  constructor(readonly child: ChildProcess) {
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-2000)));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** Publishes the clip in a loop at real-time speed until stopped. */
export function clipSource(clip: string, url: string): Source {
  return new Source(
    spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-stream_loop', '-1', '-i', clip, '-c', 'copy', '-f', 'flv', url], {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
}

/** One 25th of a second of a 440 Hz tone, 16-bit mono at 44.1 kHz, from sample `first` on. */
const TONE_RATE = 44_100;
function tone(first: number): Buffer {
  const samples = TONE_RATE / CLIP_FPS;
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * (first + i)) / TONE_RATE)), i * 2);
  return pcm;
}

/**
 * Frames made here, each stamped with Date.now() when it is handed to the encoder, at 25 fps,
 * with the tone's samples for the same 25th of a second written beside it (a second pipe), so
 * the encoder interleaves the two as they come. (A tone ffmpeg paced itself held every frame
 * back about 0.7 s in the muxer until the audio caught up: latency of the source, not of the
 * product.) The encoder adds no delay of its own (zerolatency).
 */
export function timeCodedSource(url: string): Source {
  const { width, height } = TIME_CODE;
  const child = spawn(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error',
      '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${width}x${height}`, '-r', String(CLIP_FPS), '-i', 'pipe:0',
      '-f', 's16le', '-ar', String(TONE_RATE), '-ac', '1', '-i', 'pipe:3',
      '-map', '0:v', '-map', '1:a',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', String(CLIP_FPS * 2),
      '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url,
    ],
    { stdio: ['pipe', 'ignore', 'pipe', 'pipe'] },
  );
  const source = new Source(child);
  const audio = child.stdio[3] as Writable;
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    if (child.exitCode !== null || child.signalCode !== null || child.stdin!.destroyed || audio.destroyed) return;
    child.stdin!.write(TIME_CODE.draw(Date.now()));
    audio.write(tone((frame * TONE_RATE) / CLIP_FPS));
    frame++;
    setTimeout(tick, Math.max(0, started + (frame * 1000) / CLIP_FPS - performance.now()));
  };
  child.stdin!.on('error', () => undefined);
  audio.on('error', () => undefined);
  tick();
  return source;
}
