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
  eventBusy: 'Too many new voters are joining this event’s polls right now.',
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
/**
 * New voter tokens one event may issue in ten minutes to voters with no account, registration or
 * pass, from all networks together: an attacker spread over many addresses (each under its own
 * limit) mints no more than this. A poll's audience votes within the first minute or so after it
 * opens, each a new voter on the event's first poll, so the ceiling must take a whole audience at
 * once: 20,000 is an anonymous audience of that size all voting in the same minute (400 venues'
 * full hourly allowance of VOTERS_PER_ADDRESS), and past it the next viewers wait at most ten
 * minutes or vote signed in or registered, which never counts here.
 */
export const VOTERS_PER_EVENT = { limit: 20_000, windowMs: 600_000 } as const;
/** Where a browser keeps its voter token of an event and the polls it voted in. */
export const VOTER_TOKEN_KEY = (eventId: string) => `eventdesk.pollVoter.${eventId}`;
export const VOTED_KEY = (pollId: string) => `eventdesk.pollVote.${pollId}`;
