/**
 * Who wrote an audience message, as the keys a moderator's mute and the rate limit bind to:
 *
 * - `key:{id}`: the sender key. The server issues it as a signed token the browser keeps and
 *   sends with every message, so that it outlives the accounts a sender signs in and out of;
 *   a token the server did not sign is ignored and a new one issued.
 * - `uid:{uid}`: the account of a signed-in sender.
 * - `anon:{hash}`: a keyed hash of the sender's network (their IPv4 address, or their IPv6 /64,
 *   in which one person may take any address). The hash keeps addresses out of the documents
 *   moderators read; the key stops anyone from reversing it by hashing every address. Every
 *   message carries it, signed in or not, so a muted person who throws the token away and signs
 *   up again from where they were is still muted there; the rate limit counts it only for
 *   senders who are not signed in, since a venue's signed-in attendees share one address.
 *
 * - `reg:{participantId}`: the registration the sender's site pass holds, on a site that asks
 *   viewers to register: a muted viewer who throws the token away and comes back from a new
 *   network and a new browser is still muted while they use the same registration.
 *
 * The secret is kept as a document, not in process memory, so that tokens, hashes and with them
 * mutes stay valid across restarts and Cloud Functions instances.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from '../auth/context';
import { networkOf } from '../limits/network-of';
import { loadServerSecret, serverSecretPath } from './server-secrets';
import type { AdminDocs } from './services';

export const SENDER_SECRET_PATH = serverSecretPath('chatSenders');
const ANON_HASH_LENGTH = 16;
const MAC_BYTES = 16;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

export type SenderIdentity = {
  /** The sender key: what a message names as its sender. */
  key: string;
  /** The token to keep for the next message (the one sent, or a new one). */
  token: string;
  /** Every key of the sender, which a mute binds: the sender key, the account if signed in, the address, the registration. */
  keys: string[];
  /** The keys the sender's rate limit counts: the sender key, then the account or the address. */
  limitKeys: string[];
};

/** Whether a key is an address's: one that a venue's attendees may share with a muted person. */
export const isAddressKey = (key: string) => key.startsWith('anon:');
/** Whether a key names one person (an account or a registration), which an address-only match must not hand on. */
export const isPersonKey = (key: string) => key.startsWith('uid:') || key.startsWith('reg:');

const mac = (id: string, secret: string) => createHmac('sha256', secret).update(`chat-sender:${id}`).digest().subarray(0, MAC_BYTES).toString('base64url');

/** The sender key a token names, or null when the server did not sign it. */
function keyOfToken(token: string | undefined, secret: string): string | null {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [id, signature] = token.split('.');
  const expected = Buffer.from(mac(id, secret));
  return timingSafeEqual(Buffer.from(signature), expected) ? `key:${id}` : null;
}

function newToken(secret: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${mac(id, secret)}`;
}

export function addressKey(clientAddress: string, secret: string): string {
  return `anon:${createHash('sha256').update(`${networkOf(clientAddress)}:${secret}`).digest('hex').slice(0, ANON_HASH_LENGTH)}`;
}

/** `registration`: the participant the sender's site pass registered, while it stands (site-gate.ts). */
export function senderIdentity(auth: AuthContext, clientAddress: string, heldToken: string | undefined, secret: string, registration: string | null = null): SenderIdentity {
  const held = keyOfToken(heldToken, secret);
  const token = held ? (heldToken as string) : newToken(secret);
  const key = held ?? (keyOfToken(token, secret) as string);
  const registered = registration ? [`reg:${registration}`] : [];
  if (!auth) {
    const address = addressKey(clientAddress, secret);
    return { key, token, keys: [key, address, ...registered], limitKeys: [key, address] };
  }
  const account = `uid:${auth.uid}`;
  // The handler asks an address only of senders who are not signed in; without one, no address key.
  const keys = clientAddress ? [key, account, addressKey(clientAddress, secret)] : [key, account];
  return { key, token, keys: [...keys, ...registered], limitKeys: [key, account] };
}

export const loadSenderSecret = (docs: AdminDocs) => loadServerSecret(docs, 'chatSenders');
