/**
 * The `firebase` provider: Cloud Firestore, Firebase Auth, Cloud Storage, Realtime Database
 * presence and the `api` Cloud Function behind the backend port. The app imports this module
 * lazily, so the local build never downloads the Firebase SDK.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import type { Backend, StorageService } from '../port';
import { createFirebaseAuth } from './auth';
import { createApiCaller } from './call';
import { splitHostPort, type FirebaseConfig } from './config';
import { createFirestoreDocuments } from './documents';
import { createLinkApps } from './link-apps';
import { createLinkRouting } from './link-routing';
import { createRealtimePresence, type RealtimePresence } from './presence';
import { createPresenceWithoutDatabase } from './presence-without-database';
import { createMissingMedia } from './media';
import { createCloudStorage, createMissingStorage } from './storage';

export { firebaseConfigSchema, type FirebaseConfig } from './config';
export { createFirebaseAuth, type FirebaseAuth, type FirebaseAuthHooks } from './auth';

export function createFirebaseBackend(config: FirebaseConfig): Backend {
  const { functionsBaseUrl, emulators, ...appOptions } = config;
  // A name of its own per backend, so a disposed backend and its successor never share an app.
  const app = initializeApp(appOptions, `eventdesk-${newDocumentId()}`);

  const firestore = getFirestore(app);
  if (emulators?.firestore) connectFirestoreEmulator(firestore, ...splitHostPort(emulators.firestore));
  const primaryDocs = createFirestoreDocuments(firestore);

  let realtime: RealtimePresence;
  if (appOptions.databaseURL) {
    const database = getDatabase(app);
    if (emulators?.database) connectDatabaseEmulator(database, ...splitHostPort(emulators.database));
    realtime = createRealtimePresence(database);
  } else {
    realtime = createPresenceWithoutDatabase(primaryDocs);
  }
  let storage: StorageService;
  if (appOptions.storageBucket) {
    const cloudStorage = getStorage(app);
    if (emulators?.storage) connectStorageEmulator(cloudStorage, ...splitHostPort(emulators.storage));
    storage = createCloudStorage(cloudStorage);
  } else {
    storage = createMissingStorage();
  }
  const auth = createFirebaseAuth(
    app,
    {
      // The profile the spec's sign-up creates (000 section 7.1); `firestore.rules` accepts exactly this shape.
      createProfile: (user) =>
        primaryDocs.create(`users/${user.uid}`, {
          uid: user.uid,
          email: user.email,
          events: [],
          type: 'platform',
          userType: 'platform',
          createdAt: serverTimestamp(),
        }),
      beforeSignOut: (user) => realtime.release(user.uid),
      revokeSessions: async () => void (await call('revokeSessions', {})),
    },
    emulators?.auth,
  );
  const stopTracking = auth.onAuthStateChanged((user) => realtime.track(user?.uid ?? null));

  const call = createApiCaller(functionsBaseUrl ?? '', auth.idToken);
  const links = createLinkApps(appOptions, emulators, call);

  return {
    name: 'firebase',
    docs: createLinkRouting(primaryDocs, links.opened),
    auth,
    storage,
    media: createMissingMedia(),
    presence: realtime.presence,
    connection: realtime.connection,
    links: { open: links.open },
    call,
    async dispose() {
      stopTracking();
      realtime.dispose();
      auth.dispose();
      await links.dispose();
      await deleteApp(app);
    },
  };
}
