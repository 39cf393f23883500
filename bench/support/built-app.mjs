/**
 * The built app behind the real embedded server, for the benches that load it in a browser:
 * `vite build`, then server/main.ts on a port the system picks and a temporary data folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

/** The Debian Chromium, as the guide asks; CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function build(outDir = 'dist', env = {}) {
  const args = [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error('vite build failed');
}

/** Starts the server; resolves with the child and the URL it prints. */
export function startServer(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const url = out.match(/running at (http:\/\/\S+)/);
      if (url) resolve({ child, url: url[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

export function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}
