/**
 * Presence and connection for a Firebase project without a Realtime Database (no databaseURL in
 * the config, e.g. the emulators where the Database emulator is not installed). Nobody writes
 * presence then: `status/{uid}` in Firestore, which the presence mirror keeps where a database
 * exists, is read as it is, and the connection state follows the browser's online state.
 */
import type { DocumentStore } from '../port/documents';
import type { ConnectionState } from '../port/presence';
import { browserState, toStatus, type RealtimePresence } from './presence-status';

export function createPresenceWithoutDatabase(docs: DocumentStore): RealtimePresence {
  const listeners = new Set<(state: ConnectionState) => void>();
  const notify = () => {
    for (const cb of [...listeners]) cb(browserState());
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', notify);
    window.addEventListener('offline', notify);
  }
  return {
    presence: {
      subscribe: (uid, cb) => docs.subscribeDoc(`status/${uid}`, (snap) => cb(toStatus(snap.data ?? null))),
    },
    connection: {
      subscribe(cb) {
        listeners.add(cb);
        cb(browserState());
        return () => listeners.delete(cb);
      },
    },
    track: () => {},
    release: async () => {},
    dispose() {
      if (hasWindow) {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      }
      listeners.clear();
    },
  };
}
