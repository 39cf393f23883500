import type { DocData, DocSnapshot, DocumentStore } from '@/backend/port';
import { useLiveSubscription, type LiveState } from './use-live-subscription';

export const liveDocKey = (path: string) => ['doc', path] as const;

/** Live snapshot of one document; `path` null waits. */
export function useLiveDoc<T = DocData>(docs: DocumentStore, path: string | null): LiveState<DocSnapshot<T>> {
  return useLiveSubscription<DocSnapshot<T>>(
    liveDocKey(path ?? ''),
    path === null ? null : (onNext, onError) => docs.subscribeDoc<T>(path, onNext, onError),
  );
}
