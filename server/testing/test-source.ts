/**
 * Test support: an ffmpeg test source (colour bars and a sine tone) publishing to an RTMP
 * address, small by default (the machine is shared), with a keyframe every 2 s as encoders are
 * usually set up.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export type TestSourceOptions = {
  /** Stops by itself after this long; undefined: until stopped. */
  seconds?: number;
  size?: string;
  fps?: number;
  /** Only a tone, no picture. */
  audioOnly?: boolean;
};

export class TestSource {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr = '';
  readonly startedAt = Date.now();

  constructor(readonly url: string, options: TestSourceOptions = {}) {
    const fps = options.fps ?? 10;
    const video = options.audioOnly
      ? []
      : ['-f', 'lavfi', '-i', `testsrc=size=${options.size ?? '320x180'}:rate=${fps}`];
    const videoOut = options.audioOnly ? [] : ['-map', '0:v', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', String(fps * 2)];
    const audioIndex = options.audioOnly ? 0 : 1;
    this.child = spawn(
      'ffmpeg',
      [
        '-hide_banner', '-loglevel', 'error', '-nostdin', '-re',
        ...video,
        '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
        ...videoOut,
        '-map', `${audioIndex}:a`, '-c:a', 'aac', '-b:a', '64k',
        ...(options.seconds !== undefined ? ['-t', String(options.seconds)] : []),
        '-f', 'flv', url,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Ends the source as an encoder going away would (its connection closes). */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** Polls `check` until it answers something other than undefined/false; fails naming `what`. */
export async function eventually<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
