/**
 * A `LimitCounter` whose counts are documents, so that every process writing the same database
 * shares them: the Cloud Functions' instances, each with its own memory, count one limit together.
 * One document per limit and key holds the times of its latest uses (never more than the limit,
 * all a window needs), changed in a transaction so that two instances cannot both take the last
 * use. Its `expiresAt` is when the window is empty again: Firestore's TTL policy on that field
 * (firestore.indexes.json) deletes it then. No rule matches the collection, so no client reads or
 * writes it.
 */
import { createHash } from 'node:crypto';
import type { AdminDocs, AdminTransaction } from './services';
import type { Count, CountResult, LimitCounter } from '../limits/limit-counter';
import { belowCeiling, waitForRoom } from '../limits/sliding-window';

export const LIMIT_COUNTS = 'limitCounts';

// Keys hold addresses and ids: hashed, they make a valid document id whatever they contain.
export const limitCountPath = ({ window, key }: Count) => `${LIMIT_COUNTS}/${createHash('sha256').update(`${window.name}\n${key}`).digest('hex')}`;

function timesIn(data: Record<string, unknown> | undefined, { window }: Count, at: number): number[] {
  const times = Array.isArray(data?.times) ? data.times : [];
  return times.filter((t): t is number => typeof t === 'number' && t > at - window.windowMs);
}

export function createDocumentLimits(docs: AdminDocs, now: () => number = Date.now): LimitCounter {
  /** Takes one use from each count that `chosen` keeps of `counts` (given their uses now), or from none. */
  function take(counts: readonly Count[], chosen: (uses: number[][]) => number[]): Promise<CountResult> {
    return docs.runTransaction(async (tx): Promise<CountResult> => {
      const at = now();
      const stored = await tx.getAll(counts.map(limitCountPath));
      const uses = stored.map((doc, i) => timesIn(doc?.data, counts[i], at));
      const taking = chosen(uses);
      const retryAfterMs = Math.max(0, ...taking.map((i) => waitForRoom(uses[i], counts[i].window.limit, counts[i].window.windowMs, at)));
      if (retryAfterMs > 0) return { ok: false, retryAfterMs };
      for (const i of taking) write(tx, counts[i], [...uses[i], at].slice(-counts[i].window.limit), at);
      let refunded = false;
      return {
        ok: true,
        async refund() {
          if (refunded) return;
          refunded = true;
          await giveBack(taking.map((i) => counts[i]), at);
        },
      };
    });
  }

  function write(tx: AdminTransaction, count: Count, times: number[], at: number) {
    if (times.length === 0) tx.delete(limitCountPath(count));
    else tx.set(limitCountPath(count), { times, expiresAt: new Date(Math.max(...times, at) + count.window.windowMs) });
  }

  // Removes this request's own use, whichever uses other instances added since.
  const giveBack = (counts: readonly Count[], takenAt: number) =>
    docs.runTransaction(async (tx) => {
      const at = now();
      const stored = await tx.getAll(counts.map(limitCountPath));
      counts.forEach((count, i) => {
        const times = timesIn(stored[i]?.data, count, at);
        const own = times.indexOf(takenAt);
        if (own >= 0) write(tx, count, times.toSpliced(own, 1), at);
      });
    });

  return {
    takeAll: (counts) => take(counts, (uses) => uses.map((_, i) => i)),
    takeWithCeiling: (own, shared) => {
      const last = own.length - 1;
      const owned = own.map((_, i) => i);
      return take([...own, shared], (uses) => (belowCeiling(uses[last].length, own[last].window.limit) ? owned : [...owned, own.length]));
    },
  };
}
