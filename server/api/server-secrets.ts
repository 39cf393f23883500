/**
 * The server's own keys (of its MACs and keyed hashes), one document each in `serverSecrets`:
 * 32 random bytes made on first use, kept as documents rather than in process memory so that
 * what they sign or hash stays valid across restarts and every Cloud Functions instance. No
 * client rule names the collection, so no client reads or writes them (both policies deny by
 * default: policy.test.ts, shared-limits.emulator.test.ts).
 */
import { randomBytes } from 'node:crypto';
import type { AdminDocs } from './services';

export type ServerSecretName = 'chatSenders' | 'pollVoters' | 'hlsAccess' | 'limitCounts' | 'signUps';

export const serverSecretPath = (name: ServerSecretName) => `serverSecrets/${name}`;

/** The stored secret, made on first use; concurrent first uses agree on one (the transaction retries). */
export function loadServerSecret(docs: AdminDocs, name: ServerSecretName): Promise<string> {
  const path = serverSecretPath(name);
  return docs.runTransaction(async (tx) => {
    const stored = (await tx.get(path))?.data.value;
    if (typeof stored === 'string' && stored !== '') return stored;
    const value = randomBytes(32).toString('base64url');
    tx.set(path, { value });
    return value;
  });
}

const loaded = new WeakMap<AdminDocs, Map<ServerSecretName, Promise<string>>>();

/** The secret, read once per `docs` (a secret never changes once made); a failed read is tried again next time. */
export function serverSecret(docs: AdminDocs, name: ServerSecretName): Promise<string> {
  let secrets = loaded.get(docs);
  if (!secrets) loaded.set(docs, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadServerSecret(docs, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
