/**
 * A transcoder's recording: every segment it wrote, in order, joined into one MP4 by ffmpeg
 * (a supervised, time-limited run), then measured with ffprobe.
 */
import { execFile } from 'node:child_process';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { recordingArgs, SEGMENT_PATTERN, VARIANT_FOLDER } from './ffmpeg-args';
import { ManagedProcess } from './managed-process';
import type { ProcessRegistry } from './process-registry';

const run = promisify(execFile);

export class NothingRecordedError extends Error {
  constructor() {
    super('Nothing was recorded: no source published to this transcoder.');
    this.name = 'NothingRecordedError';
  }
}

/** The recorded segments, oldest first; empty files (a run killed while opening one) are left out. */
export async function recordedSegments(hlsFolder: string): Promise<string[]> {
  const folder = join(hlsFolder, VARIANT_FOLDER);
  const names = await readdir(folder).catch(() => [] as string[]);
  const numbered = names.flatMap((name) => {
    const m = SEGMENT_PATTERN.exec(name);
    return m ? [{ name, n: Number(m[1]) }] : [];
  });
  numbered.sort((a, b) => a.n - b.n);
  const sized = await Promise.all(numbered.map(async ({ name }) => ({ path: join(folder, name), size: (await stat(join(folder, name))).size })));
  return sized.filter((s) => s.size > 0).map((s) => s.path);
}

export async function mediaDuration(ffprobe: string, file: string): Promise<number> {
  const { stdout } = await run(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file], { timeout: 30_000 });
  const seconds = Number.parseFloat(stdout.trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe could not read the duration of ${file}.`);
  return seconds;
}

export async function makeRecording(input: {
  ffmpeg: string;
  ffprobe: string;
  hlsFolder: string;
  output: string;
  registry: ProcessRegistry;
  label: string;
  /** Aborting ends the run (the server is stopping). */
  signal: AbortSignal;
}): Promise<{ duration: number }> {
  const segments = await recordedSegments(input.hlsFolder);
  if (segments.length === 0) throw new NothingRecordedError();
  const list = `${input.output}.txt`;
  const partial = `${input.output}.partial.mp4`;
  await writeFile(list, segments.map((path) => `file '${path.replaceAll("'", "'\\''")}'`).join('\n') + '\n');
  try {
    const job = new ManagedProcess({
      label: input.label,
      command: input.ffmpeg,
      args: recordingArgs({ concatList: list, output: partial }),
      registry: input.registry,
      // Copying needs no encoding: a generous limit that still ends a stuck run.
      timeLimitMs: 120_000 + segments.length * 500,
    });
    const abort = () => job.kill('SIGKILL');
    input.signal.addEventListener('abort', abort);
    const info = await job.exited.finally(() => input.signal.removeEventListener('abort', abort));
    if (info.code !== 0) {
      throw new Error(info.timedOut ? 'Making the recording took too long and was stopped.' : `Making the recording failed: ${info.stderrTail || `exit ${info.code ?? info.signal}`}`);
    }
    await rename(partial, input.output);
    return { duration: await mediaDuration(input.ffprobe, input.output) };
  } finally {
    await rm(list, { force: true });
    await rm(partial, { force: true });
  }
}
