/**
 * A presenter's actions (spec 001 section 4.5): joining and leaving the pool, taking and
 * releasing control, and showing a slide. One slide change at a time: while one is being sent
 * `sending` is true and the page blocks navigation. A press the server finds was made on a slide
 * that has since moved (two presses at once, or a press sent again after a dropped connection)
 * changes nothing and is not an error: the page shows where the stream is. Taking control gives
 * this page its seat (issue 29): the page holds control while the stream shows its `seatId`, and
 * its moves carry the seat's key, so another page of the same link cannot move the slides meanwhile.
 */
import { useCallback, useRef, useState } from 'react';
import { errorCode } from '@/lib/errors/error-catalogue';
import { useBackend } from '@/lib/backend-context';
import type { Credential } from './use-presenter-session';

export type PresentingActions = {
  join(name: string): Promise<boolean>;
  leave(): Promise<boolean>;
  take(): Promise<boolean>;
  release(): Promise<boolean>;
  present(index: number, from: number | null): void;
  sending: boolean;
  /** The seat this page took control with, null before it ever did. */
  seatId: string | null;
};

export function usePresentingActions(credential: Credential | null, onError: (error: unknown) => void): PresentingActions {
  const backend = useBackend();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [seatId, setSeatId] = useState<string | null>(null);
  const seatKey = useRef<string | null>(null);

  const run = useCallback(
    async (work: (c: Credential) => Promise<unknown>): Promise<boolean> => {
      if (!credential) return false;
      try {
        await work(credential);
        return true;
      } catch (error) {
        onError(error);
        return false;
      }
    },
    [credential, onError],
  );

  const present = useCallback(
    (index: number, from: number | null) => {
      const key = seatKey.current;
      if (!credential || !key || inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      backend
        .call('presentSlide', { ...credential, seatKey: key, index, from })
        .catch((error: unknown) => {
          if (errorCode(error) !== 'aborted') onError(error);
        })
        .finally(() => {
          inFlight.current = false;
          setSending(false);
        });
    },
    [backend, credential, onError],
  );

  return {
    join: useCallback((name: string) => run((c) => backend.call('joinPresenting', { ...c, name })), [backend, run]),
    leave: useCallback(() => run((c) => backend.call('leavePresenting', c)), [backend, run]),
    take: useCallback(
      () =>
        run(async (c) => {
          const seat = await backend.call('takePresenterControl', c);
          seatKey.current = seat.seatKey;
          setSeatId(seat.seatId);
        }),
      [backend, run],
    ),
    release: useCallback(() => run((c) => (seatKey.current ? backend.call('releasePresenterControl', { ...c, seatKey: seatKey.current }) : Promise.resolve())), [backend, run]),
    present,
    sending,
    seatId,
  };
}
