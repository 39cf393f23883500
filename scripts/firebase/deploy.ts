/**
 * `npm run deploy`: builds the firebase variant of the app with the project's web config and
 * deploys it with the rules, indexes and functions (`firebase deploy` to that config's project).
 * Refuses to start without a valid config, saying what to set.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { firebaseConfigSchema } from '@/backend/firebase/config';
import { firebaseCli } from './emulator-binaries';

const root = new URL('../../', import.meta.url).pathname;

function refuse(reason: string): never {
  console.error(
    `npm run deploy: ${reason}\n` +
      'Set VITE_FIREBASE_CONFIG to your Firebase web app config as JSON (Firebase console > Project settings > ' +
      'Your apps > SDK setup and configuration > Config), for example:\n' +
      `  VITE_FIREBASE_CONFIG='{"apiKey":"...","authDomain":"my-project.firebaseapp.com","projectId":"my-project",` +
      `"storageBucket":"my-project.appspot.com","databaseURL":"https://my-project-default-rtdb.firebaseio.com","appId":"..."}' npm run deploy\n` +
      'and sign in first with `npx firebase login`. README.md, "Deploying to Firebase", has every step.',
  );
  process.exit(1);
}

const raw = process.env.VITE_FIREBASE_CONFIG;
if (!raw) refuse('VITE_FIREBASE_CONFIG is not set.');
let json: unknown;
try {
  json = JSON.parse(raw);
} catch {
  refuse('VITE_FIREBASE_CONFIG is not JSON.');
}
const parsed = firebaseConfigSchema.safeParse(json);
if (!parsed.success) refuse(`VITE_FIREBASE_CONFIG is not a Firebase web app config: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`).join('; ')}.`);
if (parsed.data.emulators) refuse('VITE_FIREBASE_CONFIG names emulators; a deployed app must talk to the real project.');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { VITE_BACKEND: 'firebase', VITE_FIREBASE_CONFIG: JSON.stringify(parsed.data) });
run('npm', ['--prefix', 'functions', 'ci', '--no-audit', '--no-fund']);
run(process.execPath, [firebaseCli(), 'deploy', '--project', parsed.data.projectId]);
