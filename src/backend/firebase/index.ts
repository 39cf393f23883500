/**
 * The `firebase` provider: Cloud Firestore, Firebase Auth, Cloud Storage, Realtime Database
 * presence and the `api` Cloud Function behind the backend port. The app imports this module
 * lazily, so the local build never downloads the Firebase SDK; here only the App and Auth SDKs
 * load at start, the others on first use (deferred.ts), which keeps the sign-in route light.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseStorage } from 'firebase/storage';
import type { Backend } from '../port';
import { createFirebaseAuth } from './auth';
import { createApiCaller } from './call';
import { splitHostPort, type FirebaseConfig } from './config';
import { deferredDocuments, deferredMedia, deferredRealtime, deferredStorage } from './deferred';
import { createLinkApps } from './link-apps';
import { createLinkRouting } from './link-routing';
import { createPresenceWithoutDatabase } from './presence-without-database';
import type { RealtimePresence } from './presence-status';

export { firebaseConfigSchema, type FirebaseConfig } from './config';
export { createFirebaseAuth, type FirebaseAuth, type FirebaseAuthHooks } from './auth';

/**
 * `appName` keys the signed-in user that Auth keeps in the browser, so the page's one backend
 * keeps the default and a reload finds its user again; a test holding several clients at once
 * gives each a name of its own.
 */
export function createFirebaseBackend(config: FirebaseConfig, appName = 'eventdesk'): Backend {
  const { functionsBaseUrl, emulators, ...appOptions } = config;
  const app = initializeApp(appOptions, appName);

  const primaryDocs = deferredDocuments(async () => {
    const [{ connectFirestoreEmulator, getFirestore }, { createFirestoreDocuments }] = await Promise.all([import('firebase/firestore'), import('./documents')]);
    const firestore = getFirestore(app);
    if (emulators?.firestore) connectFirestoreEmulator(firestore, ...splitHostPort(emulators.firestore));
    return createFirestoreDocuments(firestore);
  });

  const { databaseURL, storageBucket } = appOptions;
  const realtime: RealtimePresence = databaseURL
    ? deferredRealtime(async () => {
        const [{ connectDatabaseEmulator, getDatabase }, { createRealtimePresence }] = await Promise.all([import('firebase/database'), import('./presence')]);
        const database = getDatabase(app);
        if (emulators?.database) connectDatabaseEmulator(database, ...splitHostPort(emulators.database));
        return createRealtimePresence(database);
      })
    : createPresenceWithoutDatabase(primaryDocs);
  // One Storage instance for files and the media library, connected to the emulator once.
  let cloudStorage: Promise<FirebaseStorage | null> | undefined;
  const loadCloudStorage = () =>
    (cloudStorage ??= (async () => {
      if (!storageBucket) return null;
      const { connectStorageEmulator, getStorage } = await import('firebase/storage');
      const instance = getStorage(app);
      if (emulators?.storage) connectStorageEmulator(instance, ...splitHostPort(emulators.storage));
      return instance;
    })());
  const storage = deferredStorage(async () => {
    const [instance, { createCloudStorage, createMissingStorage }] = await Promise.all([loadCloudStorage(), import('./storage')]);
    return instance ? createCloudStorage(instance) : createMissingStorage();
  });
  const auth = createFirebaseAuth(
    app,
    {
      signUp: async (input) => void (await call('signUp', input)),
      finishSignUp: (token) => call('finishSignUp', { token }),
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
    media: deferredMedia(async () => {
      const { createFirebaseMedia } = await import('./media');
      return createFirebaseMedia({ storage: loadCloudStorage, docs: primaryDocs, uid: () => auth.currentUser()?.uid ?? null, idToken: auth.idToken, functionsBaseUrl: functionsBaseUrl ?? '' });
    }),
    presence: realtime.presence,
    connection: realtime.connection,
    links: { open: links.open, close: links.close },
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
