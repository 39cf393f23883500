/**
 * The backend of the app's jsdom tests: the real local provider talking to the real embedded
 * server (tests/doubles/screen-server.ts), so documents, queries, live listeners, the policy and
 * `/api` calls behave as they do for a user. Around it, what a screen test needs to arrange and
 * observe: documents seeded as another client would write them, the writes and calls the screen
 * sent, answers to chosen `/api` calls, and failures injected where a real network or server
 * could fail. Because it is the local provider, it passes the provider contract suite
 * (tests/contract/double.test.ts).
 */
import { apiContracts, type ApiInput, type ApiName, type ApiOutput } from '@domain/api/contracts';
import { createLocalBackend } from '@/backend/local';
import type { AuthUser, Backend, BatchOp, ConnectionState, DocData, Transaction, WriteData } from '@/backend/port';
import { BackendError } from '@/backend/port';
import { onTestEnd, screenServer, SCREEN_PASSWORD } from './screen-server';

export { SCREEN_PASSWORD };

/** Answers one `/api` call in a test: return the output or throw a BackendError. */
export type CallHandler<N extends ApiName> = (input: ApiInput<N>) => ApiOutput<N> | Promise<ApiOutput<N>>;

export type BackendDouble = {
  backend: Backend;
  /** Documents the server took through `docs.update` / `docs.set` / `docs.add` / `docs.create` / a batch / a transaction, in order. */
  writes: { path: string; data: WriteData }[];
  uploads: { path: string; contentType: string; size: number }[];
  /** `/api` calls made through `call`, in order. */
  calls: { name: ApiName; input: unknown }[];
  /**
   * From now on `call(name, ...)` is answered by the handler instead of the server (input and
   * output still checked against the call's contract, as the server checks them).
   */
  answerCall<N extends ApiName>(name: N, handler: CallHandler<N>): void;
  /** What the connection reports from now on, whatever the real connection does. */
  setConnection(state: ConnectionState): void;
  /** Signs the user in (their account is created) or, with null, out. */
  setUser(user: AuthUser | null): void;
  /** The next call of this operation fails with the error. */
  failNext(operation: FailableOperation, error: BackendError): void;
  /** Account operations (password change and reset, sessions), in order, with their arguments. */
  accountCalls: { operation: string; args: unknown[] }[];
  /** Documents removed through `docs.remove`, a batch or a transaction, in order. */
  deletes: string[];
  /**
   * Changes documents as another client would (`null` deletes); the screen's listeners hear of it
   * shortly after, as a user's screen would (wait for what the screen shows; `settled()` resolves
   * once it is written).
   */
  seed(docs: Record<string, DocData | null>): void;
  /** Fails the live listeners of this document or collection path, as a dropped or refused listener does. */
  failListeners(path: string, error: BackendError): void;
  /** Links opened through `links.open`, in order. */
  linksOpened: { kind: string; resourceId: string; token: string }[];
  /** Links let go of through `links.close`, in order. */
  linksClosed: { kind: string; resourceId: string }[];
  /** Resolves when the seeding and sign-in asked for so far are done. */
  settled(): Promise<void>;
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
  /** Who is signed in (their account is created with SCREEN_PASSWORD); `testUser()` by default, null for nobody. */
  user?: AuthUser | null;
  /** Documents written before the screen's client connects. */
  docs?: Record<string, DocData>;
  /** Other accounts that exist (signed in elsewhere, or to sign in with SCREEN_PASSWORD). */
  accounts?: AuthUser[];
  /** The user agents of the user's sessions: this client's first, then other devices' (signed in too). */
  devices?: string[];
  connection?: ConnectionState;
  /** Document paths whose reads and listeners fail `permission-denied`, as after a revoked role. */
  denied?: string[];
};

type Listening = { path: string; fail(error: BackendError): void };

export function createBackendDouble(init: Init = {}): BackendDouble {
  const denied = new Set(init.denied ?? []);
  const callHandlers = new Map<ApiName, (input: unknown) => unknown>();
  const failures = new Map<string, BackendError>();
  const listening = new Set<Listening>();
  const authListeners = new Set<(user: AuthUser | null) => void>();
  const connectionListeners = new Set<(state: ConnectionState) => void>();
  let user: AuthUser | null = init.user === undefined ? testUser() : init.user;
  let forcedConnection: ConnectionState | null = init.connection ?? null;
  let realConnection: ConnectionState = 'connecting';
  let disposed = false;

  // Seeding, sign-in and sign-out happen in order; every operation of the screen waits for what
  // was asked before it.
  let real: Backend | null = null;
  let queue: Promise<unknown> = (async () => {
    const server = await screenServer();
    await Promise.all((init.accounts ?? []).map((account) => server.ensureAccount(account)));
    await server.seed(init.docs ?? {});
    const transport = await server.signedInTransport(user, init.devices);
    real = createLocalBackend({ baseUrl: server.url, transport });
    real.auth.onAuthStateChanged((next) => {
      if (JSON.stringify(next) === JSON.stringify(user)) return;
      user = next;
      authListeners.forEach((l) => l(user));
    });
    real.connection.subscribe((state) => {
      realConnection = state;
      if (!forcedConnection) connectionListeners.forEach((l) => l(state));
    });
  })();
  const enqueue = (step: () => Promise<unknown>): Promise<void> => {
    const next = queue.then(step);
    queue = next.catch(() => undefined);
    return next.then(() => undefined);
  };
  const ready = async (): Promise<Backend> => {
    await queue;
    return real!;
  };
  onTestEnd(async () => {
    disposed = true;
    await queue.catch(() => undefined);
    await real?.dispose();
  });

  const failIfScheduled = (operation: string) => {
    const error = failures.get(operation);
    if (error) {
      failures.delete(operation);
      throw error;
    }
  };
  const refuseDenied = (path: string) => {
    if (denied.has(path)) throw new BackendError('permission-denied', `${path} is not readable`);
  };
  // A query is refused as the server refuses it once a role is revoked: one that could return a
  // denied document, or that reads below one.
  const deniedQuery = (collection: string) =>
    [...denied].find((path) => path.slice(0, path.lastIndexOf('/')) === collection || collection.startsWith(`${path}/`));
  const refuseDeniedQuery = (collection: string) => {
    const path = deniedQuery(collection);
    if (path) throw new BackendError('permission-denied', `${path} is not readable`);
  };

  const writes: BackendDouble['writes'] = [];
  const deletes: string[] = [];
  const uploads: BackendDouble['uploads'] = [];
  const calls: BackendDouble['calls'] = [];
  const accountCalls: BackendDouble['accountCalls'] = [];
  const linksOpened: BackendDouble['linksOpened'] = [];
  const linksClosed: BackendDouble['linksClosed'] = [];
  const record = (op: BatchOp) => (op.type === 'delete' ? deletes.push(op.path) : writes.push({ path: op.path, data: op.data }));
  const account = (operation: string, args: unknown[]) => {
    accountCalls.push({ operation, args });
    failIfScheduled(operation);
  };

  /** A listener started once the queue is done, which `failListeners` can end with an error. */
  function listen(path: string, startListening: (b: Backend) => () => void, onError?: (error: BackendError) => void): () => void {
    let stop: (() => void) | null = null;
    let ended = false;
    const entry: Listening = {
      path,
      fail(error) {
        end();
        onError?.(error);
      },
    };
    const end = () => {
      ended = true;
      listening.delete(entry);
      stop?.();
    };
    listening.add(entry);
    void ready().then((b) => {
      if (!ended && !disposed) stop = startListening(b);
    });
    return end;
  }

  const backend: Backend = {
    name: 'local',
    docs: {
      async get(path) {
        refuseDenied(path);
        return (await ready()).docs.get(path);
      },
      async list(query) {
        failIfScheduled('list');
        refuseDeniedQuery(query.path);
        return (await ready()).docs.list(query);
      },
      async aggregate(query, spec) {
        failIfScheduled('aggregate');
        refuseDeniedQuery(query.path);
        return (await ready()).docs.aggregate(query, spec);
      },
      async add(collectionPath, data) {
        const path = await (await ready()).docs.add(collectionPath, data);
        writes.push({ path, data });
        return path;
      },
      // Writes are recorded once the server has taken them, as a screen's user would see them.
      async create(path, data) {
        await (await ready()).docs.create(path, data);
        record({ type: 'create', path, data });
      },
      async set(path, data, options) {
        await (await ready()).docs.set(path, data, options);
        record({ type: 'set', path, data });
      },
      async update(path, data) {
        failIfScheduled('update');
        await (await ready()).docs.update(path, data);
        record({ type: 'update', path, data });
      },
      async remove(path) {
        failIfScheduled('remove');
        await (await ready()).docs.remove(path);
        record({ type: 'delete', path });
      },
      async batch(ops) {
        failIfScheduled('batch');
        await (await ready()).docs.batch(ops);
        ops.forEach(record);
      },
      // The writes of the attempt that committed are recorded.
      async runTransaction(fn) {
        let ops: BatchOp[] = [];
        const result = await (await ready()).docs.runTransaction((tx) => {
          ops = [];
          const recorded: Transaction = {
            get: (path) => {
              refuseDenied(path);
              return tx.get(path);
            },
            set: (path, data, options) => (ops.push({ type: 'set', path, data }), tx.set(path, data, options)),
            update: (path, data) => (ops.push({ type: 'update', path, data }), tx.update(path, data)),
            create: (path, data) => (ops.push({ type: 'create', path, data }), tx.create(path, data)),
            delete: (path) => (ops.push({ type: 'delete', path }), tx.delete(path)),
          };
          return fn(recorded);
        });
        ops.forEach(record);
        return result;
      },
      subscribeDoc(path, onNext, onError) {
        if (denied.has(path)) {
          queueMicrotask(() => onError?.(new BackendError('permission-denied', `${path} is not readable`)));
          return () => {};
        }
        return listen(path, (b) => b.docs.subscribeDoc(path, onNext, onError), onError);
      },
      subscribeQuery(query, onNext, onError) {
        const refused = deniedQuery(query.path);
        if (refused) {
          queueMicrotask(() => onError?.(new BackendError('permission-denied', `${refused} is not readable`)));
          return () => {};
        }
        return listen(query.path, (b) => b.docs.subscribeQuery(query, onNext, onError), onError);
      },
    },
    auth: {
      currentUser: () => user,
      onAuthStateChanged(cb) {
        authListeners.add(cb);
        cb(user);
        return () => authListeners.delete(cb);
      },
      async signUp(email, password, options) {
        failIfScheduled('signUp');
        return (await ready()).auth.signUp(email, password, options);
      },
      async finishSignUp(code) {
        failIfScheduled('finishSignUp');
        return (await ready()).auth.finishSignUp(code);
      },
      async signIn(email, password) {
        failIfScheduled('signIn');
        return (await ready()).auth.signIn(email, password);
      },
      async signOut() {
        return (await ready()).auth.signOut();
      },
      async sendEmailVerification(options) {
        return (await ready()).auth.sendEmailVerification(options);
      },
      async changePassword(...args) {
        account('changePassword', args);
        return (await ready()).auth.changePassword(...args);
      },
      async requestPasswordReset(...args) {
        account('requestPasswordReset', args);
        return (await ready()).auth.requestPasswordReset(...args);
      },
      async resetPassword(...args) {
        account('resetPassword', args);
        return (await ready()).auth.resetPassword(...args);
      },
      async signOutEverywhere() {
        account('signOutEverywhere', []);
        return (await ready()).auth.signOutEverywhere();
      },
      sessions: {
        async list() {
          account('listSessions', []);
          return (await ready()).auth.sessions!.list();
        },
        async end(sessionId) {
          account('endSession', [sessionId]);
          return (await ready()).auth.sessions!.end(sessionId);
        },
      },
    },
    storage: {
      async upload(path, data, options) {
        failIfScheduled('upload');
        const url = await (await ready()).storage.upload(path, data, options);
        uploads.push({ path, contentType: options.contentType, size: data.size });
        return url;
      },
      getDownloadURL: async (path) => (await ready()).storage.getDownloadURL(path),
      remove: async (path) => (await ready()).storage.remove(path),
    },
    media: {
      async upload(input) {
        failIfScheduled('upload');
        const answer = await (await ready()).media.upload(input);
        uploads.push({ path: `mediaStorage/${input.resourceId}/${input.folderId}/${input.name}`, contentType: input.file.type, size: input.file.size });
        return answer;
      },
      retry: async (processId) => (await ready()).media.retry(processId),
    },
    presence: {
      subscribe: (uid, cb) => listen(`status/${uid}`, (b) => b.presence.subscribe(uid, cb)),
    },
    connection: {
      subscribe(cb) {
        connectionListeners.add(cb);
        cb(forcedConnection ?? realConnection);
        return () => connectionListeners.delete(cb);
      },
    },
    links: {
      async open(kind, resourceId, token) {
        await (await ready()).links.open(kind, resourceId, token);
        linksOpened.push({ kind, resourceId, token });
      },
      async close(kind, resourceId) {
        linksClosed.push({ kind, resourceId });
        await (await ready()).links.close(kind, resourceId);
      },
    },
    async call(name, input) {
      calls.push({ name, input });
      const handler = callHandlers.get(name);
      if (!handler) return (await ready()).call(name, input);
      const contract = apiContracts[name];
      const parsed = contract.input.safeParse(input);
      if (!parsed.success) throw new BackendError('invalid-argument', `${name}: ${parsed.error.message}`);
      return contract.output.parse(await handler(parsed.data)) as never;
    },
    dispose: async () => {},
  };

  return {
    backend,
    writes,
    uploads,
    calls,
    linksOpened,
    linksClosed,
    accountCalls,
    deletes,
    answerCall(name, handler) {
      callHandlers.set(name, handler as (input: unknown) => unknown);
    },
    // The user changes once the sign-in or sign-out has finished, as with the real provider.
    setUser(next) {
      void enqueue(async () => {
        const b = real!;
        if (next) {
          await (await screenServer()).ensureAccount(next);
          await b.auth.signIn(next.email, SCREEN_PASSWORD);
        } else {
          await b.auth.signOut();
        }
        user = next;
        authListeners.forEach((l) => l(user));
      });
    },
    setConnection(state) {
      forcedConnection = state;
      connectionListeners.forEach((l) => l(state));
    },
    failNext(operation, error) {
      failures.set(operation, error);
    },
    seed(docs) {
      void enqueue(async () => (await screenServer()).seed(docs));
    },
    failListeners(path, error) {
      [...listening].filter((l) => l.path === path).forEach((l) => l.fail(error));
    },
    settled: async () => {
      await queue;
    },
  };
}
