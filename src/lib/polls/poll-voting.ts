/**
 * A browser's votes (issue 16): the voter token the server issued with its first vote, and what it
 * voted in each poll, kept in the browser so that a voter who comes back sees their vote and a
 * signed-out voter stays the same voter. Storage may be unavailable (private modes): they then last
 * the visit.
 */
import { VOTED_KEY, VOTER_TOKEN_KEY } from '@domain/polls/vote';
import type { SiteBackend } from '@/backend/port/site';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function keep(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the vote is remembered by the page only (the caller's state).
  }
}

/** The option id or the answer this browser voted in the poll, or null. */
export const storedVote = (pollId: string): string | null => read(VOTED_KEY(pollId));

export type Ballot = { optionId: string } | { answer: string };

/** Casts the vote; on success remembers it (and a newly issued voter token). */
export async function castVote(backend: Pick<SiteBackend, 'call'>, eventId: string, pollId: string, ballot: Ballot): Promise<void> {
  const held = read(VOTER_TOKEN_KEY);
  const { voterToken } = await backend.call('votePoll', { eventId, pollId, ...ballot, ...(held ? { voterToken: held } : {}) });
  if (voterToken && voterToken !== held) keep(VOTER_TOKEN_KEY, voterToken);
  keep(VOTED_KEY(pollId), 'optionId' in ballot ? ballot.optionId : ballot.answer);
}
