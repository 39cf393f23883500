/** The query semantics a live query needs, from the engine's pure evaluator. */
import type { QuerySpec } from '@domain/documents/query';
import type { StoredDoc } from '../db/engine';
import { compareDocs, compileQuery, matchesQuery } from '../db/query-eval';
import type { DocComparator } from './doc-changes';

export type QueryEvaluator = {
  /** Whether a document belongs to the result, ignoring limit and limitToLast. */
  matches(doc: StoredDoc): boolean;
  compare: DocComparator;
};

/** Throws EngineError('invalid-argument') for a query the engine would refuse. */
export function evaluatorFor(query: QuerySpec): QueryEvaluator {
  const compiled = compileQuery(query);
  return { matches: (doc) => matchesQuery(compiled, doc), compare: (a, b) => compareDocs(compiled, a, b) };
}

/** A limited result can gain or lose documents that no commit touched, so it is re-run instead. */
export function isWindowed(query: QuerySpec): boolean {
  return query.limit !== undefined || query.limitToLast !== undefined;
}
