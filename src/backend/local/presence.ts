/** Presence is the `status/{uid}` document the server keeps; connection state is the socket's. */
import type { DocumentStore } from '../port/documents';
import type { BackendError } from '@domain/errors/backend-error';
import type { ConnectionService, PresenceService, PresenceStatus } from '../port/presence';
import type { Connection } from './connection';

export function createPresenceService(docs: DocumentStore): PresenceService {
  return {
    /** `onError` (beyond the port) reports why a status cannot be read, e.g. permission-denied. */
    subscribe(uid: string, cb: (status: PresenceStatus) => void, onError?: (e: BackendError) => void) {
      return docs.subscribeDoc(
        `status/${uid}`,
        (snap) => {
          const lastChanged = snap.data?.last_changed;
          cb({ state: snap.data?.state === 'online' ? 'online' : 'offline', last_changed: lastChanged instanceof Date ? lastChanged : null });
        },
        onError,
      );
    },
  };
}

export function createConnectionService(conn: Connection): ConnectionService {
  return { subscribe: (cb) => conn.onState(cb) };
}
