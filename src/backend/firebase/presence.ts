import { onDisconnect, onValue, ref, serverTimestamp, set, type Database } from 'firebase/database';
import type { ConnectionState } from '../port/presence';
import { toStatus, type RealtimePresence } from './presence-status';

/** How long the first connection may take before the app is told it is offline. */
const FIRST_CONNECT_GRACE_MS = 10_000;

function statusPath(uid: string): string {
  return `status/${uid}`;
}

/** Presence on the Realtime Database: `.info/connected` plus a per-session `onDisconnect`. */
export function createRealtimePresence(database: Database): RealtimePresence {
  let connected = false;
  let everConnected = false;
  let state: ConnectionState = 'connecting';
  let trackedUid: string | null = null;
  const listeners = new Set<(state: ConnectionState) => void>();

  function setState(next: ConnectionState): void {
    if (next === state) return;
    state = next;
    for (const cb of [...listeners]) cb(state);
  }

  async function markOnline(uid: string): Promise<void> {
    const statusRef = ref(database, statusPath(uid));
    // The hook is registered first so that a drop right after going online is still recorded.
    await onDisconnect(statusRef).set({ state: 'offline', last_changed: serverTimestamp() });
    await set(statusRef, { state: 'online', last_changed: serverTimestamp() });
  }

  const firstConnectTimer = setTimeout(() => {
    if (!everConnected) setState('offline');
  }, FIRST_CONNECT_GRACE_MS);

  const stopConnected = onValue(ref(database, '.info/connected'), (snap) => {
    connected = snap.val() === true;
    if (connected) {
      everConnected = true;
      setState('online');
      // A failed presence write has no caller to report to; it surfaces as an unhandled rejection.
      if (trackedUid) void markOnline(trackedUid);
    } else if (everConnected) {
      setState('offline');
    }
  });

  return {
    presence: {
      subscribe: (uid, cb) => onValue(ref(database, statusPath(uid)), (snap) => cb(toStatus(snap.val()))),
    },
    connection: {
      subscribe(cb) {
        listeners.add(cb);
        cb(state);
        return () => listeners.delete(cb);
      },
    },
    track(uid) {
      if (trackedUid === uid) return;
      trackedUid = uid;
      if (uid && connected) void markOnline(uid);
    },
    async release(uid) {
      if (trackedUid === uid) trackedUid = null;
      // Offline, the server has already run the disconnect hook; a queued write would never settle.
      if (!connected) return;
      const statusRef = ref(database, statusPath(uid));
      await set(statusRef, { state: 'offline', last_changed: serverTimestamp() });
      await onDisconnect(statusRef).cancel();
    },
    dispose() {
      clearTimeout(firstConnectTimer);
      stopConnected();
      listeners.clear();
    },
  };
}
