/**
 * `npm run dev:firebase`: the app's firebase build served by the Emulator Suite on firebase.json's
 * ports (Hosting 5000, Auth 9099, Firestore 8080 from Debian's package, Functions 5001; the
 * Realtime Database and Storage emulators where firebase-tools has their jars, with a message
 * saying what is left out where not). Stops everything on Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulatorSuite, type EmulatorName } from './emulator-suite';
import { emulatorWebConfig } from './web-config';

const root = new URL('../../', import.meta.url).pathname;

/** What the app lacks without an optional emulator. */
const WITHOUT: Partial<Record<EmulatorName, string>> = {
  database: 'nobody is marked online and the connection state follows the browser',
  storage: 'uploads fail',
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

if (!existsSync(join(root, 'functions', 'node_modules'))) run('npm', ['--prefix', 'functions', 'ci', '--no-audit', '--no-fund']);

console.log('Starting the Firebase emulators...');
const suite = await startEmulatorSuite({ emulators: ['auth', 'firestore', 'functions', 'hosting', 'database', 'storage'], ports: 'configured' });
const stop = () => void suite.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
try {
  // The build holds the emulators' addresses, so it is made now, into the folder Hosting serves.
  const config = emulatorWebConfig(suite, true);
  run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', suite.siteDir!, '--emptyOutDir'], {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_CONFIG: JSON.stringify(config),
  });
} catch (error) {
  await suite.stop();
  throw error;
}
for (const { name, reason } of suite.missing) console.log(`Without the ${name} emulator ${WITHOUT[name] ?? ''}: ${reason}.`);
console.log(`EventDesk (firebase build, project ${suite.project}) at http://${suite.hosts.hosting}/ — Ctrl-C stops the emulators.`);
