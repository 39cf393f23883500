/**
 * Presence from WebSocket connections: `status/{uid}` is online while the user has at least one
 * open connection and offline after the last one closes, mirrored onto `users/{uid}` (the
 * spec's presence fields) when that profile exists. The server owns these writes, so they go
 * straight to the engine and reach listeners like any other commit.
 */
import { serverTimestamp } from '@domain/documents/values';
import { EngineError, type DocumentEngine, type WriteOp } from '../db/engine';

export type PresenceState = 'online' | 'offline';

export type Presence = {
  connected(uid: string): void;
  disconnected(uid: string): void;
  /** Settles when every presence write asked for so far is done. */
  settled(): Promise<void>;
};

/**
 * Starts by marking offline everyone a previous process left online (it stopped without
 * running its close handling); connection changes are written after that sweep.
 */
export function createPresence(engine: DocumentEngine, log: (msg: string) => void): Presence {
  const sweep = markLeftoversOffline(engine);
  return createPresenceTracker((uid, state) => writeState(engine, uid, state), sweep, log);
}

/**
 * Online while a key has at least one connection, offline after its last one closes: the state
 * each key's connections call for is written one write at a time per key, after `ready`.
 */
export function createPresenceTracker(write: (key: string, state: PresenceState) => Promise<void>, ready: Promise<void>, log: (msg: string) => void): Presence {
  const connections = new Map<string, number>();
  const written = new Map<string, PresenceState>();
  const queues = new Map<string, Promise<void>>();
  const report = (error: unknown) => log(`presence: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);

  const sweep = ready.catch(report);

  /** Writes the state the key's connections call for now, one write at a time per key. */
  function sync(key: string): void {
    const queue = (queues.get(key) ?? sweep)
      .then(async () => {
        const wanted: PresenceState = connections.has(key) ? 'online' : 'offline';
        if (written.get(key) === wanted) return;
        await write(key, wanted);
        written.set(key, wanted);
      })
      .catch(report)
      .finally(() => {
        if (queues.get(key) !== queue || connections.has(key)) return;
        queues.delete(key);
        written.delete(key);
      });
    queues.set(key, queue);
  }

  return {
    connected(key) {
      connections.set(key, (connections.get(key) ?? 0) + 1);
      sync(key);
    },
    disconnected(key) {
      const left = (connections.get(key) ?? 1) - 1;
      if (left > 0) connections.set(key, left);
      else connections.delete(key);
      sync(key);
    },
    async settled() {
      await sweep;
      let pending: Promise<void>[];
      do {
        pending = [...queues.values()];
        await Promise.all(pending);
      } while ([...queues.values()].some((q) => !pending.includes(q)));
    },
  };
}

async function writeState(engine: DocumentEngine, uid: string, state: PresenceState): Promise<void> {
  const status: WriteOp = { type: 'set', path: `status/${uid}`, data: { state, last_changed: serverTimestamp() } };
  const profile = await engine.get(`users/${uid}`);
  if (!profile) {
    await engine.commit([status]);
    return;
  }
  const mirror: WriteOp = { type: 'update', path: `users/${uid}`, data: { state, last_changed: serverTimestamp() } };
  try {
    await engine.commit([status, mirror]);
  } catch (error) {
    // The profile was deleted in between: presence itself must still be recorded.
    if (!(error instanceof EngineError && error.code === 'not-found')) throw error;
    await engine.commit([status]);
  }
}

async function markLeftoversOffline(engine: DocumentEngine): Promise<void> {
  const online = await engine.list({ path: 'status', where: [{ field: 'state', op: '==', value: 'online' }] });
  for (const doc of online) await writeState(engine, doc.id, 'offline');
}
