/**
 * A browser's votes (issues 16 and 25): the voter token of each event the server issued with its
 * first vote there, and what it voted in each poll, kept in the browser so that a voter who comes back sees their vote and a
 * signed-out voter stays the same voter. Storage may be unavailable (private modes): they then last
 * the visit. A vote carries the event's site pass, which a site that is not open asks for and
 * which makes a registered viewer's vote theirs.
 */
import { useSyncExternalStore } from 'react';
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

function keep(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

// Without storage a vote is remembered by the page only, for the visit.
const unstored = new Map<string, string>();
// Every copy of a poll on the page (the page's Poll block, the card under the player) learns of a vote cast in another at once.
const listeners = new Set<() => void>();

/** The option id or the answer this browser voted in the poll, or null. */
export const storedVote = (pollId: string): string | null => read(VOTED_KEY(pollId)) ?? unstored.get(pollId) ?? null;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // A vote cast in another tab of the same site reaches this one through the storage event.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** What this browser voted in the poll, kept current as the viewer votes in any copy of it. */
export function useStoredVote(pollId: string): string | null {
  return useSyncExternalStore(subscribe, () => storedVote(pollId));
}

export type Ballot = { optionId: string } | { answer: string };

/** Casts the vote; on success remembers it (and a newly issued voter token). */
export async function castVote(backend: Pick<SiteBackend, 'call'>, eventId: string, pollId: string, ballot: Ballot): Promise<void> {
  const held = read(VOTER_TOKEN_KEY(eventId));
  const pass = readSitePass(eventId);
  const { voterToken } = await backend.call('votePoll', { eventId, pollId, ...ballot, ...(held ? { voterToken: held } : {}), ...(pass ? { pass } : {}) });
  if (voterToken && voterToken !== held) keep(VOTER_TOKEN_KEY(eventId), voterToken);
  const vote = 'optionId' in ballot ? ballot.optionId : ballot.answer;
  if (!keep(VOTED_KEY(pollId), vote)) unstored.set(pollId, vote);
  for (const onChange of listeners) onChange();
}
