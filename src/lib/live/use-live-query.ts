import type { DocData, DocSnapshot, DocumentStore, QuerySpec } from '@/backend/port';
import { useLiveSubscription, type LiveState } from './use-live-subscription';

export const liveQueryKey = (query: QuerySpec) => ['query', query] as const;

/** Live result of a query, as the current list of documents; `query` null waits. */
export function useLiveQuery<T = DocData>(docs: DocumentStore, query: QuerySpec | null): LiveState<DocSnapshot<T>[]> {
  return useLiveSubscription<DocSnapshot<T>[]>(
    query ? liveQueryKey(query) : ['query', null],
    query === null ? null : (onNext, onError) => docs.subscribeQuery<T>(query, (snap) => onNext(snap.docs), onError),
  );
}
