/**
 * The Admin SDK of the Cloud Functions (functions/node_modules) in a test, against the test run's
 * emulators (FIRESTORE_EMULATOR_HOST and the rest come from the global setup): the documents the
 * functions write, through the functions' own adapter (functions/src/admin-services.ts).
 */
import { createRequire } from 'node:module';
import type { AdminDocs } from '@server/api/services';
import { adminServices } from '../../functions/src/admin-services';
import { emulators } from './emulators';

type AdminApp = { getApps(): unknown[]; initializeApp(options: { projectId: string }): unknown };

const functionsRequire = createRequire(new URL('../../functions/package.json', import.meta.url));

/** The functions' documents adapter over the Firestore emulator. */
export function emulatorAdminDocs(): AdminDocs {
  const { getApps, initializeApp } = functionsRequire('firebase-admin/app') as AdminApp;
  if (getApps().length === 0) initializeApp({ projectId: emulators().project });
  return adminServices().docs;
}
