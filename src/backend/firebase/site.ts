/**
 * The public site's client on Firebase: Firestore for live reads (loaded with the first one) and
 * the `api` function for the public calls, without Auth: a viewer never signs in. The site's entry
 * imports this module lazily, so the local build never downloads the Firebase SDK.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import type { SiteBackend } from '../port/site';
import { createUncheckedApiCaller } from './call';
import { splitHostPort, type FirebaseConfig } from './config';
import { deferredDocuments } from './deferred';

export { firebaseConfigSchema } from './config';

export function createFirebaseSiteBackend(config: FirebaseConfig): SiteBackend {
  const { functionsBaseUrl, emulators, ...appOptions } = config;
  // Its own app name: the admin app's default app (and its signed-in user) is not the viewer's.
  const app = initializeApp(appOptions, 'eventdesk-site');
  const docs = deferredDocuments(async () => {
    const [{ connectFirestoreEmulator, getFirestore }, { createFirestoreDocuments }] = await Promise.all([import('firebase/firestore'), import('./documents')]);
    const firestore = getFirestore(app);
    if (emulators?.firestore) connectFirestoreEmulator(firestore, ...splitHostPort(emulators.firestore));
    return createFirestoreDocuments(firestore);
  });
  return {
    name: 'firebase',
    docs,
    call: createUncheckedApiCaller(functionsBaseUrl ?? '', async () => null),
    dispose: () => deleteApp(app),
  };
}
