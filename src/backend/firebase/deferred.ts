/**
 * Parts of the provider whose Firebase SDK loads on first use, so the sign-in route downloads
 * only the App and Auth SDKs: documents (Firestore), storage (Cloud Storage) and presence (the
 * Realtime Database, first needed once a user is signed in).
 */
import type { BackendError } from '@domain/errors/backend-error';
import type { DocumentStore, Unsubscribe } from '../port/documents';
import type { ConnectionState } from '../port/presence';
import type { MediaService } from '../port/media';
import type { StorageService } from '../port/storage';
import { toBackendError } from './errors';
import { browserState, type RealtimePresence } from './presence-status';

/** `load` runs once, on the first call; a failed load is tried again on the next. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Subscribes once the part has loaded; unsubscribing before that cancels it. */
function deferSubscribe<P>(part: () => Promise<P>, subscribe: (p: P) => Unsubscribe, onError?: (error: BackendError) => void): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let stopped = false;
  part().then(
    (p) => {
      if (!stopped) stop = subscribe(p);
    },
    (error: unknown) => {
      if (!stopped) onError?.(toBackendError(error));
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

export function deferredDocuments(load: () => Promise<DocumentStore>): DocumentStore {
  const docs = once(load);
  return {
    get: async (path) => (await docs()).get(path),
    list: async (query) => (await docs()).list(query),
    aggregate: async (query, spec) => (await docs()).aggregate(query, spec),
    add: async (collectionPath, data) => (await docs()).add(collectionPath, data),
    create: async (path, data) => (await docs()).create(path, data),
    set: async (path, data, options) => (await docs()).set(path, data, options),
    update: async (path, data) => (await docs()).update(path, data),
    remove: async (path) => (await docs()).remove(path),
    batch: async (ops) => (await docs()).batch(ops),
    runTransaction: async (fn) => (await docs()).runTransaction(fn),
    subscribeDoc: (path, onNext, onError) => deferSubscribe(docs, (d) => d.subscribeDoc(path, onNext, onError), onError),
    subscribeQuery: (query, onNext, onError) => deferSubscribe(docs, (d) => d.subscribeQuery(query, onNext, onError), onError),
  };
}

export function deferredStorage(load: () => Promise<StorageService>): StorageService {
  const storage = once(load);
  return {
    upload: async (path, data, options) => (await storage()).upload(path, data, options),
    getDownloadURL: async (path) => (await storage()).getDownloadURL(path),
    remove: async (path) => (await storage()).remove(path),
  };
}

/** The media library, whose Storage and upload code load with its first upload. */
export function deferredMedia(load: () => Promise<MediaService>): MediaService {
  const media = once(load);
  return {
    upload: async (input) => (await media()).upload(input),
    retry: async (processId) => (await media()).retry(processId),
  };
}

/**
 * Presence that loads when a user is signed in (or someone's presence is watched). Until then
 * the connection state follows the browser's, as it does without a Realtime Database; the
 * listeners move over to the database's state once it has loaded.
 */
export function deferredRealtime(load: () => Promise<RealtimePresence>): RealtimePresence {
  let loaded: RealtimePresence | undefined;
  let disposed = false;
  let tracked: string | null = null;
  // Each early listener, and its subscription to the loaded part once there is one.
  const early = new Map<(state: ConnectionState) => void, Unsubscribe | undefined>();
  const notify = () => {
    if (!loaded) for (const cb of [...early.keys()]) cb(browserState());
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', notify);
    window.addEventListener('offline', notify);
  }
  const realtime = once(async () => {
    const part = await load();
    if (disposed) {
      part.dispose();
      return part;
    }
    loaded = part;
    part.track(tracked);
    for (const cb of early.keys()) early.set(cb, part.connection.subscribe(cb));
    return part;
  });
  // A failed load has no caller to report to; it surfaces as an unhandled rejection.
  const start = () => void realtime();

  return {
    presence: {
      subscribe: (uid, cb) => deferSubscribe(realtime, (part) => part.presence.subscribe(uid, cb)),
    },
    connection: {
      subscribe(cb) {
        if (loaded) return loaded.connection.subscribe(cb);
        early.set(cb, undefined);
        cb(browserState());
        return () => {
          early.get(cb)?.();
          early.delete(cb);
        };
      },
    },
    track(uid) {
      tracked = uid;
      if (loaded) loaded.track(uid);
      else if (uid) start();
    },
    async release(uid) {
      if (loaded) return loaded.release(uid);
      if (tracked === uid) tracked = null;
    },
    dispose() {
      disposed = true;
      if (hasWindow) {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      }
      early.clear();
      loaded?.dispose();
    },
  };
}
