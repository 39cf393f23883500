/**
 * Who a vote is from, as every key the site can know the person by, strongest first: the
 * signed-in account (`u_{uid}`), the registration their site pass holds (`r_{participantId}`),
 * and the voter token of the event the browser keeps (`k_{id}`). The first key names the vote;
 * the others are claimed with it (poll-vote-batcher.ts), so signing in, signing out or dropping
 * the token after a vote does not vote again while any key is the same.
 *
 * A token is a random 128-bit id signed by the server for one event, so the server needs to
 * remember nothing to recognise its tokens, and a token it did not sign for this event is not
 * taken. A voter with no key gets a new token, which the network pays for (poll-voter-issues.ts):
 * throwing the token away makes a new voter only as often as that limit allows.
 *
 * The secret is kept as a document, not in process memory, so tokens stay valid across restarts
 * and Cloud Functions instances.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from '../auth/context';
import { loadServerSecret } from './server-secrets';
import type { AdminDocs } from './services';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

export type Voter = {
  /** The voter's keys, strongest first: the first names the vote document in each poll. */
  keys: string[];
  /** The token the browser keeps (null when it holds none and needs none: signed in or registered). */
  token: string | null;
  /** Whether this vote made the voter: a new token counts against the network as a new voter. */
  isNew: boolean;
};

const mac = (eventId: string, id: string, secret: string) => createHmac('sha256', secret).update(`poll-voter:${eventId}:${id}`).digest().subarray(0, 16).toString('base64url');

function idOfToken(token: string | undefined, eventId: string, secret: string): string | null {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [id, signature] = token.split('.');
  return timingSafeEqual(Buffer.from(signature), Buffer.from(mac(eventId, id, secret))) ? id : null;
}

export function voterOf(auth: AuthContext, registration: string | null, heldToken: string | undefined, eventId: string, secret: string): Voter {
  const held = idOfToken(heldToken, eventId, secret);
  const keys = [auth ? `u_${auth.uid}` : null, registration ? `r_${registration}` : null, held ? `k_${held}` : null].filter((key) => key !== null);
  if (keys.length > 0) return { keys, token: held ? heldToken! : null, isNew: false };
  const id = randomBytes(16).toString('base64url');
  return { keys: [`k_${id}`], token: `${id}.${mac(eventId, id, secret)}`, isNew: true };
}

export const loadVoterSecret = (docs: AdminDocs) => loadServerSecret(docs, 'pollVoters');
