/**
 * The `/api` services (server/api/services.ts) in a Cloud Function: documents through the Admin
 * SDK, rate limits in documents every instance shares (server/api/document-limits.ts), mail
 * through the Trigger Email extension's `mail` collection, and links to the app at PUBLIC_URL
 * (else the project's Hosting address).
 */
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { FieldPath, FieldValue, getFirestore, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { DOCUMENT_ID_FIELD, type QuerySpec } from '@domain/documents/query';
import { isSentinel, type DocData, type WriteData, type WriteValue } from '@domain/documents/values';
import type { AdminDoc, AdminDocs, AdminQuery, ApiServices } from '@server/api/services';
import { createDocumentLimits } from '@server/api/document-limits';

/** Timestamps become Dates, as everywhere above the providers. */
function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestore(v)]));
  }
  return value;
}

function toFirestore(value: WriteValue): unknown {
  if (isSentinel(value)) {
    switch (value.__sentinel__) {
      case 'serverTimestamp':
        return FieldValue.serverTimestamp();
      case 'increment':
        return FieldValue.increment(value.by);
      case 'arrayUnion':
        return FieldValue.arrayUnion(...value.values);
      case 'arrayRemove':
        return FieldValue.arrayRemove(...value.values);
      case 'deleteField':
        return FieldValue.delete();
    }
  }
  if (Array.isArray(value)) return value.map((v) => toFirestore(v as WriteValue));
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFirestore(v as WriteValue)]));
  }
  return value;
}

const toData = (data: WriteData) => toFirestore(data as WriteValue) as Record<string, unknown>;
const toDoc = (snap: DocumentSnapshot): AdminDoc | null =>
  snap.exists ? { id: snap.id, path: snap.ref.path, data: fromFirestore(snap.data()) as DocData } : null;

function firestoreDocs(): AdminDocs {
  const db = getFirestore();
  const filtered = (spec: QuerySpec): Query => {
    let query: Query = spec.group ? db.collectionGroup(spec.path) : db.collection(spec.path);
    for (const w of spec.where ?? []) query = query.where(w.field, w.op, w.value);
    for (const o of spec.orderBy ?? []) query = query.orderBy(o.field === DOCUMENT_ID_FIELD ? FieldPath.documentId() : o.field, o.direction);
    return query;
  };
  return {
    get: async (path) => toDoc(await db.doc(path).get()),
    async list(spec: AdminQuery) {
      let query = filtered(spec);
      // A page after another (the participants table): the cursor's values follow the orderBy, the id last.
      if (spec.start) query = spec.start.inclusive ? query.startAt(...spec.start.values) : query.startAfter(...spec.start.values);
      if (spec.offset) query = query.offset(spec.offset);
      if (spec.limit !== undefined) query = query.limit(spec.limit);
      const snap = await query.get();
      return snap.docs.map((d) => toDoc(d)!);
    },
    // An aggregation query: billed one read per thousand index entries, no document is read.
    count: async (spec) => (await filtered(spec).count().get()).data().count,
    runTransaction: (fn) =>
      db.runTransaction((tx) =>
        fn({
          get: async (path) => toDoc(await tx.get(db.doc(path))),
          getAll: async (paths) => (paths.length === 0 ? [] : (await tx.getAll(...paths.map((path) => db.doc(path)))).map(toDoc)),
          set: (path, data) => void tx.set(db.doc(path), toData(data)),
          update: (path, data) => void tx.update(db.doc(path), toData(data)),
          delete: (path) => void tx.delete(db.doc(path)),
        }),
      ),
  };
}

// One per instance, so that what is read once per `docs` (the server's secrets, server-secrets.ts) is read once per instance.
let instanceDocs: AdminDocs | null = null;

export function adminServices(): ApiServices {
  const docs = (instanceDocs ??= firestoreDocs());
  return {
    docs,
    limits: createDocumentLimits(docs),
    async sendMail({ to, subject, text, html }) {
      await getFirestore().collection('mail').add({ to, message: { subject, text, ...(html ? { html } : {}) } });
    },
    publicUrl: () => (process.env.PUBLIC_URL ?? `https://${process.env.GCLOUD_PROJECT}.web.app`).replace(/\/+$/, ''),
    // A fresh uid per opening: a link holder is nobody's account, and firestore.rules read the claims.
    linkCredential: ({ kind, resourceId, token }) =>
      getAuth().createCustomToken(`link-${randomUUID()}`, { linkKind: kind, linkResource: resourceId, linkToken: token }),
    // ID tokens stay valid until they expire (an hour at most); the api function checks revocation
    // on every call, and the client signs itself out at once.
    revokeSessions: (uid) => getAuth().revokeRefreshTokens(uid),
    accounts: {
      async ownerOf(email) {
        try {
          return (await getAuth().getUserByEmail(email)).email ?? email;
        } catch (error) {
          if ((error as { code?: string }).code === 'auth/user-not-found') return null;
          throw error;
        }
      },
      async create(email, password) {
        try {
          const user = await getAuth().createUser({ email, password, emailVerified: true });
          return { uid: user.uid, email: user.email ?? email };
        } catch (error) {
          if ((error as { code?: string }).code === 'auth/email-already-exists') return null;
          throw error;
        }
      },
      remove: (uid) => getAuth().deleteUser(uid),
      signInToken: (uid) => getAuth().createCustomToken(uid),
      ...(process.env.SIGN_UPS_PER_ADDRESS ? { signUpsPerAddress: Number(process.env.SIGN_UPS_PER_ADDRESS) } : {}),
    },
    async deleteFiles(prefix) {
      const [files] = await getStorage().bucket().getFiles({ prefix });
      await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
      return files.length;
    },
  };
}
