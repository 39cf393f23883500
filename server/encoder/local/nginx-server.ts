/**
 * The nginx process of the local media server: started when the first transcoder starts, on
 * the configured RTMP port (or a free one, kept for the next start so encoders need no new
 * settings), watched, restarted when it dies, and stopped with the embedded server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ManagedProcess } from './managed-process';
import { nginxConfig, RTMP_APPLICATION } from './nginx-config';
import { accepts, freePort } from './ports';
import type { ProcessRegistry } from './process-registry';
import { parseRtmpStat, type StreamStat } from './rtmp-stat';

export type NginxServerOptions = {
  folder: string;
  nginx: string;
  rtmpModule: string;
  rtmpHost: string;
  /** 0: a free port, remembered in the folder. */
  rtmpPort: number;
  hookBase: () => string;
  registry: ProcessRegistry;
  log: (message: string) => void;
  /** nginx ended without being asked to: its sources are gone. */
  onCrash: () => void;
};

const READY_TIMEOUT_MS = 5000;
const RESTART_DELAY_MS = 500;

export class NginxServer {
  private process: ManagedProcess | null = null;
  private starting: Promise<void> | null = null;
  private closed = false;
  rtmpPort = 0;
  private controlPort = 0;
  private controlPath = '';

  constructor(private readonly options: NginxServerOptions) {}

  /** Starts nginx unless it runs; resolves once it accepts RTMP connections. */
  ensureRunning(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The media server is shutting down.'));
    if (this.process?.running) return Promise.resolve();
    this.starting ??= this.start().finally(() => (this.starting = null));
    return this.starting;
  }

  private chosenPort: Promise<number> | null = null;

  /** The RTMP port sources publish to, whether or not nginx runs yet. */
  port(): Promise<number> {
    this.chosenPort ??= this.rememberedPort();
    return this.chosenPort;
  }

  private async rememberedPort(): Promise<number> {
    if (this.options.rtmpPort !== 0) return this.options.rtmpPort;
    const file = join(this.options.folder, 'rtmp-port');
    const stored = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(stored) && stored > 0) return stored;
    const port = await freePort();
    await writeFile(file, `${port}\n`);
    return port;
  }

  private async start(): Promise<void> {
    const { folder } = this.options;
    await mkdir(join(folder, 'temp'), { recursive: true });
    this.rtmpPort = await this.port();
    this.controlPort = await freePort();
    this.controlPath = randomBytes(24).toString('base64url');
    const configFile = join(folder, 'nginx.conf');
    await writeFile(
      configFile,
      nginxConfig({
        folder,
        rtmpModule: this.options.rtmpModule,
        rtmpHost: this.options.rtmpHost,
        rtmpPort: this.rtmpPort,
        controlPort: this.controlPort,
        controlPath: this.controlPath,
        hookBase: this.options.hookBase(),
      }),
      // It holds the control page's secret path.
      { mode: 0o600 },
    );
    const proc = new ManagedProcess({
      label: 'nginx',
      command: this.options.nginx,
      args: ['-p', folder, '-e', join(folder, 'error.log'), '-c', configFile],
      registry: this.options.registry,
      graceMs: 2000,
    });
    this.process = proc;
    void proc.exited.then((info) => {
      if (this.process !== proc || info.stopped || this.closed) return;
      this.process = null;
      this.options.log(`media server: nginx ended unexpectedly (${info.signal ?? `exit ${info.code}`}); restarting it`);
      this.options.onCrash();
      setTimeout(() => void this.ensureRunning().catch((error: unknown) => this.options.log(`media server: ${String(error)}`)), RESTART_DELAY_MS);
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await accepts(this.rtmpPort)) || !(await accepts(this.controlPort))) {
      if (!proc.running || Date.now() > deadline) {
        await proc.stop();
        const errorLog = await readFile(join(folder, 'error.log'), 'utf8').catch(() => '');
        const why = [(await proc.exited).stderrTail, errorLog.trim().split('\n').slice(-3).join('\n')].filter(Boolean).join('\n');
        if (this.process === proc) this.process = null;
        throw new Error(`nginx did not start on RTMP port ${this.rtmpPort}${why ? `: ${why}` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stats(): Promise<StreamStat[]> {
    if (!this.process?.running) return [];
    const res = await fetch(`${this.controlBase()}/stat`, { signal: AbortSignal.timeout(3000) });
    return parseRtmpStat(await res.text(), RTMP_APPLICATION);
  }

  /** Disconnects the publisher or the players of a stream (rtmp_control). */
  async drop(who: 'publisher' | 'subscriber', streamName: string): Promise<void> {
    if (!this.process?.running) return;
    const url = `${this.controlBase()}/control/drop/${who}?app=${RTMP_APPLICATION}&name=${encodeURIComponent(streamName)}`;
    await fetch(url, { signal: AbortSignal.timeout(3000) }).then((res) => res.arrayBuffer());
  }

  private controlBase(): string {
    return `http://127.0.0.1:${this.controlPort}/${this.controlPath}`;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    await this.process?.stop((child) => child.kill('SIGTERM'));
    this.process = null;
  }
}
