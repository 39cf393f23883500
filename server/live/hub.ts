/**
 * The live hub: which connection listens to what, and the fan-out of every commit to the
 * subscriptions it touches. Documents are encoded once per version and policy decisions made
 * once per user and version, so many listeners of one target cost little more than one.
 */
import { lastSegment, parentCollection } from '@domain/documents/paths';
import type { QuerySpec } from '@domain/documents/query';
import type { HeldLink } from '../auth/context';
import type { ChangeEvent, DocumentEngine } from '../db/engine';
import { linkCovers, linkKey } from '../policy/link-rules';
import type { Policy } from '../policy/policy';
import { AddressCounter } from '../realtime/address-limits';
import { createCommitContext, type CommitContext } from './commit-context';
import { DocSubscription } from './doc-subscription';
import { resError, resOk } from './frames';
import { QuerySubscription } from './query-subscription';
import { type HubServices, type LiveClient, type Subscription } from './subscription';

export type LiveTarget = { doc: string } | { query: QuerySpec };

/** How often the hub asks whether an unreachable database answers again, while subscriptions wait for it. */
const RESYNC_POLL_MS = 500;

/** Bound the memory, and the work of every commit, that one connection and one network can pin on the server. */
export type SubscriptionLimits = { perConnection: number; perAddress: number };

const LINK_REPLACED = { code: 'permission-denied', message: 'The link this page was opened with has been replaced or has expired.' };

const queryKey = (query: QuerySpec) => (query.group ? `g/${query.path}` : `c/${query.path}`);

export class LiveHub {
  private readonly docSubs = new Map<string, Set<DocSubscription>>();
  private readonly querySubs = new Map<string, Set<QuerySubscription>>();
  private readonly clients = new Map<LiveClient, Map<number, Subscription>>();
  private readonly services: HubServices;
  private readonly stopListening: () => void;
  /** Subscriptions that missed a change while the database was out of reach. */
  private readonly waiting = new Set<Subscription>();
  private resyncTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly ofAddress: AddressCounter;

  constructor(
    engine: DocumentEngine,
    policy: Policy,
    log: (msg: string) => void,
    private readonly limits: SubscriptionLimits,
  ) {
    this.ofAddress = new AddressCounter(limits.perAddress);
    this.services = { engine, policy, log, remove: (sub) => this.remove(sub), resyncLater: (sub) => this.resyncLater(sub) };
    this.stopListening = engine.onCommit((changes) => {
      try {
        this.dispatch(changes);
      } catch (error) {
        log(`live: dispatch failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    });
  }

  /** Answers the `sub` request itself: `res`, then the first snapshot. */
  subscribe(client: LiveClient, id: number, target: LiveTarget): void {
    let subs = this.clients.get(client);
    if (!subs) this.clients.set(client, (subs = new Map()));
    if (subs.has(id)) {
      client.send(resError(id, { code: 'invalid-argument', message: `Subscription ${id} is already active on this connection.` }));
      return;
    }
    if (subs.size >= this.limits.perConnection) {
      client.send(resError(id, { code: 'resource-exhausted', message: `At most ${this.limits.perConnection} subscriptions per connection.` }));
      return;
    }
    if (!this.ofAddress.take(client.network)) {
      client.send(resError(id, { code: 'resource-exhausted', message: `At most ${this.limits.perAddress} subscriptions from one address.` }));
      return;
    }
    const sub = 'doc' in target ? new DocSubscription(this.services, client, id, target.doc) : new QuerySubscription(this.services, client, id, target.query);
    subs.set(id, sub);
    if (sub instanceof DocSubscription) addTo(this.docSubs, sub.path, sub);
    else addTo(this.querySubs, queryKey(sub.query), sub);
    void sub.begin();
  }

  /** Answers the `unsub` request, after the subscription's own `res` so the two never cross. */
  async unsubscribe(client: LiveClient, id: number): Promise<void> {
    const sub = this.clients.get(client)?.get(id);
    if (sub) {
      await sub.started;
      this.remove(sub);
    }
    client.send(resOk(id));
  }

  dropClient(client: LiveClient): void {
    for (const sub of this.clients.get(client)?.values() ?? []) this.remove(sub);
    this.clients.delete(client);
  }

  close(): void {
    this.closed = true;
    this.stopListening();
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
    this.waiting.clear();
    for (const client of [...this.clients.keys()]) this.dropClient(client);
  }

  /**
   * Once the database answers again, each waiting subscription reads its target afresh and sends
   * the difference, so listeners converge on what was committed meanwhile without the client
   * subscribing again.
   */
  private resyncLater(sub: Subscription): void {
    if (sub.closed || this.closed) return;
    this.waiting.add(sub);
    if (this.resyncTimer) return;
    const poll = async () => {
      try {
        await this.services.engine.ping();
      } catch {
        if (!this.closed) this.resyncTimer = setTimeout(() => void poll(), RESYNC_POLL_MS);
        return;
      }
      this.resyncTimer = null;
      const ctx = createCommitContext(this.services.engine, this.services.policy);
      for (const waiting of this.waiting) waiting.enqueue(() => waiting.resync(ctx));
      this.waiting.clear();
    };
    this.resyncTimer = setTimeout(() => void poll(), RESYNC_POLL_MS);
  }

  private remove(sub: Subscription): void {
    sub.closed = true;
    this.waiting.delete(sub);
    const subs = this.clients.get(sub.client);
    if (subs?.get(sub.id) === sub) {
      subs.delete(sub.id);
      this.ofAddress.release(sub.client.network);
    }
    if (sub instanceof DocSubscription) deleteFrom(this.docSubs, sub.path, sub);
    else if (sub instanceof QuerySubscription) deleteFrom(this.querySubs, queryKey(sub.query), sub);
  }

  private dispatch(changes: ChangeEvent[]): void {
    const ctx = createCommitContext(this.services.engine, this.services.policy);
    const touched = new Map<QuerySubscription, ChangeEvent[]>();
    for (const change of changes) {
      for (const sub of this.docSubs.get(change.path) ?? []) sub.onCommit([change], ctx);
      const collection = parentCollection(change.path);
      for (const key of [`c/${collection}`, `g/${lastSegment(collection)}`]) {
        for (const sub of this.querySubs.get(key) ?? []) {
          const list = touched.get(sub);
          if (list) list.push(change);
          else touched.set(sub, [change]);
        }
      }
    }
    for (const [sub, subChanges] of touched) sub.onCommit(subChanges, ctx);
    const uids = this.services.policy.accessChangedFor(changes);
    if (uids.size === 0) return;
    for (const [client, subs] of this.clients) {
      const auth = client.auth;
      if (!auth) continue;
      const replaced = (auth.links ?? []).filter((link) => uids.has(linkKey(link.kind, link.resourceId)));
      if (replaced.length > 0) void this.revokeLinks(client, replaced, ctx);
      else if (uids.has(auth.uid)) for (const sub of subs.values()) sub.recheck(ctx);
    }
  }

  /** Ends the links of this client that are no longer valid (an expiry reached), as `revokeLinks` does. */
  recheckLinks(client: LiveClient, links: HeldLink[]): Promise<void> {
    return this.revokeLinks(client, links, createCommitContext(this.services.engine, this.services.policy));
  }

  /**
   * A link whose token changed (or that expired) stops working for its holder at once: the
   * connection lets go of it and every subscription the link reaches ends, public documents or
   * not, so the holder's screen learns the link is gone instead of going quiet.
   */
  private async revokeLinks(client: LiveClient, links: HeldLink[], ctx: CommitContext): Promise<void> {
    for (const link of links) {
      if (await this.services.policy.linkIsValid(link)) {
        // Still valid, but edited: what it grants may have narrowed (a presenter link's chat turned off).
        for (const sub of this.clients.get(client)?.values() ?? []) if (linkCovers(link, sub.target)) sub.recheck(ctx);
        continue;
      }
      client.dropLink(link);
      for (const sub of this.clients.get(client)?.values() ?? []) if (linkCovers(link, sub.target)) sub.revoke(LINK_REPLACED);
    }
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function deleteFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
