/** `npm run deploy` refuses to build or deploy without a real project's web config, and says what to set. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function deploy(config: string | undefined) {
  const env = { ...process.env };
  delete env.VITE_FIREBASE_CONFIG;
  if (config !== undefined) env.VITE_FIREBASE_CONFIG = config;
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/firebase/deploy.ts')], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}

describe('npm run deploy without a Firebase config', () => {
  it.each([
    ['unset', undefined, 'VITE_FIREBASE_CONFIG is not set.'],
    ['not JSON', '{apiKey:', 'VITE_FIREBASE_CONFIG is not JSON.'],
    ['without a project', JSON.stringify({ apiKey: 'k', authDomain: 'd', appId: 'a' }), 'projectId'],
    ['pointing at emulators', JSON.stringify({ apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a', emulators: { auth: '127.0.0.1:9099' } }), 'names emulators'],
  ])('refuses when the config is %s, naming the variable and where to find its value', (_, config, reason) => {
    const { status, stderr, stdout } = deploy(config);
    expect(status).toBe(1);
    expect(stderr).toContain(reason);
    expect(stderr).toContain('Set VITE_FIREBASE_CONFIG to your Firebase web app config as JSON');
    // Nothing was built or deployed.
    expect(stdout).toBe('');
  });
});
