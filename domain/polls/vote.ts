/**
 * Voting (issues 16 and 25): one vote per voter and poll, final once given (a second vote is
 * refused, as a show of hands is), only while the poll is active. A voter is what the site can
 * know of a person: the signed-in account, the registration their site pass holds, and, signed
 * out, a voter token of the event the server issues with the first vote and the browser keeps.
 * An address gets only so many new voter tokens per event, so throwing the token away does not
 * make unlimited voters.
 */
export const voteMessages = {
  notActive: 'This poll is not open for voting right now.',
  noOption: 'That answer is not one of this poll’s options.',
  alreadyVoted: 'You have already voted in this poll.',
  answerRequired: 'Please write an answer.',
  optionRequired: 'Please choose an answer.',
  tooFast: 'Too many votes come from your network right now; please try again in a moment.',
  tooManyVoters: 'Too many new voters have come from your network for this event.',
  registerToVote: 'Register for the event to vote in this poll.',
  signInToVote: 'Sign in to vote in this poll.',
  /** The poll editor's words for each choice of who may vote. */
  votersHelp: {
    anyone: 'Anyone the event’s site lets in votes once: signed in, registered, or by the voter token their browser keeps.',
    registered: 'Only viewers who registered on the event’s site vote, once per registration. The event must ask viewers to register (Event settings).',
    'signed-in': 'Only signed-in users vote, once per account. The event’s site has no sign-in: share the poll’s own link, where voters sign in.',
  },
  thanks: 'Thank you for voting!',
  closed: 'This poll is closed.',
} as const;

/** Votes one network address may send in a minute: a venue's attendees share one address, a flood does not get through. */
export const VOTES_PER_ADDRESS = { limit: 600, windowMs: 60_000 } as const;
/**
 * New voter tokens one network (an IPv4 address, an IPv6 /64) may get per event in an hour. A
 * venue's attendees share one address, so it is well above one person's needs; past it, voters
 * there vote signed in or registered, or later.
 */
export const VOTERS_PER_ADDRESS = { limit: 50, windowMs: 3_600_000 } as const;
/** Where a browser keeps its voter token of an event and the polls it voted in. */
export const VOTER_TOKEN_KEY = (eventId: string) => `eventdesk.pollVoter.${eventId}`;
export const VOTED_KEY = (pollId: string) => `eventdesk.pollVote.${pollId}`;
