/**
 * Votes land in batches (group commit): the votes for one poll that arrive while its previous
 * batch commits wait, then go in one transaction that reads the event and the poll once, refuses
 * what it must (event hidden or gone, a viewer its site does not let in, poll gone or closed, a
 * voter the poll does not let vote, an option it does not have, a second vote, a new voter past
 * their network's limit), writes each accepted vote and rewrites the poll's results document
 * once. A voter has up to three keys (poll-voters.ts): the vote is written under the first and
 * each other key gets a claim naming it (`{ claimOf }`, no `createdAt`, so the answers' export,
 * ordered by it, leaves claims out); a vote any of whose keys is written already is a second vote.
 * A new voter's vote also charges their network's count of new voters (poll-voter-issues.ts) in
 * the same commit, so only a counted vote uses one up. Every vote is answered only after its batch
 * has committed, so an acknowledged vote is counted, the tally always equals the votes, and a chart
 * sees one change per batch rather than one per vote. At low load a batch is one vote, after a
 * wait of COLLECT_MS.
 */
import { serverTimestamp } from '@domain/documents/values';
import { POLL, pollMessages, readPoll, type Poll } from '@domain/polls/poll';
import { addVotes, POLL_RESULT, POLL_VOTES, readTally, type TalliedVote } from '@domain/polls/poll-results';
import { voteMessages, VOTERS_PER_ADDRESS } from '@domain/polls/vote';
import { HttpError, invalidArgument, notFound, permissionDenied, statusForCode, tooManyRequests } from '../http/errors';
import { issueAfter, type IssueCount, type IssueLimit } from './poll-voter-issues';
import { siteRefusal, type SiteViewer } from './site-gate';
import type { AdminDocs } from './services';

/** The most keys a voter has: account, registration, voter token. */
export const MAX_VOTER_KEYS = 3;
/**
 * Votes per transaction: each writes up to MAX_VOTER_KEYS documents (a new voter: one key and its
 * network's count), and the results document is one more, within a commit's 500.
 */
const MAX_BATCH = Math.floor(499 / MAX_VOTER_KEYS);
/**
 * How long a batch waits for more votes before it commits. The embedded database runs in the
 * server's own thread: while it works, no request is read, so the votes sent meanwhile reach the
 * batcher only once it lets the server read them. A short wait gathers them into one commit.
 */
const COLLECT_MS = 10;

export type PendingVote = {
  /** The voter's keys, strongest first (1 to MAX_VOTER_KEYS). */
  keys: readonly string[];
  vote: TalliedVote;
  /** What the poll's setting of who may vote asks. */
  signedIn: boolean;
  registered: boolean;
  /** A new voter's network count to charge (poll-voter-issues.ts), or null. */
  issue: string | null;
  /** What the voter shows the event's site (site-gate.ts), checked against the event the batch reads. */
  site: SiteViewer;
};

type Waiting = PendingVote & { resolve(): void; reject(error: unknown): void };
type Queue = { waiting: Waiting[]; draining: boolean };

const conflict = (message: string) => new HttpError(409, 'already-exists', message);
const closed = () => new HttpError(400, 'failed-precondition', voteMessages.notActive);

export type VoteBatcher = { submit(docs: AdminDocs, eventId: string, pollId: string, vote: PendingVote): Promise<void> };

export type VoteBatcherOptions = { maxBatch?: number; collectMs?: number; newVoters?: IssueLimit; now?: () => number };

function refusalFor(poll: Poll, w: PendingVote): Error | null {
  if (poll.voters === 'signed-in' && !w.signedIn) return new HttpError(statusForCode('unauthenticated'), 'unauthenticated', voteMessages.signInToVote);
  if (poll.voters === 'registered' && !w.registered) return permissionDenied(voteMessages.registerToVote);
  const isAnswer = 'answer' in w.vote;
  if (poll.type === 'input' && !isAnswer) return invalidArgument(voteMessages.answerRequired);
  if (poll.type !== 'input' && (isAnswer || !poll.options.some((o) => o.id === (w.vote as { optionId: string }).optionId))) return invalidArgument(voteMessages.noOption);
  return null;
}

export function createVoteBatcher({ maxBatch = MAX_BATCH, collectMs = COLLECT_MS, newVoters = VOTERS_PER_ADDRESS, now = Date.now }: VoteBatcherOptions = {}): VoteBatcher {
  // Per document store (a process may host several servers in tests), then per poll.
  const queues = new WeakMap<AdminDocs, Map<string, Queue>>();

  async function commit(docs: AdminDocs, eventId: string, pollId: string, batch: Waiting[]): Promise<(Error | null)[]> {
    return docs.runTransaction(async (tx) => {
      const event = await tx.get(`events/${eventId}`);
      const stored = await tx.get(POLL(eventId, pollId));
      if (!event || event.data.state === 'hidden' || !stored) return batch.map(() => notFound(pollMessages.noPoll));
      const poll = readPoll(pollId, stored.data);
      if (!poll.active) return batch.map(() => closed());
      const results = await tx.get(POLL_RESULT(eventId, pollId));
      const votePath = (key: string) => `${POLL_VOTES(eventId, pollId)}/${key}`;
      const keys = batch.flatMap((w) => w.keys);
      const written = await tx.getAll(keys.map(votePath));
      const existing = new Set(keys.filter((_, i) => written[i]));
      const issuePaths = [...new Set(batch.flatMap((w) => (w.issue ? [w.issue] : [])))];
      const issued = new Map<string, unknown>((await tx.getAll(issuePaths)).map((doc, i) => [issuePaths[i], doc?.data.times]));
      const charged = new Map<string, IssueCount>();
      const at = now();
      const siteRefusals = await Promise.all(batch.map((w) => siteRefusal(event.data, w.site)));
      const seen = new Set<string>();
      const accepted: TalliedVote[] = [];
      const outcomes = batch.map((w, i): Error | null => {
        const refusal = siteRefusals[i] ?? refusalFor(poll, w);
        if (refusal) return refusal;
        if (w.keys.some((key) => existing.has(key) || seen.has(key))) return conflict(voteMessages.alreadyVoted);
        if (w.issue) {
          const after = issueAfter(issued.get(w.issue), newVoters, at);
          if (!after.ok) return tooManyRequests('resource-exhausted', voteMessages.tooManyVoters, after.retryAfterMs);
          issued.set(w.issue, after.times);
          charged.set(w.issue, { times: after.times, expiresAt: after.expiresAt });
        }
        const [named, ...claimed] = w.keys;
        for (const key of w.keys) seen.add(key);
        accepted.push(w.vote);
        tx.set(votePath(named), { ...w.vote, createdAt: serverTimestamp() });
        for (const key of claimed) tx.set(votePath(key), { claimOf: named });
        return null;
      });
      if (accepted.length > 0) tx.set(POLL_RESULT(eventId, pollId), { ...addVotes(readTally(results?.data), accepted), updatedAt: serverTimestamp() });
      for (const [path, count] of charged) tx.set(path, { ...count, updatedAt: serverTimestamp() });
      return outcomes;
    });
  }

  async function drain(docs: AdminDocs, eventId: string, pollId: string, queue: Queue, key: string, byPoll: Map<string, Queue>) {
    queue.draining = true;
    while (queue.waiting.length > 0) {
      if (queue.waiting.length < maxBatch) await new Promise((resolve) => setTimeout(resolve, collectMs));
      const batch = queue.waiting.splice(0, maxBatch);
      try {
        const outcomes = await commit(docs, eventId, pollId, batch);
        batch.forEach((w, i) => (outcomes[i] ? w.reject(outcomes[i]) : w.resolve()));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    queue.draining = false;
    byPoll.delete(key);
  }

  return {
    submit(docs, eventId, pollId, vote) {
      let byPoll = queues.get(docs);
      if (!byPoll) queues.set(docs, (byPoll = new Map()));
      const key = `${eventId}/${pollId}`;
      let queue = byPoll.get(key);
      if (!queue) byPoll.set(key, (queue = { waiting: [], draining: false }));
      const done = new Promise<void>((resolve, reject) => queue!.waiting.push({ ...vote, resolve, reject }));
      if (!queue.draining) void drain(docs, eventId, pollId, queue, key, byPoll);
      return done;
    },
  };
}
