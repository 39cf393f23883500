/**
 * bench:live's firebase section: the same fan-out against the Firestore emulator, through the
 * Firestore client SDK. N clients (each its own app and connection, signed in as the document's
 * user, so the rules run for every listen) listen to one document; a writer updates it.
 * The emulator is not production Firestore: the figures show the provider's own overhead.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';
import { startEmulatorSuite } from '../scripts/firebase/emulator-suite';
import { measure, type Listener, type Round } from './live-measure';

const UID = 'bench-user';
const PATH = `users/${UID}`;

export async function benchFirebase(listenerCounts: number[], updates: number): Promise<Record<number, Round>> {
  setLogLevel('error');
  const suite = await startEmulatorSuite({ emulators: ['firestore'], ports: 'free' });
  const [host, port] = suite.hosts.firestore!.split(':');
  const apps: ReturnType<typeof initializeApp>[] = [];
  const client = (mockUserToken: 'owner' | { sub: string; user_id: string; email: string; email_verified: boolean }): Firestore => {
    const app = initializeApp({ projectId: suite.project, apiKey: 'demo-api-key' }, `bench-${apps.length}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, host, Number(port), { mockUserToken });
    return db;
  };
  try {
    const writer = client('owner');
    await setDoc(doc(writer, PATH), { uid: UID, email: `${UID}@example.com`, username: 'start' });
    const figures: Record<number, Round> = {};
    for (const n of listenerCounts) {
      const listeners: Listener[] = [];
      const stops: (() => void)[] = [];
      await Promise.all(
        Array.from({ length: n }, async () => {
          const db = client({ sub: UID, user_id: UID, email: `${UID}@example.com`, email_verified: true });
          let deliver: (seq: number | null) => void = () => {};
          await new Promise<void>((ready, fail) => {
            stops.push(
              onSnapshot(
                doc(db, PATH),
                (snapshot) => {
                  ready();
                  const username = String(snapshot.get('username'));
                  deliver(username.startsWith('u') ? Number(username.slice(1)) : null);
                },
                fail,
              ),
            );
          });
          listeners.push((onSeq) => void (deliver = onSeq));
        }),
      );
      figures[n] = await measure(updates, listeners, (seq) => void updateDoc(doc(writer, PATH), { username: `u${seq}` }));
      for (const stop of stops) stop();
      await updateDoc(doc(writer, PATH), { username: 'start' });
    }
    return figures;
  } finally {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await suite.stop();
  }
}
