/**
 * Test support: the embedded server (`startServer`, real PGlite on disk) on a temporary data
 * folder, restartable on the same folder, with helpers to make signed-in browsers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../app';
import { HttpSession } from './http-session';
import { provideMigratedDatabase } from './migrated-database';
import { signUpAndFollow } from './sign-up-link';

export class TempServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'server-test-'));
  readonly logs: string[] = [];
  private current: RunningServer | null = null;
  /** Kept across restarts so a browser's address (and so its cookies) stays the same. */
  private port = 0;

  constructor(private readonly options: Partial<StartOptions> = {}) {}

  get running(): RunningServer {
    if (!this.current) throw new Error('the test server is not running');
    return this.current;
  }

  get url(): string {
    return this.running.url;
  }

  async start(): Promise<RunningServer> {
    if (!this.options.databaseUrl) await provideMigratedDatabase(this.dataDir);
    this.current = await startServer({ port: this.port, host: '127.0.0.1', dataDir: this.dataDir, log: (m) => this.logs.push(m), ...this.options });
    this.port = this.current.port;
    return this.current;
  }

  async stop(): Promise<void> {
    await this.current?.close();
    this.current = null;
  }

  async restart(): Promise<RunningServer> {
    await this.stop();
    return this.start();
  }

  session(): HttpSession {
    return new HttpSession(this.url);
  }

  /** A browser that has just signed up and followed the mailed link, so is signed in; fails the test when sign-up is refused. */
  async signedUp(email: string, password = 'correct horse'): Promise<{ browser: HttpSession; uid: string }> {
    const browser = this.session();
    return { browser, uid: await signUpAndFollow(browser, this.running.operatorKey, email, password) };
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
