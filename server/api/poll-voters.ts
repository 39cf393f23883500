/**
 * Who a vote is from: the signed-in account (`u_{uid}`), or, signed out, the voter token the
 * server issues with a browser's first vote (`k_{id}`). The token is a random 128-bit id with the
 * server's signature, so the server needs to remember nothing to recognise the tokens it issued,
 * and a token it did not sign is not taken (a new one is issued instead). A browser that throws its
 * token away becomes a new voter, as it would by opening a private window; the rate limit per
 * address bounds how many a network gets.
 *
 * The secret is kept as a document, not in process memory, so tokens stay valid across restarts
 * and Cloud Functions instances.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from '../auth/context';
import type { AdminDocs } from './services';

/** No client rule names this collection, so no client may read it. */
export const VOTER_SECRET_PATH = 'serverSecrets/pollVoters';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

export type Voter = {
  /** The id of the voter's vote document in each poll. */
  key: string;
  /** The token the browser keeps (null for a signed-in voter). */
  token: string | null;
  /** Whether this vote made the voter: a new token counts against the address as a new voter. */
  isNew: boolean;
};

const mac = (id: string, secret: string) => createHmac('sha256', secret).update(`poll-voter:${id}`).digest().subarray(0, 16).toString('base64url');

function idOfToken(token: string | undefined, secret: string): string | null {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [id, signature] = token.split('.');
  return timingSafeEqual(Buffer.from(signature), Buffer.from(mac(id, secret))) ? id : null;
}

export function voterOf(auth: AuthContext, heldToken: string | undefined, secret: string): Voter {
  if (auth) return { key: `u_${auth.uid}`, token: null, isNew: false };
  const held = idOfToken(heldToken, secret);
  if (held) return { key: `k_${held}`, token: heldToken!, isNew: false };
  const id = randomBytes(16).toString('base64url');
  return { key: `k_${id}`, token: `${id}.${mac(id, secret)}`, isNew: true };
}

/** The stored secret, made on first use; concurrent first uses agree on one (the transaction retries). */
export function loadVoterSecret(docs: AdminDocs): Promise<string> {
  return docs.runTransaction(async (tx) => {
    const stored = (await tx.get(VOTER_SECRET_PATH))?.data.value;
    if (typeof stored === 'string' && stored !== '') return stored;
    const value = randomBytes(32).toString('base64url');
    tx.set(VOTER_SECRET_PATH, { value });
    return value;
  });
}
