/**
 * Who wrote an audience message, as a key a moderator can mute: the uid of a signed-in sender,
 * otherwise a keyed hash of their address. The hash keeps addresses out of the documents
 * moderators read; the key (a secret the server keeps among its documents) stops anyone from
 * reversing it by hashing every address. Kept as a document, not in process memory, so that
 * keys, and with them mutes, stay the same across restarts and Cloud Functions instances.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AuthContext } from '../auth/context';
import type { AdminDocs } from './services';

/** No client rule names this collection, so no client may read it (both policies deny by default). */
export const SENDER_SECRET_PATH = 'serverSecrets/chatSenders';
const ANON_HASH_LENGTH = 16;

export function senderKey(auth: AuthContext, clientAddress: string, secret: string): string {
  if (auth) return `uid:${auth.uid}`;
  return `anon:${createHash('sha256').update(`${clientAddress}:${secret}`).digest('hex').slice(0, ANON_HASH_LENGTH)}`;
}

/** The stored secret, made on first use; concurrent first uses agree on one (the transaction retries). */
export function loadSenderSecret(docs: AdminDocs): Promise<string> {
  return docs.runTransaction(async (tx) => {
    const stored = (await tx.get(SENDER_SECRET_PATH))?.data.value;
    if (typeof stored === 'string' && stored !== '') return stored;
    const value = randomBytes(32).toString('base64url');
    tx.set(SENDER_SECRET_PATH, { value });
    return value;
  });
}
