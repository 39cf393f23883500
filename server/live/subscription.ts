/**
 * What every live subscription shares: one task queue, so that its frames follow commit order,
 * and one way to end with an error.
 */
import type { AuthContext, HeldLink } from '../auth/context';
import { EngineError, type ChangeEvent, type DocumentEngine } from '../db/engine';
import type { Policy } from '../policy/policy';
import type { WireError } from '@domain/protocol/messages';
import { toWireError } from '../realtime/errors';
import type { CommitContext } from './commit-context';
import { resError, subError } from './frames';

/** One WebSocket connection as the live hub sees it. */
export interface LiveClient {
  readonly auth: AuthContext;
  /** The network it connected from, as the per-address limits count it (null: not counted). */
  readonly network: string | null;
  send(text: string): void;
  /** Stops holding a link (its token was replaced). */
  dropLink(link: HeldLink): void;
}

export type HubServices = {
  engine: DocumentEngine;
  policy: Policy;
  log: (msg: string) => void;
  /** Forget a subscription that ended on its own. */
  remove(sub: Subscription): void;
  /** The database could not be asked: bring the subscription up to date once it answers again. */
  resyncLater(sub: Subscription): void;
};

/** The database was out of reach (a restart, a lost connection): the subscription waits for it rather than ending. */
const isUnavailable = (error: unknown) => error instanceof EngineError && error.code === 'unavailable';

export abstract class Subscription {
  closed = false;
  /** Settles once the subscription's `res` frame has been sent. */
  started: Promise<void> = Promise.resolve();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    protected readonly hub: HubServices,
    readonly client: LiveClient,
    readonly id: number,
  ) {}

  /** Called once by the hub after registering the subscription, so no commit can slip past it. */
  begin(): Promise<void> {
    this.started = this.queue = this.start().catch((error) => {
      this.client.send(resError(this.id, toWireError(error, this.hub.log)));
      this.hub.remove(this);
    });
    return this.started;
  }

  /** Reads the first snapshot, checks the policy and sends `res` and the snapshot. */
  protected abstract start(): Promise<void>;
  abstract onCommit(changes: ChangeEvent[], ctx: CommitContext): void;
  /** Checks again that the caller may still see everything the subscription shows. */
  abstract recheck(ctx: CommitContext): void;
  /** Reads its target again and sends what changed since the client's last frame (after the database was out of reach). */
  abstract resync(ctx: CommitContext): Promise<void>;
  /** What the subscription listens to. */
  abstract readonly target: { doc: string } | { collection: string };

  /** Ends the subscription after whatever it is sending now (its access was taken away). */
  revoke(error: WireError): void {
    this.enqueue(async () => this.end(error));
  }

  enqueue(task: () => Promise<void>): void {
    this.queue = this.queue
      .then(() => (this.closed ? undefined : task()))
      .catch((error) => (isUnavailable(error) ? this.hub.resyncLater(this) : this.end(toWireError(error, this.hub.log))));
  }

  protected end(error: WireError): void {
    if (this.closed) return;
    this.client.send(subError(this.id, error));
    this.hub.remove(this);
  }
}
