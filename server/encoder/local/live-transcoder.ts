/**
 * The ffmpeg of one running transcoder. It waits on the transcoder's RTMP stream before any
 * source arrives, writes HLS while one publishes, and ends when nginx drops it after the source
 * leaves; then another run waits for the next source. A run that fails is reported and
 * replaced after a short pause that grows while failures repeat; one whose progress stalls while
 * a source publishes is ended and replaced, and so is one that falls behind real time
 * (real-time-watch.ts), with a faster x264 preset from then on.
 */
import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chunkSizeOf, type TranscoderOptions } from '@domain/streams/transcoder-options';
import { explainFailure, liveArgs, VARIANT_FOLDER } from './ffmpeg-args';
import { ManagedProcess, type ExitInfo } from './managed-process';
import type { ProcessRegistry } from './process-registry';
import { ProgramClock } from './program-clock';
import { fasterPreset, lagLimitSeconds, RealTimeWatch } from './real-time-watch';

export type LiveTranscoderEvents = {
  /** The first segment of a source is written: viewers can play. */
  onSourceStarted(): void;
  onSourceStopped(): void;
  /** A run failed; `repeated` once failures keep coming (the source is likely unusable). */
  onFailure(message: string, repeated: boolean): void;
};

export type Progress = { outTimeSeconds: number; speed: number | null; at: number };

const FAILURE_WINDOW_MS = 60_000;
const REPEATED_FAILURES = 4;
const MAX_BACKOFF_MS = 10_000;
/** No progress for this long while a source publishes: the run is stuck. */
const STALL_MS = 20_000;

export class LiveTranscoder {
  private run: ManagedProcess | null = null;
  private stopped = false;
  private failures: number[] = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private stallTimer: NodeJS.Timeout | null = null;
  private watcher: FSWatcher | null = null;
  private realTime: RealTimeWatch | null = null;
  /** The run being ended to start again with a faster preset: its end is no failure. */
  private replacing: ManagedProcess | null = null;
  /** Starts as configured; faster each time a run falls behind real time. */
  x264Preset: string;
  sourceLive = false;
  progress: Progress | null = null;
  readonly clock = new ProgramClock();

  constructor(
    private readonly config: {
      id: string;
      ffmpeg: string;
      x264Preset: string;
      rtmpUrl: string;
      hlsFolder: string;
      options: TranscoderOptions;
      registry: ProcessRegistry;
      events: LiveTranscoderEvents;
    },
  ) {
    this.x264Preset = config.x264Preset;
  }

  start(): void {
    this.stopped = false;
    this.watchPlaylist();
    this.spawn();
  }

  private get playlistPath(): string {
    return join(this.config.hlsFolder, VARIANT_FOLDER, 'index.m3u8');
  }

  /** Every change of the playlist, read as soon as it happens: the program clock's samples. */
  private watchPlaylist(): void {
    this.watcher?.close();
    this.watcher = watch(join(this.config.hlsFolder, VARIANT_FOLDER), (_event, file) => {
      if (file !== 'index.m3u8') return;
      const at = Date.now();
      void readFile(this.playlistPath, 'utf8').then(
        (text) => this.clock.observe(text, at),
        () => undefined,
      );
    });
    this.watcher.on('error', () => undefined);
  }

  private spawn(joinsMidStream = false): void {
    if (this.stopped) return;
    this.progress = null;
    this.realTime = new RealTimeWatch(lagLimitSeconds(chunkSizeOf(this.config.options.delay)));
    this.clock.restart(this.currentPlaylist());
    let pending = '';
    const run = new ManagedProcess({
      label: `ffmpeg live ${this.config.id}`,
      command: this.config.ffmpeg,
      args: liveArgs({ ...this.config, x264Preset: this.x264Preset, joinsMidStream }),
      registry: this.config.registry,
      graceMs: 3000,
      onStdout: (chunk) => {
        pending += chunk;
        const blocks = pending.split(/progress=(?:continue|end)\n/);
        pending = blocks.pop() ?? '';
        for (const block of blocks) this.onProgress(block);
      },
    });
    this.run = run;
    void run.exited.then((info) => this.onExit(run, info));
  }

  private onProgress(block: string): void {
    const fields = Object.fromEntries(block.split('\n').map((line) => line.split('=', 2) as [string, string]));
    const outTime = Number(fields.out_time_us ?? fields.out_time_ms) / 1_000_000;
    const speed = Number.parseFloat(fields.speed ?? '');
    this.progress = { outTimeSeconds: Number.isFinite(outTime) ? outTime : 0, speed: Number.isFinite(speed) ? speed : null, at: Date.now() };
    if (this.progress.outTimeSeconds > 0) {
      this.watchStall();
      if (!this.sourceLive) void this.markStartedOnceSegmentExists();
      if (this.realTime?.behind(this.progress.outTimeSeconds, this.progress.at)) this.replaceWithFasterPreset();
    }
  }

  /** Viewers would fall further behind for as long as this run lasts: a faster one starts from the source's now. */
  private replaceWithFasterPreset(): void {
    const faster = this.config.options.type === 'video' ? fasterPreset(this.x264Preset) : null;
    this.realTime = null;
    if (!faster || !this.run || this.stopped) return;
    this.x264Preset = faster;
    this.replacing = this.run;
    this.run.kill('SIGKILL');
  }

  private async markStartedOnceSegmentExists(): Promise<void> {
    const playlist = await readFile(join(this.config.hlsFolder, VARIANT_FOLDER, 'index.m3u8'), 'utf8').catch(() => '');
    const master = await access(join(this.config.hlsFolder, 'master.m3u8')).then(
      () => true,
      () => false,
    );
    if (this.sourceLive || this.stopped || !master || !playlist.includes('#EXTINF')) return;
    this.sourceLive = true;
    this.config.events.onSourceStarted();
  }

  private watchStall(): void {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(() => {
      if (this.sourceLive && !this.stopped) this.run?.kill('SIGKILL');
    }, STALL_MS);
  }

  private onExit(run: ManagedProcess, info: ExitInfo): void {
    if (this.run !== run) return;
    this.run = null;
    if (this.stallTimer) clearTimeout(this.stallTimer);
    // The source is still publishing: viewers keep the stream while the faster run takes over.
    if (this.replacing === run && !this.stopped) {
      this.replacing = null;
      return this.spawn(true);
    }
    if (this.sourceLive) {
      this.sourceLive = false;
      this.config.events.onSourceStopped();
    }
    if (this.stopped) return;
    if (info.code === 0) return this.spawn();
    const now = Date.now();
    this.failures = [...this.failures.filter((t) => now - t < FAILURE_WINDOW_MS), now];
    const how = info.signal ? `it was ended by ${info.signal}` : `it exited with code ${info.code}`;
    const repeated = this.failures.length >= REPEATED_FAILURES;
    this.config.events.onFailure(`The encoder process stopped unexpectedly (${how}): ${explainFailure(info.stderrTail, this.config.options)} It has been restarted.`, repeated);
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** (this.failures.length - 1));
    this.retryTimer = setTimeout(() => this.spawn(true), delay);
  }

  private currentPlaylist(): string {
    try {
      return readFileSync(this.playlistPath, 'utf8');
    } catch {
      return '';
    }
  }

  get pid(): number | undefined {
    return this.run?.pid;
  }

  /** Ends the current run (nginx has dropped it, or it is asked to quit); no new run follows. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.watcher?.close();
    this.watcher = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    // 'q' ends ffmpeg cleanly once data flows; a run still waiting for a source is simply ended.
    await this.run?.stop((child) => (this.sourceLive ? child.stdin?.end('q') : child.kill('SIGKILL')));
  }
}
