/**
 * Test support: `server/main.ts` as its own process, as `npm start` runs it, on a free port and a
 * temporary data folder, so a test can kill it like a power cut and start it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { HttpSession } from './http-session';
import { provideMigratedDatabase } from './migrated-database';
import { signUpAndFollow } from './sign-up-link';

const root = new URL('../..', import.meta.url).pathname;


/** Whether a process runs: an ended one whose new parent has not reaped it yet (state Z) does not. */
export function processRuns(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The processes the server wrote down in `file` (encoder/local/process-registry.ts), none when it has not written it yet. */
export function registeredProcesses(file: string): { pid: number; label: string }[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { pid: number; label: string }[];
  } catch {
    return [];
  }
}

export type ServerProcessOptions = {
  /** Its own process group, as `npm start` has in a terminal: the group can be signalled as a whole. */
  ownGroup?: boolean;
};

export class ServerProcess {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'server-process-'));
  port = 0;
  output = '';
  private child: ChildProcess | null = null;

  constructor(private readonly options: ServerProcessOptions = {}) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The key that reads the outbox, as the server wrote it in its data folder. */
  operatorKey(): string {
    return readFileSync(join(this.dataDir, 'operator-key'), 'utf8').trim();
  }

  /** A browser signed up and in through the mailed link. */
  async signedUp(email: string, password = 'correct horse'): Promise<HttpSession> {
    const browser = new HttpSession(this.url);
    await signUpAndFollow(browser, this.operatorKey(), email, password);
    return browser;
  }

  /** Resolves once the server printed its address; rejects with its output if it exits first. */
  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    if (!process.env.DATABASE_URL) await provideMigratedDatabase(this.dataDir);
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, PUBLIC_URL: this.url, RTMP_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: this.options.ownGroup ?? false,
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes(`running at http://127.0.0.1:${this.port}`)) resolve();
      });
      child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
      child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) while starting:\n${this.output}`)));
    });
  }

  /** Ends the process with `signal` and waits until it is gone. */
  async kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.end((child) => child.kill(signal));
  }

  /**
   * Sends `signal` to its whole process group (`ownGroup`), and once the server says it is
   * stopping, to it again, as `npm start` passes the signal on; waits until it is gone.
   */
  async signalGroupAndProcess(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (!this.options.ownGroup) throw new Error('the server process has no process group of its own');
    return this.end((child) => {
      process.kill(-child.pid!, signal);
      const passOn = () => {
        if (!this.output.includes(`${signal}: stopping`)) return;
        child.stdout!.off('data', passOn);
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      };
      child.stdout!.on('data', passOn);
    });
  }

  private async end(send: (child: ChildProcess) => void): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error('the server process is not running');
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, sig) => resolve({ code, signal: sig })),
    );
    send(child);
    this.child = null;
    return exited;
  }

  async dispose(): Promise<void> {
    if (this.child) await this.kill('SIGKILL');
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
