/**
 * The DocumentEngine over a SQL driver (PGlite or a PostgreSQL server): reads narrow candidates
 * in SQL and judge them with query-eval; commits run one at a time, each in one database
 * transaction, and listeners hear about a commit only after it is durable.
 */
import { getField } from '@domain/documents/field-path';
import type { AggregateSpec, QuerySpec } from '@domain/documents/query';
import { computeChanges, touchedPaths } from './commit-changes';
import { aggregateInSql, deleteDoc, nextVersion, readCandidates, readDocs, writeDocs } from './doc-store';
import { EngineError, type ChangeEvent, type DocumentEngine, type InternalSql, type Precondition, type StoredDoc, type WriteOp } from './engine';
import { Mutex } from './mutex';
import { parseOps } from './parse-write';
import { compileAggregateSpec } from './query-compile';
import { compileQuery, matchesQuery, runQuery, type QueryDoc } from './query-eval';
import { CommitOutcomeUnknown, type SqlDriver } from './sql-driver';
import { UncertainCommit } from './uncertain-commit';
import { planOrder } from './sql-order';
import { planSql } from './sql-plan';
import { checkDocumentPath, invalid } from './validate';

function sumOf(docs: readonly QueryDoc[], segments: string[]): number {
  let total = 0;
  for (const d of docs) {
    const v = getField(d.data, segments);
    if (typeof v === 'number') total += v;
  }
  return total;
}

function checkPreconditions(preconditions: unknown): Precondition[] {
  if (!Array.isArray(preconditions)) invalid('preconditions must be an array');
  return preconditions.map((p: Partial<Precondition>) => {
    const path = checkDocumentPath(p?.path);
    if (typeof p.version !== 'number' || !Number.isSafeInteger(p.version) || p.version < 0) {
      invalid(`precondition for ${path}: version must be a non-negative integer (0 = must not exist)`);
    }
    return { path, version: p.version };
  });
}

type Listener = (changes: ChangeEvent[]) => void;

export class PgDocumentEngine implements DocumentEngine {
  readonly internal: InternalSql;
  private readonly commits = new Mutex();
  private readonly listeners = new Set<Listener>();
  private lastCommitTime = 0;
  private readonly uncertain: UncertainCommit;

  constructor(
    private readonly db: SqlDriver,
    private readonly onListenerError: (error: unknown) => void,
  ) {
    this.internal = {
      query: <T>(sql: string, params?: unknown[]) => this.db.query<T>(sql, params),
      exec: (sql: string) => this.db.exec(sql),
    };
    this.uncertain = new UncertainCommit(db, this.commits, (changes) => this.notify(changes));
  }


  async get(path: string): Promise<StoredDoc | null> {
    const p = checkDocumentPath(path);
    return (await readDocs(this.db, [p])).get(p) ?? null;
  }

  async getMany(paths: readonly string[]): Promise<Map<string, StoredDoc>> {
    return readDocs(this.db, paths.map(checkDocumentPath));
  }

  async list(query: QuerySpec): Promise<StoredDoc[]> {
    const q = compileQuery(query);
    const plan = planSql(q);
    return runQuery(q, await readCandidates(this.db, plan, planOrder(q, plan) ?? undefined));
  }

  async aggregate(query: QuerySpec, spec: AggregateSpec) {
    const q = compileQuery(query, { aggregate: true });
    const { count, sums } = compileAggregateSpec(spec);
    const plan = planSql(q);
    const limit = q.limit ?? q.limitToLast;
    let n: number;
    let totals: number[];
    if (plan.exact && !q.start && !q.end && (sums.length === 0 || limit === undefined)) {
      const request = limit !== undefined ? { limit } : { sumFields: sums.map((s) => s.segments) };
      const inSql = await aggregateInSql(this.db, plan, request);
      const extra = inSql.nulRows.filter((d) => matchesQuery(q, d));
      n = Math.min(inSql.count + extra.length, limit ?? Infinity);
      totals = sums.map((s, i) => inSql.sums[i] + sumOf(extra, s.segments));
    } else {
      const docs = runQuery(q, await readCandidates(this.db, plan));
      n = docs.length;
      totals = sums.map((s) => sumOf(docs, s.segments));
    }
    return {
      ...(count ? { count: n } : {}),
      ...(sums.length > 0 ? { sum: Object.fromEntries(sums.map((s, i) => [s.name, totals[i]])) } : {}),
      indexEntriesScanned: n,
    };
  }

  async commit(ops: WriteOp[], preconditions: Precondition[] = [], authorize?: (changes: ChangeEvent[]) => void): Promise<ChangeEvent[]> {
    const parsed = parseOps(ops);
    const checks = checkPreconditions(preconditions);
    return this.commits.run(async () => {
      await this.uncertain.settle();
      const time = this.nextCommitTime();
      let attempted: ChangeEvent[] = [];
      try {
        const changes = await this.db.transaction(async (tx) => {
          const current = await readDocs(tx, [...new Set([...touchedPaths(parsed), ...checks.map((c) => c.path)])]);
          for (const c of checks) {
            const actual = current.get(c.path)?.version ?? 0;
            if (actual !== c.version) {
              throw new EngineError('aborted', `${c.path} changed since it was read (expected version ${c.version}, found ${actual}); retry`);
            }
          }
          if (parsed.length === 0) return [];
          const result = computeChanges(parsed, current, time, await nextVersion(tx));
          authorize?.(result);
          await writeDocs(tx, result.flatMap((c) => (c.after ? [c.after] : [])));
          for (const c of result) if (!c.after) await deleteDoc(tx, c.path);
          attempted = result;
          return result;
        });
        if (changes.length > 0) this.notify(changes);
        return changes;
      } catch (error) {
        if (!(error instanceof CommitOutcomeUnknown)) throw error;
        return this.uncertain.resolve(attempted);
      }
    });
  }

  onCommit(listener: Listener): () => void {
    const entry: Listener = (changes) => listener(changes);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  ping(): Promise<void> {
    return this.db.ping();
  }

  async close(): Promise<void> {
    await this.commits.run(async () => {
      this.uncertain.stop();
      await this.db.close();
    });
  }

  /** Commit times never go backwards, so update times order like commits. */
  private nextCommitTime(): Date {
    this.lastCommitTime = Math.max(Date.now(), this.lastCommitTime);
    return new Date(this.lastCommitTime);
  }

  private notify(changes: ChangeEvent[]): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(changes);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
