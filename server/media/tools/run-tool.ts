/**
 * Runs one converter (LibreOffice, poppler, ffmpeg, the image and notes workers) as its own
 * process with limits on wall time, address space, CPU time and the size of any file it writes
 * (prlimit), at a lower CPU priority (nice) so the live server keeps answering while it works.
 * The process gets its own process group: a timeout or an abort kills it and everything it started.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export type ToolLimits = {
  /** Wall-clock limit; the process group is killed when it passes. */
  timeoutMs: number;
  /** Address-space limit in bytes. */
  memoryBytes: number;
  /** CPU seconds over all its threads (RLIMIT_CPU): a busy loop ends here even before the wall limit. */
  cpuSeconds: number;
  /** The largest file it may write, in bytes (RLIMIT_FSIZE): a decompression bomb cannot fill the disk. */
  fileBytes: number;
};

/** Which limit stopped a tool, for the user's message. */
export type ExceededLimit = 'memory' | 'cpu' | 'output';

export type ToolResult = { code: number; stdout: string; stderr: string };

/** Why a tool run did not finish normally. */
export class ToolError extends Error {
  constructor(
    readonly reason: 'not-installed' | 'timeout' | 'failed' | 'aborted' | 'limit',
    readonly tool: string,
    message: string,
    readonly stderr = '',
    readonly limit?: ExceededLimit,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

const KEEP_OUTPUT = 64 * 1024;

/** Told of each tool process while it runs, so that a server killed meanwhile can end it at its next start (server/tool-leftovers.ts). */
export const toolProcessWatchers = new Set<{ started(pid: number, command: string, args: readonly string[]): void; ended(pid: number): void }>();

/** The full path of an executable on PATH, or null. */
export function findExecutable(name: string, path = process.env.PATH ?? ''): string | null {
  if (name.includes('/')) return existsSync(name) ? name : null;
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const full = join(dir, name);
    if (existsSync(full)) return full;
  }
  return null;
}

/** The wrappers are system tools (util-linux, coreutils): found in the system's folders too, whatever PATH says. */
const systemTool = (name: string) => findExecutable(name, [process.env.PATH ?? '', '/usr/bin', '/bin'].join(delimiter));
const PRLIMIT = () => systemTool('prlimit');
const NICE = () => systemTool('nice');

export type RunOptions = ToolLimits & {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Each chunk of stderr as it arrives (progress lines). */
  onStderr?: (text: string) => void;
};

/**
 * Runs `command args` and resolves with its exit status and output; rejects with a ToolError when
 * the command (or prlimit) is missing, times out, is aborted, goes over a limit, or exits with a status other than 0.
 */
export function runTool(command: string, args: readonly string[], options: RunOptions): Promise<ToolResult> {
  const executable = findExecutable(command);
  if (!executable) return Promise.reject(new ToolError('not-installed', command, `${command} is not installed`));
  const wrapped: string[] = [];
  const prlimit = PRLIMIT();
  if (!prlimit) return Promise.reject(new ToolError('not-installed', 'prlimit', 'prlimit (util-linux) is not installed: no converter runs without limits'));
  const cpu = Math.max(1, Math.ceil(options.cpuSeconds));
  // The soft CPU limit sends SIGXCPU (which ends the process); the hard one a second later, SIGKILL.
  wrapped.push(prlimit, `--as=${Math.floor(options.memoryBytes)}`, `--cpu=${cpu}:${cpu + 1}`, `--fsize=${Math.floor(options.fileBytes)}`, '--core=0', '--');
  const nice = NICE();
  if (nice) wrapped.push(nice, '-n', '10');
  wrapped.push(executable, ...args);

  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new ToolError('aborted', command, `${command} was stopped`));
    const child = spawn(wrapped[0], wrapped.slice(1), {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pid = child.pid;
    if (pid) toolProcessWatchers.forEach((watcher) => watcher.started(pid, command, wrapped));
    let stdout = '';
    let stderr = '';
    let ended: ToolError | null = null;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      ended = new ToolError('timeout', command, `${command} took longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped`);
      killGroup();
    }, options.timeoutMs);
    const onAbort = () => {
      ended ??= new ToolError('aborted', command, `${command} was stopped`);
      killGroup();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (stdout.length < KEEP_OUTPUT) stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      if (stderr.length < KEEP_OUTPUT) stderr += text;
      options.onStderr?.(text);
    });
    let finished = false;
    const finish = (error: ToolError | null, code: number) => {
      if (finished) return;
      finished = true;
      if (pid) toolProcessWatchers.forEach((watcher) => watcher.ended(pid));
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      // A converter may leave helpers behind in its group (LibreOffice does): end them too.
      killGroup();
      if (error) reject(error);
      else if (code !== 0) reject(new ToolError('failed', command, `${command} exited with status ${code}: ${lastLine(stderr)}`, stderr));
      else resolve({ code, stdout, stderr });
    };
    child.on('error', (error) => finish(new ToolError('failed', command, `${command} could not start: ${error.message}`), -1));
    child.on('close', (code, signal) => {
      const killed = signal ? new ToolError('failed', command, `${command} was ended by ${signal}`, stderr) : null;
      finish(ended ?? exceeded(command, signal, code, stderr) ?? killed, code ?? -1);
    });
  });
}

/** Runs a Node script (a worker .mjs beside its caller) under the same limits as any tool. */
export function runNodeWorker(script: string, args: readonly string[], options: RunOptions): Promise<ToolResult> {
  return runTool(process.execPath, [script, ...args], options);
}

const OUT_OF_MEMORY = /out of memory|allocation failed|bad_alloc|cannot allocate memory|\bOOM\b/i;

/** The limit a finished process ran into, told by how it ended. */
function exceeded(command: string, signal: NodeJS.Signals | null, code: number | null, stderr: string): ToolError | null {
  if (signal === null && code === 0) return null;
  const limit: ExceededLimit | null =
    signal === 'SIGXCPU' ? 'cpu' : signal === 'SIGXFSZ' || /\bEFBIG\b|file too large/i.test(stderr) ? 'output' : OUT_OF_MEMORY.test(stderr) ? 'memory' : null;
  return limit ? new ToolError('limit', command, `${command} went over its ${limit} limit and was stopped`, stderr, limit) : null;
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return (lines[lines.length - 1] ?? '').slice(0, 300);
}
