import { useId, useState, type FormEvent } from 'react';
import type { InjectedPoll } from '@domain/polls/stream-injects';
import { ANSWER_MAX_LENGTH } from '@domain/polls/poll-kinds';
import { voteMessages } from '@domain/polls/vote';
import './poll-vote.css';

export type VoteBallot = { optionId: string } | { answer: string };

type Props = {
  poll: InjectedPoll;
  /** Open for votes now (the poll is active). */
  open: boolean;
  /** What this browser voted (an option id or the answer), or null. */
  voted: string | null;
  /** Casts the vote; rejects with an error whose message the card shows. */
  onVote(ballot: VoteBallot): Promise<void>;
  headingLevel?: 1 | 2;
};

/**
 * A poll as a voter sees it (issue 16): the question, the subtext, and the options (select), one to
 * five (rating) or a text box (input); one vote, then thanks. Plain React and CSS, so the public
 * site's poll block, the poll's own page and the stream page show the same card.
 */
export function PollVoteCard({ poll, open, voted, onVote, headingLevel = 2 }: Props) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [answer, setAnswer] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const options = poll.type === 'rating' ? ['1', '2', '3', '4', '5'].map((v) => ({ id: v, text: v })) : poll.options;
  const votedText = voted === null ? null : poll.type === 'input' ? voted : (options.find((o) => o.id === voted)?.text ?? voted);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ballot: VoteBallot = poll.type === 'input' ? { answer } : { optionId: choice };
    if (poll.type === 'input' ? answer.trim() === '' : choice === '') {
      setError(poll.type === 'input' ? voteMessages.answerRequired : voteMessages.optionRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onVote(ballot);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="ed-poll" aria-labelledby={`${id}-q`}>
      <Heading id={`${id}-q`}>{poll.question}</Heading>
      {poll.subtext && <p>{poll.subtext}</p>}
      {votedText !== null ? (
        <p className="ed-poll-status" role="status">
          {voteMessages.thanks} Your answer: {votedText}
        </p>
      ) : !open ? (
        <p role="status">{voteMessages.notActive}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          {poll.type === 'input' ? (
            <>
              <label htmlFor={`${id}-a`} style={{ display: 'block', marginBottom: 4 }}>
                Your answer
              </label>
              <textarea id={`${id}-a`} value={answer} maxLength={ANSWER_MAX_LENGTH} onChange={(e) => setAnswer(e.target.value)} />
            </>
          ) : (
            <fieldset>
              <legend>{poll.question}</legend>
              <ul className={`ed-poll-options${poll.type === 'rating' ? ' ed-poll-rating' : ''}`}>
                {options.map((o) => (
                  <li key={o.id}>
                    <label className="ed-poll-option">
                      <input type="radio" name={`${id}-choice`} value={o.id} checked={choice === o.id} onChange={() => setChoice(o.id)} />
                      <span>{poll.type === 'rating' ? `${o.text} of 5` : o.text}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {error && (
            <p className="ed-poll-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Vote'}
          </button>
        </form>
      )}
    </section>
  );
}
