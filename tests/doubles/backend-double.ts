/**
 * An in-memory stand-in for the Backend port, for the app's jsdom tests only. It keeps documents
 * in a Map, answers listeners from it and records writes so tests can assert what the UI sent.
 */
import type { ApiInput, ApiName, ApiOutput } from '@domain/api/contracts';
import type { AuthUser, Backend, SessionSummary, BatchOp, ConnectionState, DocData, DocSnapshot, PresenceStatus, QuerySnapshot, QuerySpec, WriteData } from '@/backend/port';
import { BackendError } from '@/backend/port';

type Listener<T> = (value: T) => void;

/** Answers one `/api` call in a test: return the output or throw a BackendError. */
export type CallHandler<N extends ApiName> = (input: ApiInput<N>) => ApiOutput<N> | Promise<ApiOutput<N>>;

export type BackendDouble = {
  backend: Backend;
  /** Documents written through `docs.update` / `docs.set` / `docs.add` / `docs.create` / a transaction, in order. */
  writes: { path: string; data: WriteData }[];
  uploads: { path: string; contentType: string; size: number }[];
  /** `/api` calls made through `call`, in order. */
  calls: { name: ApiName; input: unknown }[];
  /** From now on `call(name, ...)` is answered by the handler; unanswered calls fail `unimplemented`. */
  answerCall<N extends ApiName>(name: N, handler: CallHandler<N>): void;
  setConnection(state: ConnectionState): void;
  setUser(user: AuthUser | null): void;
  /** The next call of this operation fails with the error. */
  failNext(operation: FailableOperation, error: BackendError): void;
  /** Account operations (password change and reset, sessions), in order, with their arguments. */
  accountCalls: { operation: string; args: unknown[] }[];
  /** The session list `auth.sessions.list` answers; ending one removes it. */
  sessions: SessionSummary[];
  /** Documents removed through `docs.remove` or a batch, in order. */
  deletes: string[];
  /**
   * Changes documents as another client would (`null` deletes); listeners hear of it, unless
   * `unheard` (a change still on its way to this client: only reads and transactions see it).
   */
  seed(docs: Record<string, DocData | null>, options?: { unheard?: boolean }): void;
  /** Fails the live listeners of this document or collection path, as when access is revoked. */
  failListeners(path: string, error: BackendError): void;
  /** Links opened through `links.open`, in order; a token listed in `invalidLinkTokens` is refused. */
  linksOpened: { kind: string; resourceId: string; token: string }[];
  /** Links let go of through `links.close`, in order. */
  linksClosed: { kind: string; resourceId: string }[];
};

type FailableOperation =
  | 'signIn'
  | 'signUp'
  | 'update'
  | 'upload'
  | 'remove'
  | 'batch'
  | 'list'
  | 'aggregate'
  | 'changePassword'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'signOutEverywhere'
  | 'listSessions'
  | 'endSession';

export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return { uid: 'u1', email: 'ada@example.com', emailVerified: true, displayName: null, ...overrides };
}

type Init = {
  user?: AuthUser | null;
  docs?: Record<string, DocData>;
  connection?: ConnectionState;
  /** Link tokens `links.open` refuses with `permission-denied`. */
  invalidLinkTokens?: string[];
  /** Document paths the signed-in user may not read: `get` and `subscribeDoc` fail `permission-denied`. */
  denied?: string[];
  sessions?: SessionSummary[];
};

export function createBackendDouble(init: Init = {}): BackendDouble {
  const denied = new Set(init.denied ?? []);
  const callHandlers = new Map<ApiName, (input: unknown) => unknown>();
  const calls: BackendDouble['calls'] = [];
  const store = new Map<string, DocData>(Object.entries(init.docs ?? {}));
  const docListeners = new Map<string, Set<Listener<DocSnapshot>>>();
  const docErrorListeners = new Map<Listener<DocSnapshot>, Listener<BackendError>>();
  const queryListeners = new Set<{ query: QuerySpec; onNext: Listener<QuerySnapshot>; onError?: Listener<BackendError> }>();
  const deletes: string[] = [];
  const authListeners = new Set<Listener<AuthUser | null>>();
  const connectionListeners = new Set<Listener<ConnectionState>>();
  const failures = new Map<string, BackendError>();
  const writes: BackendDouble['writes'] = [];
  const uploads: BackendDouble['uploads'] = [];
  const linksOpened: BackendDouble['linksOpened'] = [];
  const linksClosed: BackendDouble['linksClosed'] = [];
  let user = init.user ?? null;
  let connection = init.connection ?? 'online';

  const failIfScheduled = (operation: string) => {
    const error = failures.get(operation);
    if (error) {
      failures.delete(operation);
      throw error;
    }
  };
  const accountCalls: BackendDouble['accountCalls'] = [];
  const account = (operation: string, args: unknown[]) => {
    accountCalls.push({ operation, args });
    failIfScheduled(operation);
  };
  const snapshot = (path: string): DocSnapshot => ({ id: path.split('/').pop() ?? '', path, exists: store.has(path), data: store.get(path) });
  // Every query hears of every change: enough for tests, where a snapshot more is harmless.
  const emitDoc = (path: string) => {
    docListeners.get(path)?.forEach((l) => l(snapshot(path)));
    queryListeners.forEach((l) => l.onNext(querySnapshot(l.query)));
  };
  const setUser = (next: AuthUser | null) => {
    user = next;
    authListeners.forEach((l) => l(user));
  };
  const matches = (query: QuerySpec, data: DocData) =>
    (query.where ?? []).every((w) => {
      const value = data[w.field];
      if (w.op === 'array-contains') return Array.isArray(value) && value.includes(w.value);
      if (w.op === '==') return value === w.value;
      if (w.op === 'in') return Array.isArray(w.value) && w.value.includes(value);
      // Ranges over Dates and numbers (the analytics windows'); other types never match, as in Firestore.
      if (w.op === '>=' || w.op === '>' || w.op === '<=' || w.op === '<') {
        const [x, y] = [value instanceof Date ? value.getTime() : value, w.value instanceof Date ? w.value.getTime() : w.value];
        if (typeof x !== 'number' || typeof y !== 'number' || (value instanceof Date) !== (w.value instanceof Date)) return false;
        return w.op === '>=' ? x >= y : w.op === '>' ? x > y : w.op === '<=' ? x <= y : x < y;
      }
      throw new BackendError('unimplemented', `operator ${w.op} is not part of the test double`);
    });
  // Orders by Dates, numbers and strings (what the app's queries order by); a missing value sorts first.
  const ordered = (query: QuerySpec, paths: string[]): string[] => {
    const sortable = (v: DocData[string] | undefined) => (v instanceof Date ? v.getTime() : typeof v === 'number' || typeof v === 'string' ? v : -Infinity);
    const compare = (a: string, b: string) => {
      for (const { field, direction } of query.orderBy ?? []) {
        const [x, y] = [sortable(store.get(a)?.[field]), sortable(store.get(b)?.[field])];
        if (x !== y) return (x < y ? -1 : 1) * (direction === 'desc' ? -1 : 1);
      }
      return 0;
    };
    const sorted = [...paths].sort(compare);
    return query.limit === undefined ? sorted : sorted.slice(0, query.limit);
  };
  const list = (query: QuerySpec): DocSnapshot[] =>
    ordered(
      query,
      [...store.keys()]
        .filter((p) => p.startsWith(`${query.path}/`) && !p.slice(query.path.length + 1).includes('/'))
        .filter((p) => matches(query, store.get(p) ?? {})),
    ).map(snapshot);
  const querySnapshot = (query: QuerySpec): QuerySnapshot => {
    const docs = list(query);
    return { docs: docs as never, changes: docs.map((doc, i) => ({ type: 'added', doc: doc as never, oldIndex: -1, newIndex: i })) };
  };
  // Of the sentinels, top-level array union and remove: the ones the app's writes use.
  const applyUpdate = (current: DocData, data: WriteData): DocData => {
    const next: DocData = { ...current };
    for (const [field, value] of Object.entries(data)) {
      const sentinel = value as { __sentinel__?: string; values?: DocData[string][] } | null;
      const array = Array.isArray(current[field]) ? (current[field] as DocData[string][]) : [];
      if (sentinel?.__sentinel__ === 'arrayRemove') next[field] = array.filter((v) => !sentinel.values?.includes(v));
      else if (sentinel?.__sentinel__ === 'arrayUnion') next[field] = [...array, ...(sentinel.values ?? []).filter((v) => !array.includes(v))];
      else next[field] = value as DocData[string];
    }
    return next;
  };
  const applyOp = (op: BatchOp) => {
    if (op.type === 'delete') {
      deletes.push(op.path);
      store.delete(op.path);
    } else {
      writes.push({ path: op.path, data: op.data });
      store.set(op.path, op.type === 'update' ? applyUpdate(store.get(op.path) ?? {}, op.data) : (op.data as DocData));
    }
    emitDoc(op.path);
  };

  const backend: Backend = {
    name: 'local',
    docs: {
      async get(path) {
        if (denied.has(path)) throw new BackendError('permission-denied', `${path} is not readable`);
        return snapshot(path) as never;
      },
      async list(query) {
        failIfScheduled('list');
        return list(query) as never;
      },
      async aggregate(query, spec) {
        failIfScheduled('aggregate');
        const docs = list(query);
        const total = (field: string) => docs.reduce((n, d) => n + (typeof d.data?.[field] === 'number' ? (d.data[field] as number) : 0), 0);
        return { ...(spec.count ? { count: docs.length } : {}), ...(spec.sum ? { sum: Object.fromEntries(spec.sum.map((f) => [f, total(f)])) } : {}) };
      },
      // Ids are numbered in order, so a test can name the document it expects.
      async add(collectionPath, data) {
        const path = `${collectionPath}/added-${writes.length + 1}`;
        writes.push({ path, data });
        store.set(path, data as DocData);
        emitDoc(path);
        return path;
      },
      async create(path, data) {
        if (store.has(path)) throw new BackendError('already-exists', `${path} exists`);
        applyOp({ type: 'create', path, data });
      },
      async set(path, data) {
        writes.push({ path, data });
        store.set(path, data as DocData);
        emitDoc(path);
      },
      async update(path, data) {
        failIfScheduled('update');
        if (!store.has(path)) throw new BackendError('not-found', `${path} does not exist`);
        writes.push({ path, data });
        store.set(path, applyUpdate(store.get(path) ?? {}, data));
        emitDoc(path);
      },
      async remove(path) {
        failIfScheduled('remove');
        applyOp({ type: 'delete', path });
      },
      async batch(ops) {
        failIfScheduled('batch');
        const missing = ops.find((op) => op.type === 'update' && !store.has(op.path));
        if (missing) throw new BackendError('not-found', `${missing.path} does not exist`);
        ops.forEach(applyOp);
      },
      // Reads see the store as it is; the writes are applied together once the function resolves.
      async runTransaction(fn) {
        const ops: BatchOp[] = [];
        const result = await fn({
          async get(path) {
            if (denied.has(path)) throw new BackendError('permission-denied', `${path} is not readable`);
            return snapshot(path) as never;
          },
          set: (path, data, options) => void ops.push({ type: 'set', path, data, merge: options?.merge }),
          update: (path, data) => void ops.push({ type: 'update', path, data }),
          create: (path, data) => void ops.push({ type: 'create', path, data }),
          delete: (path) => void ops.push({ type: 'delete', path }),
        });
        const missing = ops.find((op) => op.type === 'update' && !store.has(op.path));
        if (missing) throw new BackendError('not-found', `${missing.path} does not exist`);
        ops.forEach(applyOp);
        return result;
      },
      subscribeDoc(path, onNext, onError) {
        if (denied.has(path)) {
          queueMicrotask(() => onError?.(new BackendError('permission-denied', `${path} is not readable`)));
          return () => {};
        }
        const listener = onNext as Listener<DocSnapshot>;
        const set = docListeners.get(path) ?? new Set();
        set.add(listener);
        docListeners.set(path, set);
        if (onError) docErrorListeners.set(listener, onError);
        queueMicrotask(() => set.has(listener) && listener(snapshot(path)));
        return () => {
          set.delete(listener);
          docErrorListeners.delete(listener);
        };
      },
      subscribeQuery(query, onNext, onError) {
        const listener = { query, onNext: onNext as Listener<QuerySnapshot>, onError };
        queryListeners.add(listener);
        queueMicrotask(() => queryListeners.has(listener) && listener.onNext(querySnapshot(query)));
        return () => {
          queryListeners.delete(listener);
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
      async changePassword(...args) {
        account('changePassword', args);
      },
      async requestPasswordReset(...args) {
        account('requestPasswordReset', args);
      },
      async resetPassword(...args) {
        account('resetPassword', args);
      },
      async signOutEverywhere() {
        account('signOutEverywhere', []);
        setUser(null);
      },
      sessions: {
        async list() {
          account('listSessions', []);
          return [...double.sessions];
        },
        async end(sessionId) {
          account('endSession', [sessionId]);
          double.sessions = double.sessions.filter((s) => s.id !== sessionId);
        },
      },
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
    media: {
      async upload({ file, name, resourceId, folderId, onProgress }) {
        failIfScheduled('upload');
        onProgress?.({ bytesTransferred: file.size, totalBytes: file.size });
        uploads.push({ path: `mediaStorage/${resourceId}/${folderId}/${name}`, contentType: file.type, size: file.size });
        return { processId: `media-${uploads.length}` };
      },
      retry: async () => {},
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
    links: {
      async open(kind, resourceId, token) {
        if (init.invalidLinkTokens?.includes(token)) throw new BackendError('permission-denied', 'This link is not valid.');
        linksOpened.push({ kind, resourceId, token });
      },
      async close(kind, resourceId) {
        linksClosed.push({ kind, resourceId });
      },
    },
    async call(name, input) {
      calls.push({ name, input });
      const handler = callHandlers.get(name);
      if (!handler) throw new BackendError('unimplemented', `call ${name} is not answered by this test`);
      return (await handler(input)) as never;
    },
    dispose: async () => {},
  };

  const double: BackendDouble = {
    backend,
    writes,
    uploads,
    calls,
    linksOpened,
    linksClosed,
    accountCalls,
    sessions: [...(init.sessions ?? [])],
    answerCall(name, handler) {
      callHandlers.set(name, handler as (input: unknown) => unknown);
    },
    setUser,
    setConnection(state) {
      connection = state;
      connectionListeners.forEach((l) => l(state));
    },
    failNext(operation, error) {
      failures.set(operation, error);
    },
    deletes,
    seed(docs, options) {
      for (const [path, data] of Object.entries(docs)) {
        if (data === null) store.delete(path);
        else store.set(path, data);
        if (!options?.unheard) emitDoc(path);
      }
    },
    // As in Firestore, a listener that failed hears nothing more.
    failListeners(path, error) {
      docListeners.get(path)?.forEach((l) => docErrorListeners.get(l)?.(error));
      docListeners.delete(path);
      queryListeners.forEach((l) => {
        if (l.query.path !== path) return;
        queryListeners.delete(l);
        l.onError?.(error);
      });
    },
  };
  return double;
}
