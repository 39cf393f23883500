import { useEffect, useState } from 'react';
import { encoderMessages } from '@domain/polls/encoder-link';
import type { Poll } from '@domain/polls/poll';
import { errorCode, messageForError } from '@/lib/errors/error-catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenEncoderLink } from '../api/use-encoder-link';
import { usePolls, usePollTally } from '../api/use-polls';
import { PollChart } from './PollChart';
import './encoder.css';

const STAGE = { width: 1920, height: 1080 };

/** How much the 1920x1080 stage is scaled to fit the window (1 in a 1920x1080 browser source). */
function useStageScale(): number {
  const fit = () => Math.min(window.innerWidth / STAGE.width, window.innerHeight / STAGE.height);
  const [scale, setScale] = useState(fit);
  useEffect(() => {
    const onResize = () => setScale(fit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

function Slide({ eventId, poll }: { eventId: string; poll: Poll }) {
  const tally = usePollTally(eventId, poll.id);
  return (
    <>
      <h1>{poll.question}</h1>
      {poll.subtext && <p>{poll.subtext}</p>}
      {tally.data && <PollChart poll={poll} tally={tally.data} width={1600} height={poll.subtext ? 720 : 780} />}
      <p aria-live="polite">
        {tally.data?.total ?? 0} {tally.data?.total === 1 ? 'vote' : 'votes'}
      </p>
    </>
  );
}

function Slideshow({ eventId, scale, byLink }: { eventId: string; scale: number; byLink: boolean }) {
  const polls = usePolls(eventId);
  // Oldest first: the order they were made in, as they are asked.
  const ordered = [...(polls.data ?? [])].reverse();
  const [chosen, setChosen] = useState<string | null>(null);
  // Until the operator steps, the slideshow follows the active poll.
  const index = Math.max(0, chosen ? ordered.findIndex((p) => p.id === chosen) : ordered.findIndex((p) => p.active));
  const poll = ordered[index];
  const step = (by: number) => {
    const next = ordered[index + by];
    if (next) setChosen(next.id);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  useDocumentTitle(poll ? `Poll slideshow: ${poll.question}` : 'Poll slideshow');

  if (polls.status === 'error') return <p className="poll-encoder-message" role="alert">{errorCode(polls.error) !== 'permission-denied' ? messageForError(polls.error) : byLink ? encoderMessages.linkInvalid : encoderMessages.linkNeeded}</p>;
  if (polls.status === 'pending') return <p className="poll-encoder-message">Loading the polls…</p>;
  if (!poll) return <p className="poll-encoder-message">{encoderMessages.noPolls}</p>;
  return (
    <>
      <div className="poll-encoder-stage" style={{ background: poll.bgColor, transform: `translate(-50%, -50%) scale(${scale})` }} data-poll={poll.id}>
        <Slide key={poll.id} eventId={eventId} poll={poll} />
      </div>
      <button type="button" className="poll-encoder-arrow poll-encoder-prev" aria-label="Previous poll" disabled={index === 0} onClick={() => step(-1)}>
        ‹
      </button>
      <button type="button" className="poll-encoder-arrow poll-encoder-next" aria-label="Next poll" disabled={index >= ordered.length - 1} onClick={() => step(1)}>
        ›
      </button>
    </>
  );
}

/**
 * /polls/{eventID}/encoder (spec 001 section 2): the event's polls as a slideshow for an encoder
 * or OBS browser source, in its own tab, sized for 1920x1080; left and right arrow keys or the
 * arrows shown on hover step through them, and each shows its results live. It opens from the
 * encoder link (its token in the URL's fragment); a signed-in member of the event needs none.
 */
export function EncoderScreen({ eventId, linkToken, signedIn }: { eventId: string; linkToken: string | null; signedIn: boolean }) {
  const link = useOpenEncoderLink(eventId, linkToken);
  const scale = useStageScale();
  let content;
  if (linkToken === null && !signedIn) content = <p className="poll-encoder-message">{encoderMessages.linkNeeded}</p>;
  else if (linkToken !== null && link.isPending) content = <p className="poll-encoder-message">Opening the slideshow…</p>;
  else if (link.isError) content = <p className="poll-encoder-message" role="alert">{errorCode(link.error) === 'permission-denied' ? encoderMessages.linkInvalid : messageForError(link.error)}</p>;
  else content = <Slideshow eventId={eventId} scale={scale} byLink={linkToken !== null} />;
  return <div className="poll-encoder">{content}</div>;
}
