/**
 * The new voter tokens a network got for an event (poll-voters.ts), counted in a sliding window
 * kept as one document per event and network (`voterIssues/{hash}`: the times of its issues in the
 * window), so that every Cloud Functions instance and every restart counts against the same
 * limit. A window in process memory goes first, so a flood from one network is refused there
 * before it costs a transaction; the document is what holds across instances.
 *
 * The document's name is a keyed hash of the event and the network, so no address is stored and
 * nobody can tell which networks voted. No client rule names the collection (both policies deny
 * by default).
 */
import { createHmac } from 'node:crypto';
import { serverTimestamp } from '@domain/documents/values';
import { createSlidingWindow, takeAll, type SlidingWindow } from '../limits/sliding-window';
import type { AdminDocs } from './services';

export const VOTER_ISSUES = 'voterIssues';

export type IssueLimit = { limit: number; windowMs: number };
export type IssueResult = { ok: true } | { ok: false; retryAfterMs: number };
export type VoterIssues = { take(docs: AdminDocs, secret: string, eventId: string, network: string): Promise<IssueResult> };

export function voterIssuePath(secret: string, eventId: string, network: string): string {
  return `${VOTER_ISSUES}/${createHmac('sha256', secret).update(`voter-issue:${eventId}:${network}`).digest('hex').slice(0, 32)}`;
}

/** Takes one issue of the event's limit for the network, or answers how long until it has room. */
export function createVoterIssues({ limit, windowMs }: IssueLimit, now: () => number = Date.now): VoterIssues {
  const local: SlidingWindow = createSlidingWindow({ limit, windowMs, now });
  return {
    async take(docs, secret, eventId, network) {
      const key = `${eventId}:${network}`;
      const taken = takeAll([{ window: local, key }]);
      if (!taken.ok) return taken;
      const path = voterIssuePath(secret, eventId, network);
      try {
        return await docs.runTransaction(async (tx): Promise<IssueResult> => {
          const at = now();
          const stored = (await tx.get(path))?.data.times;
          const times = (Array.isArray(stored) ? stored : []).filter((t): t is number => typeof t === 'number' && t > at - windowMs).sort((a, b) => a - b);
          if (times.length >= limit) return { ok: false, retryAfterMs: Math.max(1, times[times.length - limit] + windowMs - at) };
          tx.set(path, { times: [...times, at], updatedAt: serverTimestamp() });
          return { ok: true };
        });
      } catch (error) {
        taken.refund();
        throw error;
      }
    },
  };
}
