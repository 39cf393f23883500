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

  /** A browser that has just signed up; fails the test when sign-up is refused. */
  async signedUp(email: string, password = 'correct horse'): Promise<{ browser: HttpSession; uid: string }> {
    const browser = this.session();
    const res = await browser.post('/api/auth/signup', { email, password });
    if (res.status !== 204) throw new Error(`sign-up of ${email} answered ${res.status}: ${res.text}`);
    // Sign-up signs nobody in (it answers a taken address alike); the app signs in next, as here.
    const signedIn = await browser.post('/api/auth/signin', { email, password });
    if (signedIn.status !== 200) throw new Error(`sign-in of ${email} after sign-up answered ${signedIn.status}: ${signedIn.text}`);
    return { browser, uid: signedIn.json.user.uid as string };
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
