/**
 * The value model shared by both providers and the embedded server.
 * Timestamps are JS `Date`s everywhere above the providers; sentinels are plain tagged objects so
 * they survive JSON on the wire and each provider can translate them.
 */
export type DocValue =
  | null
  | boolean
  | number
  | string
  | Date
  | DocValue[]
  | { [key: string]: DocValue };

export type DocData = { [key: string]: DocValue };

export type Sentinel =
  | { readonly __sentinel__: 'serverTimestamp' }
  | { readonly __sentinel__: 'increment'; readonly by: number }
  | { readonly __sentinel__: 'arrayUnion'; readonly values: DocValue[] }
  | { readonly __sentinel__: 'arrayRemove'; readonly values: DocValue[] }
  | { readonly __sentinel__: 'deleteField' };

/** A value as written: may contain sentinels anywhere a value may stand. */
export type WriteValue =
  | DocValue
  | Sentinel
  | WriteValue[]
  | { [key: string]: WriteValue };

export type WriteData = { [key: string]: WriteValue };

export const serverTimestamp = (): Sentinel => ({ __sentinel__: 'serverTimestamp' });
export const increment = (by: number): Sentinel => ({ __sentinel__: 'increment', by });
export const arrayUnion = (...values: DocValue[]): Sentinel => ({ __sentinel__: 'arrayUnion', values });
export const arrayRemove = (...values: DocValue[]): Sentinel => ({ __sentinel__: 'arrayRemove', values });
export const deleteField = (): Sentinel => ({ __sentinel__: 'deleteField' });

export function isSentinel(v: unknown): v is Sentinel {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && typeof (v as { __sentinel__?: unknown }).__sentinel__ === 'string';
}

/** Firestore's hard limit for one document, applied by the local server too. */
export const MAX_DOCUMENT_BYTES = 1_048_576;
/** Firestore's limit of fields in one document, nested fields included. */
export const MAX_DOCUMENT_FIELDS = 20_000;
/** Firestore's batch limit. */
export const MAX_BATCH_WRITES = 500;
/** Firestore's limit for `in` and `array-contains-any` (and for the disjunctions of one query). */
export const MAX_DISJUNCTION_VALUES = 30;
/** Firestore's limit for `not-in`. */
export const MAX_NOT_IN_VALUES = 10;
