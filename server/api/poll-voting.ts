/**
 * votePoll (issue 16): the one way a vote is cast, by anyone holding the poll's link, signed in or
 * not. What the browser could lie about the server decides: who the voter is (poll-voters.ts),
 * whether the poll is open, whether the option is the poll's, the answer's length and form, and
 * the rate. A network address has a window of votes (a venue's attendees share one address; a
 * flood from one gets refused before it costs a database read), then the vote joins its poll's
 * next batch (poll-vote-batcher.ts).
 */
import { pollLimits } from '@domain/polls/poll';
import { answerTooLong, normalizeAnswer, type TalliedVote } from '@domain/polls/poll-results';
import { voteMessages, VOTES_PER_ADDRESS } from '@domain/polls/vote';
import { HttpError, invalidArgument, notFound, tooManyRequests } from '../http/errors';
import { createSlidingWindow, takeAll, type SlidingWindow } from '../limits/sliding-window';
import type { ApiContext, ApiHandler } from './handler-types';
import { createVoteBatcher, type VoteBatcher } from './poll-vote-batcher';
import { loadVoterSecret, voterOf } from './poll-voters';
import { isDocId } from './resource-roles';
import { POLLS, pollMessages } from '@domain/polls/poll';

export type VotePollOptions = { byAddress?: SlidingWindow; batcher?: VoteBatcher };

function voteOf(optionId: string | undefined, answer: string | undefined): TalliedVote {
  if (optionId !== undefined && answer !== undefined) throw invalidArgument('A vote is an option or an answer, not both.');
  if (answer !== undefined) {
    const text = normalizeAnswer(answer);
    if (text === '') throw invalidArgument(voteMessages.answerRequired);
    if ([...text].length > pollLimits.answerMaxLength) throw invalidArgument(answerTooLong);
    return { answer: text };
  }
  if (optionId === undefined) throw invalidArgument(voteMessages.optionRequired);
  return { optionId };
}

/** A handler with its own limit and batcher; `votePoll` is the one the server uses. */
export function createVotePoll({ byAddress = createSlidingWindow(VOTES_PER_ADDRESS), batcher = createVoteBatcher() }: VotePollOptions = {}): ApiHandler<'votePoll'> {
  let secret: Promise<string> | null = null;
  const voterSecret = (ctx: ApiContext) => {
    secret ??= loadVoterSecret(ctx.services.docs).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };

  return {
    access: 'public',
    async run({ eventId, pollId, optionId, answer, voterToken }, ctx) {
      if (!isDocId('events', eventId) || !isDocId(POLLS(eventId), pollId)) throw notFound(pollMessages.noPoll);
      const vote = voteOf(optionId, answer);
      if (!ctx.auth && !ctx.clientAddress) throw new HttpError(500, 'internal', 'The server could not tell who is voting.');
      const taken = takeAll([{ window: byAddress, key: ctx.clientAddress || 'unknown' }]);
      if (!taken.ok) throw tooManyRequests('resource-exhausted', voteMessages.tooFast, taken.retryAfterMs);
      const voter = voterOf(ctx.auth, voterToken, await voterSecret(ctx));
      await batcher.submit(ctx.services.docs, eventId, pollId, { voterKey: voter.key, vote });
      return { voterToken: voter.token };
    },
  };
}

export const votePoll = createVotePoll();
