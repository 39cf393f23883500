/** The `/api` services of the embedded server: its document engine, file store and mail outbox. */
import { EngineError, type DocumentEngine, type Precondition, type StoredDoc, type WriteOp } from '../db/engine';
import { createMemoryLimits } from '../limits/limit-counter';
import type { Encoder } from '../encoder/port';
import type { FileStore } from '../files/file-store';
import { HttpError } from '../http/errors';
import type { Outbox } from '../mail/outbox';
import type { AdminDoc, AdminDocs, ApiServices, HostedAccounts } from './services';

const TRANSACTION_ATTEMPTS = 5;

const toAdminDoc = (doc: StoredDoc): AdminDoc => ({ id: doc.id, path: doc.path, data: doc.data });

export function engineDocs(engine: DocumentEngine): AdminDocs {
  return {
    async get(path) {
      const doc = await engine.get(path);
      return doc && toAdminDoc(doc);
    },
    async list({ offset = 0, ...query }) {
      // The engine has no offset: the skipped documents are read past here, as Firestore reads them.
      const limited = query.limit !== undefined ? { ...query, limit: query.limit + offset } : query;
      return (await engine.list(limited)).slice(offset).map(toAdminDoc);
    },
    async count(query) {
      const { limit: _limit, limitToLast: _last, start: _start, end: _end, ...counted } = query;
      return (await engine.aggregate(counted, { count: true })).count ?? 0;
    },
    async runTransaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const reads = new Map<string, number>();
        const ops: WriteOp[] = [];
        const result = await fn({
          async get(path) {
            const doc = await engine.get(path);
            if (!reads.has(path)) reads.set(path, doc?.version ?? 0);
            return doc && toAdminDoc(doc);
          },
          // One read for them all, as Firestore's getAll, instead of one each.
          async getAll(paths) {
            const found = await engine.getMany(paths);
            return paths.map((path) => {
              const doc = found.get(path) ?? null;
              if (!reads.has(path)) reads.set(path, doc?.version ?? 0);
              return doc && toAdminDoc(doc);
            });
          },
          set: (path, data) => void ops.push({ type: 'set', path, data }),
          update: (path, data) => void ops.push({ type: 'update', path, data }),
          delete: (path) => void ops.push({ type: 'delete', path }),
        });
        const preconditions: Precondition[] = [...reads].map(([path, version]) => ({ path, version }));
        try {
          if (ops.length > 0) await engine.commit(ops, preconditions);
          return result;
        } catch (error) {
          if (!(error instanceof EngineError && error.code === 'aborted') || attempt >= TRANSACTION_ATTEMPTS) throw error;
        }
      }
    },
  };
}

/** The embedded server signs up on /api/auth/signup (server/auth/routes.ts), which also sets its session cookie. */
const signUpRoutes = async (): Promise<never> => {
  throw new HttpError(400, 'failed-precondition', 'The embedded server signs up at /api/auth/signup and /api/auth/signup/finish.');
};
export const hostedSignUpOnly: HostedAccounts = { ownerOf: signUpRoutes, create: signUpRoutes, remove: signUpRoutes, signInToken: signUpRoutes };

/** `revokeSessions`: the auth service's "sign out everywhere", which also closes the live connections. */
export function engineServices(
  engine: DocumentEngine,
  files: FileStore,
  outbox: Outbox,
  publicUrl: () => string,
  revokeSessions: (uid: string) => Promise<void>,
  encoder?: Encoder,
): ApiServices {
  return {
    docs: engineDocs(engine),
    limits: createMemoryLimits(),
    revokeSessions,
    ...(encoder ? { encoder } : {}),
    deleteFiles: (prefix) => files.removeUnder(prefix),
    sendMail: async (message) => void (await outbox.sendMail(message)),
    publicUrl,
    // The local provider sends a `link` frame instead of calling openLink.
    linkCredential: async () => {
      throw new HttpError(400, 'failed-precondition', 'The embedded server checks links on its realtime connection; open them with a link frame.');
    },
    accounts: hostedSignUpOnly,
  };
}

