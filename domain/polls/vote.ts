/**
 * Voting (issue 16): one vote per voter and poll, final once given (a second vote is refused, as a
 * show of hands is), only while the poll is active. A voter is the signed-in account or, signed
 * out, a voter token the server issues with the first vote and the browser keeps.
 */
export const voteMessages = {
  notActive: 'This poll is not open for voting right now.',
  noOption: 'That answer is not one of this poll’s options.',
  alreadyVoted: 'You have already voted in this poll.',
  answerRequired: 'Please write an answer.',
  optionRequired: 'Please choose an answer.',
  tooFast: 'Too many votes come from your network right now; please try again in a moment.',
  thanks: 'Thank you for voting!',
  closed: 'This poll is closed.',
} as const;

/** Votes one network address may send in a minute: a venue's attendees share one address, a flood does not get through. */
export const VOTES_PER_ADDRESS = { limit: 600, windowMs: 60_000 } as const;
/** Where a browser keeps its voter token and the polls it voted in. */
export const VOTER_TOKEN_KEY = 'eventdesk.pollVoter';
export const VOTED_KEY = (pollId: string) => `eventdesk.pollVote.${pollId}`;
