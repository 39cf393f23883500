import { useState } from 'react';
import { injectsAt, type InjectCue } from '@domain/polls/stream-injects';
import { useBackend } from '@/lib/backend-context';
import { castVote, storedVote } from '@/lib/polls/poll-voting';
import { PollVoteCard } from '@/ui/polls/PollVoteCard';
import { useStreamInjects } from '../api/use-stream-injects';

/**
 * The poll and the Zoom meeting an operator activated, on a viewer's stream page, in step with the
 * video (issue 16): what the last cues at or before the moment the player shows say, whatever the
 * viewer's delay behind live.
 */
export function StreamInjects({ eventId, streamId, moment, live }: { eventId: string; streamId: string; moment: number | null; live: boolean }) {
  const injects = useStreamInjects(eventId, streamId, live);
  const cues: InjectCue[] = injects.data?.cues ?? [];
  if (moment === null || cues.length === 0) return null;
  const { poll, zoom } = injectsAt(cues, moment);
  return (
    <>
      {poll && <InjectedPoll key={poll.id} eventId={eventId} poll={poll} />}
      {zoom && (
        <section aria-label="Zoom meeting" style={{ padding: 16, border: '1px solid #d9d9d9', borderRadius: 8, background: '#fff' }}>
          <h2 style={{ fontSize: '1.25rem', margin: '0 0 8px' }}>{zoom.topic || 'Zoom meeting'}</h2>
          <a href={zoom.joinLink} target="_blank" rel="noopener noreferrer">
            Join the Zoom meeting
          </a>
        </section>
      )}
    </>
  );
}

function InjectedPoll({ eventId, poll }: { eventId: string; poll: NonNullable<ReturnType<typeof injectsAt>['poll']> }) {
  const backend = useBackend();
  const [voted, setVoted] = useState(() => storedVote(poll.id));
  return (
    <PollVoteCard
      poll={poll}
      open
      voted={voted}
      onVote={async (ballot) => {
        await castVote(backend, eventId, poll.id, ballot);
        setVoted('optionId' in ballot ? ballot.optionId : ballot.answer);
      }}
    />
  );
}
