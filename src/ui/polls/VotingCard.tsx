import type { InjectedPoll } from '@domain/polls/stream-injects';
import { castVote, useStoredVote } from '@/lib/polls/poll-voting';
import { useSiteBackend } from '@/lib/site-backend';
import { PollVoteCard } from './PollVoteCard';

/** A poll a site viewer votes in, wherever the site shows it; every copy of it knows the viewer's vote. */
export function VotingCard({ eventId, poll, open }: { eventId: string; poll: InjectedPoll; open: boolean }) {
  const backend = useSiteBackend();
  const voted = useStoredVote(poll.id);
  return <PollVoteCard poll={poll} open={open} voted={voted} onVote={(ballot) => castVote(backend, eventId, poll.id, ballot)} />;
}
