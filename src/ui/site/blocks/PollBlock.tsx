/**
 * The Poll block (issue 16): the event's chosen poll as its voters see it, open for votes while an
 * operator has it active, as it happens (a live listener on the poll: anyone may read a poll by
 * its id). Plain React and CSS, like the rest of the public site. Where nothing can vote (the
 * builder's canvas, which gives no event) the block says which poll it will show.
 */
import { POLL, readPoll, type Poll } from '@domain/polls/poll';
import { useLightLive } from '@/lib/light-live';
import { useSiteBackend } from '@/lib/site-backend';
import { useShowsPoll } from '@/ui/polls/shown-polls';
import { VotingCard } from '@/ui/polls/VotingCard';
import { useSiteServices } from '../site-services';

export const pollBlockTexts = {
  noPoll: 'This poll block is not connected to a poll yet.',
  canvas: 'The poll shows here on the event site.',
  missing: 'This poll is no longer available.',
  loading: 'Loading the poll…',
} as const;

function LivePoll({ eventId, pollId }: { eventId: string; pollId: string }) {
  const backend = useSiteBackend();
  const path = POLL(eventId, pollId);
  const poll = useLightLive<Poll | null>(path, (onNext, onError) => backend.docs.subscribeDoc(path, (snap) => onNext(snap.exists ? readPoll(pollId, snap.data as Record<string, unknown>) : null), onError));
  useShowsPoll(pollId);
  if (poll.status === 'pending') return <p role="status">{pollBlockTexts.loading}</p>;
  if (poll.status === 'error' || !poll.data) return <p className="ed-muted">{pollBlockTexts.missing}</p>;
  const { id, question, subtext, type, chart, options, active } = poll.data;
  return <VotingCard eventId={eventId} poll={{ id, question, subtext, type, chart, options }} open={active} />;
}

export function PollBlock({ pollId }: { pollId: string }) {
  const { eventId } = useSiteServices();
  if (!pollId) return <p className="ed-muted">{pollBlockTexts.noPoll}</p>;
  if (!eventId) return <p className="ed-muted">{pollBlockTexts.canvas}</p>;
  return <LivePoll key={pollId} eventId={eventId} pollId={pollId} />;
}
