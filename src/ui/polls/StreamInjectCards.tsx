/**
 * The poll and the Zoom meeting an operator activated, on a viewer's view of a stream, in step
 * with the video (issue 16): what the stream's cue log says of its `poll` and `zoom` channels at
 * the moment the player shows, whatever the viewer's delay behind live. Free of antd: the public
 * site's stream blocks show it too.
 */
import { useState } from 'react';
import { pollAt, zoomAt, type CueLog } from '@domain/livetool/stream-cues';
import type { InjectedPoll } from '@domain/polls/stream-injects';
import { useSiteBackend } from '@/lib/site-backend';
import { castVote, storedVote } from '@/lib/polls/poll-voting';
import { PollVoteCard } from './PollVoteCard';

export function StreamInjectCards({ eventId, log, moment }: { eventId: string; log: CueLog; moment: number | null }) {
  if (moment === null) return null;
  const poll = pollAt(log, moment);
  const zoom = zoomAt(log, moment);
  if (!poll && !zoom) return null;
  return (
    <div style={{ flex: '1 1 100%', display: 'flex', flexDirection: 'column', gap: 16 }}>
      {poll && <StreamPoll key={poll.id} eventId={eventId} poll={poll} />}
      {zoom && (
        <section className="ed-poll" aria-label="Zoom meeting">
          <h2>{zoom.topic || 'Zoom meeting'}</h2>
          <a href={zoom.joinLink} target="_blank" rel="noopener noreferrer">
            Join the Zoom meeting
          </a>
        </section>
      )}
    </div>
  );
}

function StreamPoll({ eventId, poll }: { eventId: string; poll: InjectedPoll }) {
  const backend = useSiteBackend();
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
