/**
 * The poll and the Zoom meeting an operator activated, on a viewer's view of a stream, in step
 * with the video (issue 16): what the stream's cue log says of its `poll` and `zoom` channels at
 * the moment the player shows, whatever the viewer's delay behind live. Free of antd: the public
 * site's stream blocks show it too.
 */
import { pollAt, zoomAt, type CueLog } from '@domain/livetool/stream-cues';
import { usePollShownOnPage } from './shown-polls';
import { VotingCard } from './VotingCard';

export function StreamInjectCards({ eventId, log, moment }: { eventId: string; log: CueLog; moment: number | null }) {
  const injected = moment === null ? null : pollAt(log, moment);
  // A poll the page's Poll block shows is voted there, not twice on one page.
  const poll = usePollShownOnPage(injected?.id ?? null) ? null : injected;
  const zoom = moment === null ? null : zoomAt(log, moment);
  if (!poll && !zoom) return null;
  return (
    <div style={{ flex: '1 1 100%', display: 'flex', flexDirection: 'column', gap: 16 }}>
      {poll && <VotingCard key={poll.id} eventId={eventId} poll={poll} open />}
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
