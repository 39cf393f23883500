/**
 * Runs the real embedded server (`server/main.ts`, serving the built app from dist/) as a child
 * process on its own port and data folder, so a test can stop and restart it like an operator.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export class TestServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  port = 0;
  private child: ChildProcess | null = null;
  private output = '';

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, PUBLIC_URL: `http://127.0.0.1:${this.port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes(`:${this.port}`)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`server exited with ${code} while starting:\n${this.output}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  demoCredentials(): { email: string; password: string } {
    return JSON.parse(readFileSync(join(this.dataDir, 'demo-credentials.json'), 'utf8'));
  }

  operatorKey(): string {
    return readFileSync(join(this.dataDir, 'operator-key'), 'utf8').trim();
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
