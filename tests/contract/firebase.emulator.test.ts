/**
 * The provider contract against the firebase provider, on the test run's Firestore, Auth and
 * Functions emulators (tests/firebase/emulators.global-setup.ts) with the project's rules and
 * built functions. Presence needs the Realtime Database emulator and uploads the Storage
 * emulator; where they are not installed, those parts are left out with the reason.
 */
import { randomUUID } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import { emulatorWebConfig } from '../../scripts/firebase/web-config';
import type { Backend } from '@/backend/port';
import { emulators, hostOf } from '@tests/firebase/emulators';
import { signUpMailReader } from '@tests/firebase/sign-up-mail';
import { describeBackendContract, type LeftOut } from './contract-suite';

const suite = emulators();
const leftOut: LeftOut = {};
for (const { name, reason } of suite.missing) {
  if (name === 'database') leftOut.presence = reason;
  if (name === 'storage') leftOut.storage = reason;
}

describeBackendContract(
  'firebase',
  async () => {
    const { createFirebaseBackend, firebaseConfigSchema } = await import('@/backend/firebase');
    // Refused requests are what many tests expect; the SDK would log each one.
    setLogLevel('silent');
    const config = firebaseConfigSchema.parse(emulatorWebConfig(suite, false));
    const clients: Backend[] = [];
    return {
      signUpCode: signUpMailReader(suite.project, hostOf('firestore')),
      backend: async () => {
        // Several clients at once, each signed in as someone else: each has an app of its own.
        const backend = createFirebaseBackend(config, `eventdesk-${randomUUID()}`);
        clients.push(backend);
        return backend;
      },
      teardown: async () => {
        await Promise.all(clients.map((c) => c.dispose()));
      },
    };
  },
  leftOut,
);
