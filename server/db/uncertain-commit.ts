/**
 * A commit whose answer was lost with the connection (the PostgreSQL server restarted while it
 * committed) may or may not have been applied. Left unsettled, an applied one would never reach
 * the live listeners, and the caller would be told it failed. So the engine reads back one
 * document the commit wrote: every write of a commit carries the commit's own version, drawn
 * from a sequence, so finding it (or, for a deletion, not finding the old version) proves the
 * commit was applied; then the listeners hear of it and the caller gets its answer. While the
 * database cannot be asked, the caller is told so and the question is asked again, every second
 * and before the next commit, until it is settled.
 */
import type { ChangeEvent } from './engine';
import { EngineError } from './engine';
import { readDocs } from './doc-store';
import type { Mutex } from './mutex';
import type { SqlClient } from './sql-driver';

const ATTEMPTS = 20;
const RETRY_MS = 250;
const BACKGROUND_RETRY_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class UncertainCommit {
  private pending: ChangeEvent[] | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: SqlClient,
    /** The engine's commit lock: settling runs between commits, never during one. */
    private readonly commits: Mutex,
    private readonly notify: (changes: ChangeEvent[]) => void,
  ) {}

  /** Called inside the commit lock when COMMIT's answer was lost: the changes if it was applied, else `unavailable`. */
  async resolve(changes: ChangeEvent[]): Promise<ChangeEvent[]> {
    if (changes.length === 0) return changes;
    this.pending = changes;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const applied = await this.check();
      if (applied === true) return changes;
      if (applied === false) throw new EngineError('unavailable', 'The connection to the database was lost while saving, and the change was not saved. Try again.');
      await sleep(RETRY_MS);
    }
    this.timer ??= setInterval(() => void this.commits.run(() => this.check()), BACKGROUND_RETRY_MS).unref();
    throw new EngineError('unavailable', 'The connection to the database was lost while saving; whether the change was saved is not known yet. Check before trying again.');
  }

  /** Before the next commit: settles an earlier one, or fails with `unavailable` while that cannot be done. */
  async settle(): Promise<void> {
    if (this.pending && (await this.check()) === null) {
      throw new EngineError('unavailable', 'The database cannot be reached to settle an earlier change whose answer was lost. Try again in a moment.');
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Whether the pending commit was applied (telling the listeners if so); null while the database cannot say. */
  private async check(): Promise<boolean | null> {
    const changes = this.pending;
    if (!changes) return true;
    const { path, before, after } = changes[0];
    let stored;
    try {
      stored = (await readDocs(this.db, [path])).get(path) ?? null;
    } catch {
      return null;
    }
    const applied = after ? stored?.version === after.version : stored?.version !== before?.version;
    this.pending = null;
    this.stop();
    if (applied) this.notify(changes);
    return applied;
  }
}
