/**
 * The documents of a Firebase backend that holds links (spec 001 section 6). A link is held by a
 * second Firebase app signed in with the link's credential, so the primary app keeps its user;
 * each operation goes to the app whose rules can allow it: a held link's when its grants cover
 * the path, else the primary one.
 */
import { linkCoversPath, type LinkKind, type LinkScope } from '@domain/permissions/link-roles';
import type { DocumentStore, Transaction } from '../port/documents';

/** `scope`: a presenter link's event and stream, read from its document when it was opened. */
export type OpenedLink = { kind: LinkKind; resourceId: string; docs: DocumentStore; scope?: LinkScope | null };

/** Thrown by the probe at the transaction's first read: that read's path decides the store. */
class FirstRead {
  constructor(readonly path: string) {}
}

/**
 * The path a transaction starts with: its first read, else its first write. Finding it runs `fn`
 * once against a probe that stops at the first read; transaction functions must already bear
 * being run again (Firestore reruns them on contention).
 */
async function firstPath<R>(fn: (tx: Transaction) => Promise<R>): Promise<string | null> {
  let firstWrite: string | null = null;
  const wrote = (path: string) => void (firstWrite ??= path);
  const probe: Transaction = {
    get: async (path) => {
      throw new FirstRead(path);
    },
    set: wrote,
    update: wrote,
    create: wrote,
    delete: wrote,
  };
  try {
    await fn(probe);
  } catch (error) {
    if (error instanceof FirstRead) return error.path;
    throw error;
  }
  return firstWrite;
}

export function createLinkRouting(primary: DocumentStore, links: () => readonly OpenedLink[]): DocumentStore {
  const storeFor = (path: string | null | undefined): DocumentStore =>
    (path != null && links().find((link) => linkCoversPath(link.kind, link.resourceId, path, link.scope))?.docs) || primary;

  return {
    get: (path) => storeFor(path).get(path),
    list: (query) => storeFor(query.group ? null : query.path).list(query),
    aggregate: (query, spec) => storeFor(query.group ? null : query.path).aggregate(query, spec),
    add: (collectionPath, data) => storeFor(collectionPath).add(collectionPath, data),
    create: (path, data) => storeFor(path).create(path, data),
    set: (path, data, options) => storeFor(path).set(path, data, options),
    update: (path, data) => storeFor(path).update(path, data),
    remove: (path) => storeFor(path).remove(path),
    batch: (ops) => storeFor(ops[0]?.path).batch(ops),
    runTransaction: async (fn) => {
      const store = links().length === 0 ? primary : storeFor(await firstPath(fn));
      return store.runTransaction(fn);
    },
    subscribeDoc: (path, onNext, onError) => storeFor(path).subscribeDoc(path, onNext, onError),
    subscribeQuery: (query, onNext, onError) => storeFor(query.group ? null : query.path).subscribeQuery(query, onNext, onError),
  };
}
