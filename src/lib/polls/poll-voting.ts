/**
 * A browser's votes (issues 16 and 25): the voter token of each event the server issued with its
 * first vote there, and what it voted in each poll, kept in the browser so that a voter who comes back sees their vote and a
 * signed-out voter stays the same voter. Storage may be unavailable (private modes): they then last
 * the visit. A vote carries the event's site pass, which a site that is not open asks for and
 * which makes a registered viewer's vote theirs.
 */
import { VOTED_KEY, VOTER_TOKEN_KEY } from '@domain/polls/vote';
import type { SiteBackend } from '@/backend/port/site';
import { readSitePass } from '../site-pass';

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
  const held = read(VOTER_TOKEN_KEY(eventId));
  const pass = readSitePass(eventId);
  const { voterToken } = await backend.call('votePoll', { eventId, pollId, ...ballot, ...(held ? { voterToken: held } : {}), ...(pass ? { pass } : {}) });
  if (voterToken && voterToken !== held) keep(VOTER_TOKEN_KEY(eventId), voterToken);
  keep(VOTED_KEY(pollId), 'optionId' in ballot ? ballot.optionId : ballot.answer);
}
