/**
 * The firebase provider's config (src/backend/firebase/config.ts) for a running Emulator Suite:
 * what a VITE_BACKEND=firebase build served by it, or a test client, is given. The Database and
 * Storage entries appear only when those emulators run.
 */
import type { FirebaseConfig } from '@/backend/firebase/config';
import type { EmulatorSuiteInfo } from './emulator-suite';

/** `sameOrigin`: the app is served by the Hosting emulator, which sends /api/** to the function. */
export function emulatorWebConfig({ project, hosts, functionsUrl }: EmulatorSuiteInfo, sameOrigin: boolean): FirebaseConfig {
  return {
    apiKey: 'demo-api-key',
    authDomain: `${project}.firebaseapp.com`,
    projectId: project,
    appId: '1:000000000000:web:emulators',
    ...(hosts.storage ? { storageBucket: `${project}.appspot.com` } : {}),
    ...(hosts.database ? { databaseURL: `https://${project}-default-rtdb.firebaseio.com` } : {}),
    functionsBaseUrl: sameOrigin ? '' : functionsUrl,
    emulators: { auth: hosts.auth, firestore: hosts.firestore, database: hosts.database, storage: hosts.storage },
  };
}
