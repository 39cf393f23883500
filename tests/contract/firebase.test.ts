/**
 * The provider contract against the Firebase Emulator Suite (`npm run dev:firebase`, which needs
 * Java 21), run when FIRESTORE_EMULATOR_HOST says where it is. The other emulators are found
 * through their own variables or else at the ports firebase.json gives them; the rules files and
 * the built functions are the ones the suite loaded from this folder.
 */
import { readFileSync } from 'node:fs';
import type { Backend } from '@/backend/port';
import { describeBackendContract } from './contract-suite';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';

function projectJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8')) as T;
}

function emulatorHosts(firestore: string) {
  const { emulators } = projectJson<{ emulators: Record<string, { port: number }> }>('firebase.json');
  const configured = (name: string) => `127.0.0.1:${emulators[name].port}`;
  return {
    firestore,
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST || configured('auth'),
    database: process.env.FIREBASE_DATABASE_EMULATOR_HOST || configured('database'),
    storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST || configured('storage'),
    functions: configured('functions'),
  };
}

/** Fails at once, naming what is missing, rather than letting every test time out. */
async function checkReachable(hosts: ReturnType<typeof emulatorHosts>, functionsBaseUrl: string): Promise<void> {
  for (const [name, host] of Object.entries(hosts)) {
    try {
      await fetch(`http://${host}/`);
    } catch {
      throw new Error(`The ${name} emulator is not reachable at ${host}; start the suite with \`npm run dev:firebase\` (needs Java 21).`);
    }
  }
  const health = await fetch(`${functionsBaseUrl}/api/health`);
  if (!health.ok) {
    throw new Error(`The Functions emulator does not serve the api function (GET /api/health answered ${health.status}); install and build it with \`npm --prefix functions install && npm --prefix functions run build\`.`);
  }
}

describeBackendContract('firebase', async () => {
  // vitest.config.ts leaves this file out unless the variable is set; run on its own, it says why it cannot.
  if (!firestoreHost) throw new Error('The firebase contract suite needs the emulators: start `npm run dev:firebase` and set FIRESTORE_EMULATOR_HOST (e.g. 127.0.0.1:8080).');
  const { createFirebaseBackend, firebaseConfigSchema } = await import('@/backend/firebase');
  const project = projectJson<{ projects: { default: string } }>('.firebaserc').projects.default;
  const hosts = emulatorHosts(firestoreHost);
  const functionsBaseUrl = `http://${hosts.functions}/${project}/us-central1/api`;
  await checkReachable(hosts, functionsBaseUrl);
  const config = firebaseConfigSchema.parse({
    apiKey: 'demo-api-key',
    authDomain: `${project}.firebaseapp.com`,
    projectId: project,
    storageBucket: `${project}.appspot.com`,
    databaseURL: `https://${project}-default-rtdb.firebaseio.com`,
    appId: '1:000000000000:web:contract',
    functionsBaseUrl,
    emulators: { auth: hosts.auth, firestore: hosts.firestore, database: hosts.database, storage: hosts.storage },
  });
  const clients: Backend[] = [];
  return {
    backend: async () => {
      const backend = createFirebaseBackend(config);
      clients.push(backend);
      return backend;
    },
    teardown: async () => {
      await Promise.all(clients.map((c) => c.dispose()));
    },
  };
});
