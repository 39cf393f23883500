/**
 * Playwright's global setup for the firebase end-to-end tests: the app's VITE_BACKEND=firebase
 * build, served by the Hosting emulator (which sends /api/** to the `api` function) against the
 * Auth, Firestore and Functions emulators. `npm test` passes the suite it already runs in
 * EVENTDESK_EMULATORS; a run by hand (`npx playwright test -c playwright.firebase.config.ts`)
 * starts its own here and stops it afterwards. The build is written into the folder Hosting serves.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { emulatorEnv, missingNotice, startEmulatorSuite, TEST_SIGN_UPS_PER_ADDRESS, type EmulatorSuite, type EmulatorSuiteInfo } from '../../scripts/firebase/emulator-suite';
import { emulatorWebConfig } from '../../scripts/firebase/web-config';

const root = new URL('../../', import.meta.url).pathname;

export default async function globalSetup(): Promise<() => Promise<void>> {
  let started: EmulatorSuite | undefined;
  const given = process.env.EVENTDESK_EMULATORS;
  const info: EmulatorSuiteInfo = given
    ? (JSON.parse(given) as EmulatorSuiteInfo)
    : (started = await startEmulatorSuite({ emulators: ['auth', 'firestore', 'functions', 'hosting', 'database', 'storage'], ports: 'free', signUpsPerAddress: TEST_SIGN_UPS_PER_ADDRESS }));
  try {
    if (!info.hosts.hosting || !info.siteDir) throw new Error('The firebase end-to-end tests need the Hosting emulator, which serves the firebase build.');
    const notice = missingNotice(info);
    if (notice) console.log(notice);
    const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', info.siteDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_BACKEND: 'firebase', VITE_FIREBASE_CONFIG: JSON.stringify(emulatorWebConfig(info, true)) },
    });
    if (built.status !== 0) throw new Error('The firebase build (VITE_BACKEND=firebase vite build) failed.');
  } catch (error) {
    await started?.stop();
    throw error;
  }
  // The specs read the emulators from here (Playwright passes the setup's environment on to its workers).
  Object.assign(process.env, emulatorEnv(info));
  return async () => {
    await started?.stop();
  };
}
