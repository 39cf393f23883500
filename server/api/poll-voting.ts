/**
 * votePoll (issues 16 and 25): the one way a vote is cast. What the browser could lie about the
 * server decides: whether the event's site lets the voter in (site-gate.ts), whether the poll is
 * open and who it lets vote (anyone, registered viewers, signed-in users), who the voter is
 * (poll-voters.ts), whether the option is the poll's, the answer's length and form, and the rate.
 * A network has a window of votes (a venue's attendees share one address; a flood from one gets
 * refused before the vote's batch), counted where the services count (`ctx.services.limits`: on
 * Firebase in documents every instance shares, split into shards as its full rate is ten a second),
 * a limit of new voters per network and event (poll-voter-issues.ts) and a ceiling of new voters per
 * event from every network together (VOTERS_PER_EVENT, where the services count, so it holds on
 * Firebase), then the vote joins its poll's next
 * batch (poll-vote-batcher.ts), which checks the poll's state and setting and charges a new
 * voter's network in a count every instance shares.
 */
import { POLLS, pollLimits, pollMessages } from '@domain/polls/poll';
import { answerTooLong, normalizeAnswer, type TalliedVote } from '@domain/polls/poll-results';
import { voteMessages, VOTERS_PER_ADDRESS, VOTERS_PER_EVENT, VOTES_PER_ADDRESS } from '@domain/polls/vote';
import { HttpError, invalidArgument, notFound, tooManyRequests } from '../http/errors';
import { networkOf } from '../limits/network-of';
import type { WindowSpec } from '../limits/limit-counter';
import { createSlidingWindow, takeAll, type SlidingWindow } from '../limits/sliding-window';
import type { ApiContext, ApiHandler } from './handler-types';
import { createVoteBatcher, type VoteBatcher } from './poll-vote-batcher';
import { voterIssuePath } from './poll-voter-issues';
import { loadVoterSecret, voterOf } from './poll-voters';
import { countParticipantActivity } from './participant-activity';
import { isDocId } from './resource-roles';
import { siteViewerOf } from './site-gate';

/**
 * `newVoters`: this process's window in front of the network's stored count (the batcher's), which
 * decides; the window only refuses a flood of new voters before it costs the batch a read.
 */
export type VotePollOptions = {
  votesByNetwork?: Omit<WindowSpec, 'name'>;
  newVoters?: SlidingWindow;
  votersPerEvent?: Omit<WindowSpec, 'name'>;
  batcher?: VoteBatcher;
};

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

/** A handler with its own limits and batcher; `votePoll` is the one the server uses. */
export function createVotePoll({
  votesByNetwork = VOTES_PER_ADDRESS,
  newVoters = createSlidingWindow(VOTERS_PER_ADDRESS),
  votersPerEvent = VOTERS_PER_EVENT,
  batcher = createVoteBatcher(),
}: VotePollOptions = {}): ApiHandler<'votePoll'> {
  const byNetwork: WindowSpec = { name: 'poll-votes-network', ...votesByNetwork };
  const newByEvent: WindowSpec = { name: 'poll-new-voters-event', ...votersPerEvent };
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
    async run({ eventId, pollId, optionId, answer, voterToken, pass }, ctx) {
      const { docs } = ctx.services;
      if (!isDocId('events', eventId) || !isDocId(POLLS(eventId), pollId)) throw notFound(pollMessages.noPoll);
      const vote = voteOf(optionId, answer);
      if (!ctx.auth && !ctx.clientAddress) throw new HttpError(500, 'internal', 'The server could not tell who is voting.');
      const network = networkOf(ctx.clientAddress || 'unknown');
      const taken = await ctx.services.limits.takeAll([{ window: byNetwork, key: network }]);
      if (!taken.ok) throw tooManyRequests('resource-exhausted', voteMessages.tooFast, taken.retryAfterMs);

      // The event and its site's gate are checked in the batch, against one read of the event for all its votes.
      const site = await siteViewerOf(ctx, eventId, pass);
      const registration = site.participantId;
      const secretValue = await voterSecret(ctx);
      const voter = voterOf(ctx.auth, registration, voterToken, eventId, secretValue);
      const issue = voter.isNew ? takeAll([{ window: newVoters, key: `${eventId}:${network}` }]) : null;
      if (issue && !issue.ok) throw tooManyRequests('resource-exhausted', voteMessages.tooManyVoters, issue.retryAfterMs);
      // Only voters with nothing but an address count against the event's ceiling, so a flood of
      // them is shed while accounts and registrations (never new voters) and pass holders (whom
      // the site's password let in, at its own limit) still vote.
      const shared = voter.isNew && !site.pass ? await ctx.services.limits.takeAll([{ window: newByEvent, key: eventId }]) : null;
      if (shared && !shared.ok) {
        if (issue?.ok) issue.refund();
        throw tooManyRequests('resource-exhausted', voteMessages.eventBusy, shared.retryAfterMs);
      }
      const pending = { keys: voter.keys, vote, signedIn: ctx.auth !== null, registered: registration !== null, site };
      await batcher.submit(docs, eventId, pollId, { ...pending, issue: voter.isNew ? voterIssuePath(secretValue, eventId, network) : null }).catch(async (error: unknown) => {
        // A vote that did not count made no voter.
        if (issue?.ok) issue.refund();
        if (shared?.ok) await shared.refund().catch(() => undefined);
        throw error;
      });
      // After the vote stands, apart from its batch: a failure here must not answer a counted vote as refused.
      await countParticipantActivity(docs, eventId, registration, { pollVotes: 1 }).catch(() => undefined);
      return { voterToken: voter.token };
    },
  };
}

export const votePoll = createVotePoll();
