/**
 * One run of a program the local media server depends on: started in its own process group (so
 * ending it ends its children too), registered until it exits, ended on request first gently
 * (the caller's way) and then for good after a grace time, and ended when it outlives its time
 * limit. The last lines it wrote to stderr explain a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { ProcessRegistry } from './process-registry';

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null; stopped: boolean; timedOut: boolean; stderrTail: string };

export type ManagedProcessOptions = {
  label: string;
  command: string;
  args: string[];
  cwd?: string;
  registry: ProcessRegistry;
  /** Ends it (SIGKILL) after this long; undefined: no limit. */
  timeLimitMs?: number;
  /** Asked to stop, it gets this long to end by itself before SIGKILL. */
  graceMs?: number;
  onStdout?: (chunk: string) => void;
};

const TAIL_LINES = 12;

export class ManagedProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<ExitInfo>;
  private stopping = false;
  private timedOut = false;
  private tail: string[] = [];
  private readonly limitTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ManagedProcessOptions) {
    this.child = spawn(options.command, options.args, { cwd: options.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const pid = this.child.pid;
    if (pid) options.registry.add(pid, options.label);
    this.child.stdin!.on('error', () => undefined);
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => options.onStdout?.(chunk));
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      this.tail.push(...chunk.split('\n').filter((line) => line.trim() !== ''));
      if (this.tail.length > TAIL_LINES) this.tail = this.tail.slice(-TAIL_LINES);
    });
    if (options.timeLimitMs !== undefined) {
      this.limitTimer = setTimeout(() => {
        this.timedOut = true;
        this.kill('SIGKILL');
      }, options.timeLimitMs);
    }
    this.exited = new Promise((resolve) => {
      const done = (code: number | null, signal: NodeJS.Signals | null) => {
        clearTimeout(this.limitTimer);
        if (pid) options.registry.remove(pid);
        resolve({ code, signal, stopped: this.stopping, timedOut: this.timedOut, stderrTail: this.tail.join('\n') });
      };
      this.child.once('error', (error) => {
        this.tail.push(error.message);
        done(null, null);
      });
      this.child.once('exit', done);
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends a signal to the whole process group. */
  kill(signal: NodeJS.Signals): void {
    const pid = this.child.pid;
    if (!pid || !this.running) return;
    try {
      process.kill(-pid, signal);
    } catch {
      this.child.kill(signal);
    }
  }

  /** `gently` asks it to end (a signal, a key on stdin...); SIGKILL follows after the grace time. */
  async stop(gently: (child: ChildProcess) => void = (child) => child.kill('SIGTERM')): Promise<ExitInfo> {
    this.stopping = true;
    if (this.running) {
      gently(this.child);
      const timer = setTimeout(() => this.kill('SIGKILL'), this.options.graceMs ?? 3000);
      const info = await this.exited;
      clearTimeout(timer);
      return info;
    }
    return this.exited;
  }
}
