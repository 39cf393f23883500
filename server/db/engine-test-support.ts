/** Test support for the engine's integration tests: error codes and query result ids. */
import { expect } from 'vitest';
import type { QuerySpec } from '@domain/documents/query';
import { EngineError, type DocumentEngine } from './engine';

/** The EngineError code a call fails with; fails the test when it succeeds or throws anything else. */
export async function engineErrorCode(work: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
  throw new Error('expected the call to fail with an EngineError');
}

export async function listIds(engine: DocumentEngine, query: QuerySpec): Promise<string[]> {
  return (await engine.list(query)).map((d) => d.id);
}

/**
 * The ids a query returns, after checking that the ways the engine can answer it agree: the
 * full list, a list limited to exactly that many, and the count aggregate (the last two can run
 * in SQL, the first is always judged in JS).
 */
export async function expectQuery(engine: DocumentEngine, query: QuerySpec, expected: string[]): Promise<void> {
  const label = JSON.stringify(query);
  expect(await listIds(engine, query), label).toEqual(expected);
  expect((await engine.aggregate(query, { count: true })).count, `count of ${label}`).toBe(expected.length);
  if (expected.length > 0 && query.limit === undefined && query.limitToLast === undefined) {
    expect(await listIds(engine, { ...query, limit: expected.length }), `limited ${label}`).toEqual(expected);
  }
}
