/**
 * The embedded server as `npm start` runs it (`server/main.ts`, demo seed on first start), in its
 * own process on a free port and a temporary data folder (and DATABASE_URL when given). Stopping removes the folder; a bench
 * that dies anyway still kills the server and removes the folder on its way out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const READY = /running at (http:\/\/\S+?) /;

export type ServerChild = {
  baseUrl: string;
  /** The server's process id (a bench may read its CPU time from /proc). */
  pid: number;
  demo: { email: string; password: string };
  stop(): Promise<void>;
};

/** `databaseUrl`: the server keeps its database there instead of PGlite in the data folder. */
export async function startServerChild(databaseUrl?: string): Promise<ServerChild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    removeFolder();
  };
  process.once('exit', killNow);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
    process.off('exit', killNow);
    removeFolder();
  };

  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = out.match(READY);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${out}`)));
    });
    const demo = JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8')) as ServerChild['demo'];
    return { baseUrl, pid: child.pid!, demo, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
