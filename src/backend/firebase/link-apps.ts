/**
 * Opening a link on Firebase: the `openLink` call checks the token and answers a custom token
 * carrying it; a second Firebase app signs in with that, so the primary app keeps its user (or
 * none), and firestore.rules grant the link's paths to that second app's requests.
 */
import { deleteApp, initializeApp, type FirebaseOptions } from 'firebase/app';
import type { ApiInput, ApiName, ApiOutput } from '@domain/api/contracts';
import { newDocumentId } from '@domain/documents/paths';
import type { LinkKind, LinkService } from '../port/links';
import { splitHostPort } from './config';
import { toBackendError } from './errors';
import type { DocumentStore } from '../port/documents';
import type { OpenedLink } from './link-routing';

/** A presenter link reaches its event's stream: which one, its own document says (readable by its holder). */
async function presenterScope(docs: DocumentStore, linkId: string) {
  const link = await docs.get(`presenterLinks/${linkId}`);
  const data = link.exists ? (link.data as { eventID?: unknown; streamID?: unknown }) : {};
  return typeof data.eventID === 'string' && typeof data.streamID === 'string' ? { eventId: data.eventID, streamId: data.streamID } : null;
}

type Call = <N extends ApiName>(name: N, input: ApiInput<N>) => Promise<ApiOutput<N>>;

export type LinkApps = LinkService & {
  opened(): readonly OpenedLink[];
  dispose(): Promise<void>;
};

export function createLinkApps(options: FirebaseOptions, emulators: { auth?: string; firestore?: string } | undefined, call: Call): LinkApps {
  let held: (OpenedLink & { close(): Promise<void> })[] = [];

  async function signIn(customToken: string) {
    const app = initializeApp(options, `eventdesk-link-${newDocumentId()}`);
    try {
      // The Auth and Firestore SDKs load with the first link (or the first sign-in or document read), not at start.
      const [{ signInLinkApp }, { connectFirestoreEmulator, getFirestore }, { createFirestoreDocuments }] = await Promise.all([
        import('./link-auth'),
        import('firebase/firestore'),
        import('./documents'),
      ]);
      const firestore = getFirestore(app);
      if (emulators?.firestore) connectFirestoreEmulator(firestore, ...splitHostPort(emulators.firestore));
      await signInLinkApp(app, customToken, emulators?.auth);
      return { docs: createFirestoreDocuments(firestore), close: () => deleteApp(app) };
    } catch (error) {
      await deleteApp(app);
      throw toBackendError(error);
    }
  }

  return {
    async open(kind: LinkKind, resourceId: string, token: string) {
      const { customToken } = await call('openLink', { kind, resourceId, token });
      const signedIn = await signIn(customToken);
      const opened: OpenedLink & { close(): Promise<void> } = { kind, resourceId, ...signedIn, scope: kind === 'presenter' ? await presenterScope(signedIn.docs, resourceId) : null };
      const replaced = held.filter((link) => link.kind === kind && link.resourceId === resourceId);
      held = [...held.filter((link) => !replaced.includes(link)), opened];
      await Promise.all(replaced.map((link) => link.close()));
    },
    async close(kind: LinkKind, resourceId: string) {
      const closing = held.filter((link) => link.kind === kind && link.resourceId === resourceId);
      held = held.filter((link) => !closing.includes(link));
      await Promise.all(closing.map((link) => link.close()));
    },
    opened: () => held,
    async dispose() {
      const closing = held;
      held = [];
      await Promise.all(closing.map((link) => link.close()));
    },
  };
}
