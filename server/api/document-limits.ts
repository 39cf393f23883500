/**
 * A `LimitCounter` whose counts are documents, so that every process writing the same database
 * shares them: the Cloud Functions' instances, each with its own memory, count one limit together.
 * One document per limit and key holds the times of its latest uses (never more than its limit,
 * all a window needs), changed in a transaction so that two instances cannot both take the last
 * use. Its `expiresAt` is when the window is empty again: Firestore's TTL policy on that field
 * (firestore.indexes.json) deletes it then, so no key's document outlives its window by more than
 * the TTL's delay. No rule matches the collection, so no client reads or writes it.
 *
 * A document's id is a keyed hash (HMAC-SHA-256) of the limit and the key, under a secret only
 * the server holds (server-secrets.ts): keys are addresses and ids, and a plain hash of an IPv4
 * address is undone by hashing all 2^32 of them, so whoever read the collection (a backup, an
 * export, the console) would learn who called. The secret is a document too, so every instance
 * names a count alike.
 *
 * Firestore sustains about one write per second to one document, and transactions on a busier one
 * fail with contention. A limit whose full rate is higher (a chat's 300 messages in 10 s from every
 * sender together) is split into shards: `shardsOf` documents, each counting its share of the limit
 * (the shares add up to the limit, so the uses of all shards together never pass it). A use reads
 * two shards chosen at random and takes from the one with more room ("two choices"): the uses
 * spread almost evenly, so the first refusal comes close to the limit (document-limits.test.ts
 * measures it), though before it when both shards read are full while another has room; the
 * refusal's wait is the sooner of those two shards'. Rejected: one shard by the sender's hash
 * (a few busy senders fill their shard while others stay empty, and refusals start at half the
 * limit), and reading every shard (each use would read and lock all of them, as contended as one
 * document, and cost N reads).
 */
import { createHmac } from 'node:crypto';
import { serverSecret } from './server-secrets';
import type { AdminDocs, AdminTransaction } from './services';
import type { Count, CountResult, LimitCounter, WindowSpec } from '../limits/limit-counter';
import { belowCeiling, waitForRoom } from '../limits/sliding-window';

export const LIMIT_COUNTS = 'limitCounts';

/** Firestore's sustained write rate to one document. */
const WRITES_PER_SECOND = 1;

const hashed = (secret: string, text: string) => `${LIMIT_COUNTS}/${createHmac('sha256', secret).update(text).digest('hex')}`;

/** The secret `limitCountPath` hashes with (server-secrets.ts). */
export const limitCountSecret = (docs: AdminDocs) => serverSecret(docs, 'limitCounts');

// Keys hold addresses and ids: hashed, they make a valid document id whatever they contain.
export const limitCountPath = ({ window, key }: Count, secret: string) => hashed(secret, `${window.name}\n${key}`);

/** How many documents count a limit: enough that each takes at most WRITES_PER_SECOND at the limit's full rate. */
export const shardsOf = ({ limit, windowMs }: WindowSpec) => Math.min(limit, Math.max(1, Math.ceil((limit * 1000) / windowMs / WRITES_PER_SECOND)));

/** Shard `i`'s share of the limit: as even as whole uses allow, the shares adding up to the limit. */
export const shardLimit = (window: WindowSpec, i: number) => {
  const shards = shardsOf(window);
  return Math.floor(window.limit / shards) + (i < window.limit % shards ? 1 : 0);
};

/** A document that may take a count's use, and the uses it allows. */
type Slot = { count: Count; path: string; limit: number };

function slotsOf(count: Count, secret: string, random: () => number): Slot[] {
  const shards = shardsOf(count.window);
  if (shards === 1) return [{ count, path: limitCountPath(count, secret), limit: count.window.limit }];
  const first = Math.floor(random() * shards);
  const second = (first + 1 + Math.floor(random() * (shards - 1))) % shards;
  return [first, second].map((i) => ({ count, path: hashed(secret, `${count.window.name}\n${count.key}\n${i}`), limit: shardLimit(count.window, i) }));
}

function timesIn(data: Record<string, unknown> | undefined, { count }: Slot, at: number): number[] {
  const times = Array.isArray(data?.times) ? data.times : [];
  return times.filter((t): t is number => typeof t === 'number' && t > at - count.window.windowMs);
}

type Read = { slot: Slot; uses: number[]; wait: number };

/** Of a count's slots read, the one with the shortest wait, then the most room. */
const best = (reads: Read[]) => reads.reduce((a, b) => (b.wait < a.wait || (b.wait === a.wait && b.uses.length - b.slot.limit < a.uses.length - a.slot.limit) ? b : a));

export function createDocumentLimits(docs: AdminDocs, now: () => number = Date.now, random: () => number = Math.random): LimitCounter {
  /** Takes one use from each count that `chosen` keeps of `counts` (given their slots' uses now), or from none. */
  async function take(counts: readonly Count[], chosen: (reads: Read[]) => number[]): Promise<CountResult> {
    const secret = await limitCountSecret(docs);
    const slots = counts.map((count) => slotsOf(count, secret, random));
    return docs.runTransaction(async (tx): Promise<CountResult> => {
      const at = now();
      const stored = await tx.getAll(slots.flat().map((slot) => slot.path));
      let read = 0;
      const reads = slots.map((own) =>
        best(own.map((slot) => {
          const uses = timesIn(stored[read++]?.data, slot, at);
          return { slot, uses, wait: waitForRoom(uses, slot.limit, slot.count.window.windowMs, at) };
        })),
      );
      const taking = chosen(reads).map((i) => reads[i]);
      const retryAfterMs = Math.max(0, ...taking.map((r) => r.wait));
      if (retryAfterMs > 0) return { ok: false, retryAfterMs };
      for (const { slot, uses } of taking) write(tx, slot, [...uses, at].slice(-slot.limit), at);
      let refunded = false;
      return {
        ok: true,
        async refund() {
          if (refunded) return;
          refunded = true;
          await giveBack(taking.map((r) => r.slot), at);
        },
      };
    });
  }

  function write(tx: AdminTransaction, slot: Slot, times: number[], at: number) {
    if (times.length === 0) tx.delete(slot.path);
    else tx.set(slot.path, { times, expiresAt: new Date(Math.max(...times, at) + slot.count.window.windowMs) });
  }

  // Removes this request's own use, whichever uses other instances added since.
  const giveBack = (slots: readonly Slot[], takenAt: number) =>
    docs.runTransaction(async (tx) => {
      const at = now();
      const stored = await tx.getAll(slots.map((slot) => slot.path));
      slots.forEach((slot, i) => {
        const times = timesIn(stored[i]?.data, slot, at);
        const own = times.indexOf(takenAt);
        if (own >= 0) write(tx, slot, times.toSpliced(own, 1), at);
      });
    });

  return {
    takeAll: (counts) => take(counts, (reads) => reads.map((_, i) => i)),
    takeWithCeiling: (own, shared) => {
      const last = own.length - 1;
      const owned = own.map((_, i) => i);
      return take([...own, shared], (reads) => (belowCeiling(reads[last].uses.length, reads[last].slot.limit) ? owned : [...owned, own.length]));
    },
  };
}
