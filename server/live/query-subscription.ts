/**
 * A live query: the first snapshot in query order, then only what changed, as Firestore's
 * `docChanges()`. Queries without a window (limit, limitToLast, cursors) are kept up to date from
 * the commits alone; windowed ones run again when their collection changes, since a change
 * outside the window can shift it.
 */
import type { QuerySpec } from '@domain/documents/query';
import type { ChangeEvent, StoredDoc } from '../db/engine';
import type { CommitContext } from './commit-context';
import { docChanges, lowerBound } from './doc-changes';
import { DENIED } from './doc-subscription';
import { queryChangesFrame, queryInitialFrame, resError, resOk } from './frames';
import { evaluatorFor, isWindowed, type QueryEvaluator } from './query-order';
import { Subscription, type HubServices, type LiveClient } from './subscription';
import { wireDocJson } from './wire-doc';

export class QuerySubscription extends Subscription {
  private docs: StoredDoc[] = [];
  private byPath = new Map<string, StoredDoc>();
  private readonly evaluator: QueryEvaluator;
  private readonly windowed: boolean;
  /** Set while a re-run is queued: later commits only need it to use their newer context. */
  private rerunContext: CommitContext | null = null;

  constructor(
    hub: HubServices,
    client: LiveClient,
    id: number,
    readonly query: QuerySpec,
  ) {
    super(hub, client, id);
    this.evaluator = evaluatorFor(query);
    this.windowed = isWindowed(query);
  }

  protected async start(): Promise<void> {
    const { engine, policy } = this.hub;
    // Judged before it runs: a refused query never reaches the database.
    if (!(await policy.canQuery(this.client.auth, this.query))) {
      this.client.send(resError(this.id, DENIED));
      this.hub.remove(this);
      return;
    }
    const docs = await engine.list(this.query);
    this.setDocs(docs);
    this.client.send(resOk(this.id));
    this.client.send(queryInitialFrame(this.id, docs.map((d) => wireDocJson(d.path, d))));
  }

  onCommit(changes: ChangeEvent[], ctx: CommitContext): void {
    if (!this.windowed) {
      this.enqueue(async () => {
        const next = this.applied(changes);
        if (next) await this.show(next, ctx);
      });
      return;
    }
    const queued = this.rerunContext !== null;
    this.rerunContext = ctx;
    if (queued) return;
    this.enqueue(async () => {
      const latest = this.rerunContext!;
      this.rerunContext = null;
      await this.show(await latest.list(this.query), latest);
    });
  }

  get target() {
    return { collection: this.query.group ? `**/${this.query.path}` : this.query.path };
  }

  async resync(ctx: CommitContext): Promise<void> {
    if (!(await ctx.canQuery(this.client.auth, this.query))) return this.end(DENIED);
    await this.show(await ctx.list(this.query), ctx);
  }

  recheck(ctx: CommitContext): void {
    this.enqueue(async () => {
      if (!(await ctx.canQuery(this.client.auth, this.query))) return this.end(DENIED);
    });
  }

  /** The result after these changes, or null when none of them touches it. */
  private applied(changes: ChangeEvent[]): StoredDoc[] | null {
    const { matches, compare } = this.evaluator;
    let next: StoredDoc[] | null = null;
    for (const { path, before, after } of changes) {
      const held = this.byPath.get(path);
      // The first snapshot may already include commits whose notification comes after it.
      if (held && (after ? held.version >= after.version : before !== null && held.version > before.version)) continue;
      const include = after !== null && matches(after);
      if (!held && !include) continue;
      next ??= this.docs.slice();
      const index = held ? next.findIndex((d) => d.path === path) : -1;
      if (index >= 0) next.splice(index, 1);
      if (include) next.splice(lowerBound(next, after, compare), 0, after);
    }
    return next;
  }

  private async show(next: StoredDoc[], ctx: CommitContext): Promise<void> {
    const changes = docChanges(this.docs, next, this.evaluator.compare);
    for (const change of changes) {
      if (change.type !== 'removed' && !(await ctx.canRead(this.client.auth, change.doc.path, change.doc))) return this.end(DENIED);
    }
    this.setDocs(next);
    if (changes.length > 0) this.client.send(queryChangesFrame(this.id, changes));
  }

  private setDocs(docs: StoredDoc[]): void {
    this.docs = docs;
    this.byPath = new Map(docs.map((d) => [d.path, d]));
  }
}
