/**
 * The new voter tokens a network got for an event (poll-voters.ts), counted in a sliding window
 * kept as one document per event and network (`voterIssues/{hash}`: the times of its issues in
 * the window), so that every Cloud Functions instance and every restart counts against the same
 * limit. The vote's batch charges it in the commit that counts the vote (poll-vote-batcher.ts);
 * a window in process memory goes first, so a flood from one network is refused before it costs
 * a database read. Its `expiresAt` is when the window is empty again: Firestore's TTL policy on
 * that field (firestore.indexes.json) deletes it then, as it does the other limits' counts.
 *
 * The document's name is a keyed hash of the event and the network, so no address is stored and
 * nobody can tell which networks voted. No client rule names the collection (both policies deny
 * by default).
 */
import { createHmac } from 'node:crypto';
import { waitForRoom } from '../limits/sliding-window';

export const VOTER_ISSUES = 'voterIssues';

export type IssueLimit = { limit: number; windowMs: number };

export function voterIssuePath(secret: string, eventId: string, network: string): string {
  return `${VOTER_ISSUES}/${createHmac('sha256', secret).update(`voter-issue:${eventId}:${network}`).digest('hex').slice(0, 32)}`;
}

export type IssueCount = { times: number[]; expiresAt: Date };

/** The stored issue times still in the window with one more at `at`, or how long until there is room. */
export function issueAfter(stored: unknown, { limit, windowMs }: IssueLimit, at: number): ({ ok: true } & IssueCount) | { ok: false; retryAfterMs: number } {
  const times = (Array.isArray(stored) ? stored : []).filter((t): t is number => typeof t === 'number' && t > at - windowMs).sort((a, b) => a - b);
  const retryAfterMs = waitForRoom(times, limit, windowMs, at);
  if (retryAfterMs > 0) return { ok: false, retryAfterMs };
  return { ok: true, times: [...times, at], expiresAt: new Date(at + windowMs) };
}
