/**
 * Starts the Firebase Auth emulator (firebase-tools, pure Node) on free ports in a scratch folder,
 * and stops it again. The CLI is told not to look for updates, so a machine without internet
 * starts it as fast as one with.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '@server/testing/free-port';

export const EMULATOR_PROJECT = 'demo-eventdesk';
const START_DEADLINE_MS = 60_000;
const STOP_GRACE_MS = 5_000;

export type AuthEmulator = { host: string; url: string; stop(): Promise<void> };


function firebaseCli(): string {
  const require = createRequire(import.meta.url);
  try {
    return join(dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
  } catch {
    throw new Error('The Firebase Auth emulator needs firebase-tools (a devDependency): run `npm install`.');
  }
}

async function isReady(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    return res.ok && ((await res.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startAuthEmulator(): Promise<AuthEmulator> {
  const cli = firebaseCli();
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'eventdesk-auth-emulator-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  // Its own process group, so that stopping it also stops anything the CLI started.
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGINT');
      const forced = setTimeout(() => child.exitCode === null && child.pid && process.kill(-child.pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited(child);
      clearTimeout(forced);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${auth}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  while (!(await isReady(url))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase Auth emulator (firebase-tools) did not start. Its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { host: `127.0.0.1:${auth}`, url, stop };
}
