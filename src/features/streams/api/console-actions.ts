/**
 * The operator's slide actions (spec 001 sections 2.2 and 4.3): Next, Previous, Cut, Hide and
 * Change deck. They run one after another, in the order the operator gave them, so a quick right
 * arrow then space cuts the slide the arrow moved to. Every console shows the result from the
 * stream document; a refusal goes to `onError`. `takeOver`: the operator chose to take control
 * of the slides back from the presenter who holds it (issue 29); without it the server refuses
 * any of these while a presenter holds control.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Program } from '@domain/livetool/program';
import { useBackend } from '@/lib/backend-context';

export type ConsoleActions = {
  next(takeOver?: boolean): void;
  previous(takeOver?: boolean): void;
  cut(takeOver?: boolean): void;
  hide(takeOver?: boolean): void;
  chooseDeck(deckId: string, takeOver?: boolean): void;
  busy: boolean;
};

export function useConsoleActions(eventId: string, streamId: string, program: Program, onError: (error: unknown) => void): ConsoleActions {
  const backend = useBackend();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const [busy, setBusy] = useState(false);
  // What the next action acts on: the stream's panes, moved on at once by this console's own moves.
  const latest = useRef(program);
  const { deckID, presenterCurrent, presenterNext } = program;
  useEffect(() => {
    latest.current = { deckID, presenterCurrent, presenterNext };
  }, [deckID, presenterCurrent, presenterNext]);

  const enqueue = useCallback(
    (work: () => Promise<void>) => {
      pending.current += 1;
      setBusy(true);
      queue.current = queue.current.then(work).catch(onError).finally(() => {
        pending.current -= 1;
        if (pending.current === 0) setBusy(false);
      });
    },
    [onError],
  );

  const move = useCallback(
    (direction: 'next' | 'previous', takeOver = false) =>
      enqueue(async () => {
        const deckId = latest.current.deckID;
        if (!deckId) return;
        const { index } = await backend.call('moveNextUp', { eventId, streamId, deckId, direction, takeOver });
        latest.current = { ...latest.current, presenterNext: index };
      }),
    [backend, enqueue, eventId, streamId],
  );

  return {
    next: useCallback((takeOver?: boolean) => move('next', takeOver), [move]),
    previous: useCallback((takeOver?: boolean) => move('previous', takeOver), [move]),
    cut: useCallback(
      (takeOver = false) =>
        enqueue(async () => {
          const { deckID, presenterNext } = latest.current;
          if (!deckID) return;
          await backend.call('cutSlide', { eventId, streamId, deckId: deckID, index: presenterNext, takeOver });
          latest.current = { ...latest.current, presenterCurrent: presenterNext };
        }),
      [backend, enqueue, eventId, streamId],
    ),
    hide: useCallback(
      (takeOver = false) =>
        enqueue(async () => {
          await backend.call('hideSlide', { eventId, streamId, takeOver });
          latest.current = { ...latest.current, presenterCurrent: null };
        }),
      [backend, enqueue, eventId, streamId],
    ),
    chooseDeck: useCallback(
      (deckId: string, takeOver = false) =>
        enqueue(async () => {
          await backend.call('chooseDeck', { eventId, streamId, deckId, takeOver });
          latest.current = { deckID: deckId, presenterCurrent: 0, presenterNext: 0 };
        }),
      [backend, enqueue, eventId, streamId],
    ),
    busy,
  };
}
