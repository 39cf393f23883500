/**
 * Firestore Lite clients of the test run's Firestore emulator, and its admin requests. Lite
 * sends each operation as one request, with no local cache or listen stream in between, so a
 * test observes the emulator's answer and nothing else.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { splitHostPort } from '@/backend/firebase/config';
import { hostOf } from './emulators';
import { projectFile } from './rules-files';

export type EmulatorOptions = Parameters<typeof connectFirestoreEmulator>[3];

/** A client of `project`; its requests carry the mock ID token of `options` (none: signed out; 'owner': past the rules). */
export function firestoreClient(project: string, name: string, options?: EmulatorOptions): { app: FirebaseApp; db: Firestore; dispose(): Promise<void> } {
  const app = initializeApp({ projectId: project }, `${name} ${Math.random().toString(36).slice(2)}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, ...splitHostPort(hostOf('firestore')), options);
  return { app, db, dispose: () => deleteApp(app) };
}

/** The mock ID token of a signed-in, verified user. */
export function userToken(uid: string, email = `${uid}@example.com`): EmulatorOptions {
  return { mockUserToken: { sub: uid, user_id: uid, email, email_verified: true } };
}

/** Sends an emulator admin request; a refusal (e.g. rules that do not compile) fails with the emulator's answer. */
async function emulatorRequest(what: string, path: string, init: RequestInit): Promise<void> {
  const res = await fetch(`http://${hostOf('firestore')}/emulator/v1/projects/${path}`, init);
  if (!res.ok) throw new Error(`The Firestore emulator refused to ${what} (${res.status}): ${await res.text()}`);
}

/** Loads `rules` (default: the project's firestore.rules) for `project` and deletes all its documents. */
export async function resetFirestore(project: string, rules = projectFile('firestore.rules')): Promise<void> {
  await emulatorRequest('load the rules', `${project}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  await emulatorRequest('clear its data', `${project}/databases/(default)/documents`, { method: 'DELETE' });
}
