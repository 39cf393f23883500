/** The embedded server on a temporary data folder, and local-provider clients speaking to it from Node. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '@server/app';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import { testDatabaseUrl } from '@tests/postgres/test-database';
import { createLocalBackend, type LocalBackendOptions } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';
import type { Backend } from '@/backend/port';

export class LocalServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'contract-local-'));
  private running: RunningServer | null = null;
  /** The PostgreSQL database in the `postgres` project (made on the first start); undefined: PGlite in dataDir. */
  private databaseUrl: Promise<string | undefined> | null = null;
  private readonly clients: Backend[] = [];
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server; again on the same port and data folder after `stop()`. */
  async start(): Promise<void> {
    // Every contract test signs its own users up from this one address: more than a real address may in an hour.
    const abuseLimits = { signUpPerAddress: { limit: 1000, windowMs: 60 * 60 * 1000 } };
    this.databaseUrl ??= testDatabaseUrl();
    const databaseUrl = await this.databaseUrl;
    this.running = await startServer({ port: this.port, host: '127.0.0.1', dataDir: this.dataDir, databaseUrl, seed: false, log: () => {}, abuseLimits });
    this.port = this.running.port;
  }

  async stop(): Promise<void> {
    await this.running?.close();
    this.running = null;
  }

  /** The code of the newest sign-up link mailed to `email`, from the outbox. */
  signUpCode(email: string): Promise<string> {
    if (!this.running) throw new Error('the contract server is not running');
    return mailedSignUpToken(this.url, this.running.operatorKey, email);
  }

  /** A new client with its own cookie jar, as a separate browser would be. */
  client(options: Partial<LocalBackendOptions> = {}): Backend {
    const backend = createLocalBackend({ baseUrl: this.url, transport: createNodeTransport({ WebSocket }), ...options });
    this.clients.push(backend);
    return backend;
  }

  async teardown(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.dispose()));
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
