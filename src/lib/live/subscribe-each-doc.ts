import type { DocSnapshot, DocumentStore } from '@/backend/port';
import { errorCode } from '../errors/error-catalogue';
import type { Subscribe } from './use-live-subscription';

const unreadable = (error: unknown) => errorCode(error) === 'permission-denied' || errorCode(error) === 'not-found';

/**
 * One live list over several documents, each subscribed on its own: it answers once every
 * document has answered, then on each change. A document that is gone or unreadable is passed to
 * `toItem` as null (spec 000 section 8 skips such items); any other failure ends the list.
 */
export function subscribeEachDoc<T>(
  docs: DocumentStore,
  ids: readonly string[],
  pathOf: (id: string) => string,
  toItem: (id: string, snap: DocSnapshot | null) => T | null,
  order: (a: T, b: T) => number,
): Subscribe<T[]> {
  return (onNext, onError) => {
    const unique = [...new Set(ids)];
    const answers = new Map<string, T | null>();
    let failed = false;
    const emit = () => {
      if (failed || answers.size < unique.length) return;
      onNext([...answers.values()].flatMap((item) => (item === null ? [] : [item])).sort(order));
    };
    const unsubscribes = unique.map((id) =>
      docs.subscribeDoc(
        pathOf(id),
        (snap) => {
          answers.set(id, toItem(id, snap.exists ? snap : null));
          emit();
        },
        (error) => {
          if (!unreadable(error)) {
            failed = true;
            onError(error);
            return;
          }
          answers.set(id, toItem(id, null));
          emit();
        },
      ),
    );
    emit();
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  };
}
