/** A live listener on one document: the first snapshot, then one `doc` frame per real change. */
import type { ChangeEvent, StoredDoc } from '../db/engine';
import { PERMISSION_DENIED_MESSAGE } from '../policy/policy';
import { sameValue } from '../policy/same-value';
import type { CommitContext } from './commit-context';
import { docFrame, resError, resOk } from './frames';
import { Subscription, type HubServices, type LiveClient } from './subscription';
import { wireDocJson } from './wire-doc';

export const DENIED = { code: 'permission-denied', message: PERMISSION_DENIED_MESSAGE };

export class DocSubscription extends Subscription {
  /** What the client was last sent (null: the document was missing). */
  private current: StoredDoc | null = null;

  constructor(
    hub: HubServices,
    client: LiveClient,
    id: number,
    readonly path: string,
  ) {
    super(hub, client, id);
  }

  get target() {
    return { doc: this.path };
  }

  protected async start(): Promise<void> {
    const doc = await this.hub.engine.get(this.path);
    if (!(await this.hub.policy.canRead(this.client.auth, this.path, doc?.data ?? null))) {
      this.client.send(resError(this.id, DENIED));
      this.hub.remove(this);
      return;
    }
    this.current = doc;
    this.client.send(resOk(this.id));
    this.client.send(docFrame(this.id, wireDocJson(this.path, doc)));
  }

  onCommit([change]: ChangeEvent[], ctx: CommitContext): void {
    this.enqueue(async () => {
      if (this.alreadySeen(change)) return;
      const { before, after } = change;
      const shown = this.current;
      // A deletion is checked against the version the client saw: it reveals nothing newer.
      if (!(await ctx.canRead(this.client.auth, this.path, after ?? shown))) return this.end(DENIED);
      this.current = after;
      const unchanged = shown !== null && after !== null && shown.version === before?.version && sameValue(shown.data, after.data);
      if (!unchanged) this.client.send(docFrame(this.id, wireDocJson(this.path, after)));
    });
  }

  async resync(ctx: CommitContext): Promise<void> {
    const doc = await this.hub.engine.get(this.path);
    const shown = this.current;
    if (!(await ctx.canRead(this.client.auth, this.path, doc ?? shown))) return this.end(DENIED);
    this.current = doc;
    if ((shown?.version ?? 0) !== (doc?.version ?? 0)) this.client.send(docFrame(this.id, wireDocJson(this.path, doc)));
  }

  recheck(ctx: CommitContext): void {
    this.enqueue(async () => {
      if (!(await ctx.canRead(this.client.auth, this.path, this.current))) this.end(DENIED);
    });
  }

  /** The first snapshot may already include commits whose notification comes after it. */
  private alreadySeen({ before, after }: ChangeEvent): boolean {
    const current = this.current;
    if (after) return current !== null && current.version >= after.version;
    return current === null || (before !== null && current.version > before.version);
  }
}
