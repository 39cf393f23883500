import { POLL, POLLS, readPoll, type Poll } from '@domain/polls/poll';
import { POLL_RESULT, readTally, type PollTally } from '@domain/polls/poll-results';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const toPolls = (docs: DocSnapshot[]) => docs.map((d) => readPoll(d.id, d.data as Record<string, unknown>));
const toPoll = (snap: DocSnapshot) => (snap.exists ? readPoll(snap.id, snap.data as Record<string, unknown>) : null);
const toTally = (snap: DocSnapshot) => readTally(snap.exists ? (snap.data as Record<string, unknown>) : null);

/** The event's polls, newest first (members, or the holder of the encoder link); `enabled` false waits. */
export function usePolls(eventId: string, enabled = true): LiveState<Poll[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, enabled ? { path: POLLS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] } : null);
  return useMappedLive(live, toPolls);
}

/** One poll by its id, as anyone holding its link reads it (null: there is none). */
export function usePoll(eventId: string, pollId: string): LiveState<Poll | null> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, POLL(eventId, pollId)), toPoll);
}

/** A poll's tally: one document, whatever the number of votes. */
export function usePollTally(eventId: string, pollId: string | null): LiveState<PollTally> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, pollId === null ? null : POLL_RESULT(eventId, pollId)), toTally);
}

