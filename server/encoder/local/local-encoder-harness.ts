/**
 * Test support for the local media server: the adapter on a temporary data folder with a small
 * HTTP host for nginx's callbacks and the HLS, the events it reports, and restarts on the same
 * folder (as the embedded server restarts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EncoderEvent } from '@domain/streams/encoder-events';
import { createEngine } from '@server/db/create-engine';
import type { DocumentEngine } from '@server/db/engine';
import { createHttpHost } from '@server/http/http-host';
import { eventually } from '@server/testing/test-source';
import { createLocalEncoder, type LocalEncoder, type LocalEncoderOptions } from './local-encoder';
import { localEncoderRoutes } from './routes';

export class EncoderHarness {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'encoder-test-'));
  readonly events: EncoderEvent[] = [];
  readonly logs: string[] = [];
  encoder!: LocalEncoder;
  url = '';
  private engine: DocumentEngine | null = null;
  private http: FastifyInstance | null = null;

  constructor(private readonly options: Partial<LocalEncoderOptions> = {}) {}

  async start(): Promise<LocalEncoder> {
    this.engine = await createEngine({ dataDir: this.dataDir });
    this.encoder = await createLocalEncoder(
      {
        sql: this.engine.internal,
        dataDir: this.dataDir,
        rtmpHost: '127.0.0.1',
        rtmpPort: 0,
        publicHost: () => '127.0.0.1',
        serverUrl: () => this.url,
        x264Preset: 'ultrafast',
        log: (m) => this.logs.push(m),
        ...this.options,
      },
      async (event) => void this.events.push(event),
    );
    const http = await createHttpHost({
      // The encoder alone, without events: its files answer as an open event's (the gate is tested in server/api/hls-access.test.ts).
      routes: localEncoderRoutes(this.encoder, { allows: async () => true }),
      // nginx sends no Origin: no request here is a browser's.
      isOwnOrigin: () => false,
      security: { playbackOrigins: [], https: false },
      log: (m) => void this.logs.push(m),
    });
    await http.listen({ port: 0, host: '127.0.0.1' });
    this.http = http;
    this.url = `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`;
    return this.encoder;
  }

  async stop(): Promise<void> {
    await this.encoder?.close();
    await this.http?.close();
    await this.engine?.close();
    this.http = null;
    this.engine = null;
  }

  async restart(): Promise<LocalEncoder> {
    await this.stop();
    return this.start();
  }

  /** Waits for an event of this transcoder with this name, after the first `from` events. */
  event(transcoderId: string, name: string, from = 0): Promise<EncoderEvent> {
    return eventually(`${name} of ${transcoderId}`, () => this.events.slice(from).find((e) => e.transcoderId === transcoderId && e.event === name));
  }

  names(transcoderId: string): string[] {
    return this.events.filter((e) => e.transcoderId === transcoderId).map((e) => e.event);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
