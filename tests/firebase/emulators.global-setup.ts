/**
 * Vitest's global setup for the `firebase` project: the suites share one Emulator Suite per
 * run. `npm test` starts it before Vitest and passes it in EVENTDESK_EMULATORS (the end-to-end
 * tests use it too); a run by hand (`npx vitest run --project firebase`) starts its own here.
 */
import type { TestProject } from 'vitest/node';
import { emulatorEnv, missingNotice, startEmulatorSuite, TEST_SIGN_UPS_PER_ADDRESS, type EmulatorSuite, type EmulatorSuiteInfo } from '../../scripts/firebase/emulator-suite';

declare module 'vitest' {
  export interface ProvidedContext {
    emulators: EmulatorSuiteInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let started: EmulatorSuite | undefined;
  const given = process.env.EVENTDESK_EMULATORS;
  const info: EmulatorSuiteInfo = given
    ? (JSON.parse(given) as EmulatorSuiteInfo)
    : (started = await startEmulatorSuite({ emulators: ['auth', 'firestore', 'functions', 'hosting', 'database', 'storage'], ports: 'free', signUpsPerAddress: TEST_SIGN_UPS_PER_ADDRESS }));
  const notice = missingNotice(info);
  if (notice) console.warn(notice);
  Object.assign(process.env, emulatorEnv(info));
  project.provide('emulators', { project: info.project, hosts: info.hosts, functionsUrl: info.functionsUrl, siteDir: info.siteDir, missing: info.missing });
  return async () => {
    await started?.stop();
  };
}
