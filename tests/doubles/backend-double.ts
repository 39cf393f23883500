/**
 * An in-memory stand-in for the Backend port, for the app's jsdom tests only. It keeps documents
 * in a Map, answers listeners from it and records writes so tests can assert what the UI sent.
 */
import type { AuthUser, Backend, ConnectionState, DocData, DocSnapshot, PresenceStatus, QuerySpec, WriteData } from '../../src/backend/port';
import { BackendError } from '../../src/backend/port';

type Listener<T> = (value: T) => void;

export type BackendDouble = {
  backend: Backend;
  /** Documents written through `docs.update` / `docs.set`, in order. */
  writes: { path: string; data: WriteData }[];
  uploads: { path: string; contentType: string; size: number }[];
  setConnection(state: ConnectionState): void;
  setUser(user: AuthUser | null): void;
  /** The next call of this operation fails with the error. */
  failNext(operation: 'signIn' | 'signUp' | 'update' | 'upload', error: BackendError): void;
};

export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return { uid: 'u1', email: 'ada@example.com', emailVerified: true, displayName: null, ...overrides };
}

export function createBackendDouble(init: { user?: AuthUser | null; docs?: Record<string, DocData>; connection?: ConnectionState } = {}): BackendDouble {
  const store = new Map<string, DocData>(Object.entries(init.docs ?? {}));
  const docListeners = new Map<string, Set<Listener<DocSnapshot>>>();
  const authListeners = new Set<Listener<AuthUser | null>>();
  const connectionListeners = new Set<Listener<ConnectionState>>();
  const failures = new Map<string, BackendError>();
  const writes: BackendDouble['writes'] = [];
  const uploads: BackendDouble['uploads'] = [];
  let user = init.user ?? null;
  let connection = init.connection ?? 'online';

  const failIfScheduled = (operation: string) => {
    const error = failures.get(operation);
    if (error) {
      failures.delete(operation);
      throw error;
    }
  };
  const snapshot = (path: string): DocSnapshot => ({ id: path.split('/').pop() ?? '', path, exists: store.has(path), data: store.get(path) });
  const emitDoc = (path: string) => docListeners.get(path)?.forEach((l) => l(snapshot(path)));
  const setUser = (next: AuthUser | null) => {
    user = next;
    authListeners.forEach((l) => l(user));
  };
  const unsupported = (what: string) => () => Promise.reject(new BackendError('unimplemented', `${what} is not part of the test double`));
  const matches = (query: QuerySpec, data: DocData) =>
    (query.where ?? []).every((w) => {
      const value = data[w.field];
      if (w.op === 'array-contains') return Array.isArray(value) && value.includes(w.value);
      if (w.op === '==') return value === w.value;
      throw new BackendError('unimplemented', `operator ${w.op} is not part of the test double`);
    });
  const list = (query: QuerySpec): DocSnapshot[] =>
    [...store.keys()]
      .filter((p) => p.startsWith(`${query.path}/`) && !p.slice(query.path.length + 1).includes('/'))
      .filter((p) => matches(query, store.get(p) ?? {}))
      .map(snapshot);

  const backend: Backend = {
    name: 'local',
    docs: {
      get: async (path) => snapshot(path) as never,
      list: async (query) => list(query) as never,
      aggregate: unsupported('aggregate'),
      add: unsupported('add'),
      create: unsupported('create'),
      async set(path, data) {
        writes.push({ path, data });
        store.set(path, data as DocData);
        emitDoc(path);
      },
      async update(path, data) {
        failIfScheduled('update');
        if (!store.has(path)) throw new BackendError('not-found', `${path} does not exist`);
        writes.push({ path, data });
        store.set(path, { ...store.get(path), ...(data as DocData) });
        emitDoc(path);
      },
      remove: unsupported('remove'),
      batch: unsupported('batch'),
      runTransaction: unsupported('runTransaction'),
      subscribeDoc(path, onNext) {
        const listener = onNext as Listener<DocSnapshot>;
        const set = docListeners.get(path) ?? new Set();
        set.add(listener);
        docListeners.set(path, set);
        queueMicrotask(() => set.has(listener) && listener(snapshot(path)));
        return () => set.delete(listener);
      },
      subscribeQuery(query, onNext) {
        let active = true;
        queueMicrotask(() => {
          if (!active) return;
          const docs = list(query);
          onNext({ docs: docs as never, changes: docs.map((doc, i) => ({ type: 'added', doc: doc as never, oldIndex: -1, newIndex: i })) });
        });
        return () => {
          active = false;
        };
      },
    },
    auth: {
      currentUser: () => user,
      onAuthStateChanged(cb) {
        authListeners.add(cb);
        cb(user);
        return () => authListeners.delete(cb);
      },
      async signUp(email) {
        failIfScheduled('signUp');
        setUser(testUser({ email, emailVerified: false }));
        return user as AuthUser;
      },
      async signIn(email) {
        failIfScheduled('signIn');
        setUser(testUser({ email }));
        return user as AuthUser;
      },
      async signOut() {
        setUser(null);
      },
      async sendEmailVerification() {},
    },
    storage: {
      async upload(path, data, options) {
        failIfScheduled('upload');
        options.onProgress?.({ bytesTransferred: data.size, totalBytes: data.size });
        uploads.push({ path, contentType: options.contentType, size: data.size });
        return `https://files.test/${path}?token=t${uploads.length}`;
      },
      getDownloadURL: async (path) => `https://files.test/${path}?token=t`,
      remove: async () => {},
    },
    presence: {
      subscribe(_uid, cb: Listener<PresenceStatus>) {
        cb({ state: 'online', last_changed: new Date(0) });
        return () => {};
      },
    },
    connection: {
      subscribe(cb) {
        connectionListeners.add(cb);
        cb(connection);
        return () => connectionListeners.delete(cb);
      },
    },
    call: () => Promise.reject(new BackendError('unimplemented', 'call is not part of the test double')),
    dispose: async () => {},
  };

  return {
    backend,
    writes,
    uploads,
    setUser,
    setConnection(state) {
      connection = state;
      connectionListeners.forEach((l) => l(state));
    },
    failNext(operation, error) {
      failures.set(operation, error);
    },
  };
}
