/** The Emulator Suite of this test run (tests/firebase/emulators.global-setup.ts), as the suites use it. */
import { inject } from 'vitest';
import type { EmulatorName, EmulatorSuiteInfo } from '../../scripts/firebase/emulator-suite';

export function emulators(): EmulatorSuiteInfo {
  const info = inject('emulators');
  if (!info) throw new Error('These tests run in the `firebase` Vitest project, whose global setup starts the emulators: `npx vitest run --project firebase`.');
  return info;
}

export function hostOf(name: EmulatorName): string {
  const host = emulators().hosts[name];
  if (!host) throw new Error(`The ${name} emulator is not running in this test run.`);
  return host;
}

export function isRunning(name: EmulatorName): boolean {
  return Boolean(emulators().hosts[name]);
}
