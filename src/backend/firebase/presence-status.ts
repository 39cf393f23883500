/** What both presence variants share, without the Realtime Database SDK. */
import type { ConnectionService, ConnectionState, PresenceService, PresenceStatus } from '../port/presence';

export type RealtimePresence = {
  presence: PresenceService;
  connection: ConnectionService;
  /** Marks `uid` online now and after every reconnect (null: nobody); the server marks it offline on disconnect. */
  track(uid: string | null): void;
  /** Marks `uid` offline and drops the disconnect hook; runs while the user is still signed in. */
  release(uid: string): Promise<void>;
  dispose(): void;
};

/** A status as the Realtime Database holds it (time in ms) or as Firestore's mirror does (a Date). */
export function toStatus(value: unknown): PresenceStatus {
  const v = (value ?? {}) as { state?: unknown; last_changed?: unknown };
  const changed = v.last_changed;
  return {
    state: v.state === 'online' ? 'online' : 'offline',
    last_changed: typeof changed === 'number' ? new Date(changed) : changed instanceof Date ? changed : null,
  };
}

/** The connection state where no database tells it: the browser's online state. */
export function browserState(): ConnectionState {
  return typeof navigator === 'undefined' || navigator.onLine ? 'online' : 'offline';
}
