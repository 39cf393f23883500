/**
 * The real embedded server (`server/main.ts`, serving the built app from dist/) as a child
 * process on its own port and data folder, so a test can stop and restart it like an operator.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServerProcess } from '@server/testing/server-process';

export class TestServer extends ServerProcess {
  /** Stops the server as an operator would (SIGTERM) and waits until it is gone. */
  async stop(): Promise<void> {
    if (this.running) await this.kill('SIGTERM');
  }

  /** Stopped gently first, so that it ends the processes it started (its media server). */
  override async dispose(): Promise<void> {
    await this.stop();
    await super.dispose();
  }

  demoCredentials(): { email: string; password: string } {
    return JSON.parse(readFileSync(join(this.dataDir, 'demo-credentials.json'), 'utf8'));
  }

  operatorKey(): string {
    return readFileSync(join(this.dataDir, 'operator-key'), 'utf8').trim();
  }
}
