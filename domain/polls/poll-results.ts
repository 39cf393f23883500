/**
 * A poll's tally: one document per poll that the server rewrites as votes arrive (counts per
 * option; for input polls, how often each word was used), so a chart reads one document whatever
 * the number of votes. The votes themselves are server-only documents, one per voter.
 */
import { pollLimits, WORD_CLOUD_FONT, type Poll } from './poll';

export const POLL_RESULTS = (eventId: string) => `events/${eventId}/pollResults`;
export const POLL_RESULT = (eventId: string, pollId: string) => `${POLL_RESULTS(eventId)}/${pollId}`;
export const POLL_VOTES = (eventId: string, pollId: string) => `events/${eventId}/polls/${pollId}/votes`;

/** Distinct words a tally keeps: past it, the least used word makes room (the cloud shows the most used). */
export const MAX_TALLIED_WORDS = 300;
/** Words of one answer that count (an answer is at most 200 characters). */
const MAX_WORDS_PER_ANSWER = 40;
const MAX_WORD_LENGTH = 40;

export type PollTally = { total: number; counts: Record<string, number>; words: Record<string, number> };

export const emptyTally = (): PollTally => ({ total: 0, counts: {}, words: {} });

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : {});
const countsOf = (v: unknown): Record<string, number> =>
  Object.fromEntries(Object.entries(record(v)).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isInteger(e[1]) && e[1] > 0));

export function readTally(data: Record<string, unknown> | null | undefined): PollTally {
  const total = data?.total;
  return { total: typeof total === 'number' && Number.isInteger(total) && total > 0 ? total : 0, counts: countsOf(data?.counts), words: countsOf(data?.words) };
}

/** An input poll's answer as it is stored: trimmed, inner whitespace collapsed. */
export const normalizeAnswer = (answer: string): string => answer.replace(/\s+/g, ' ').trim();

/** The words of an answer that a word cloud counts: letters and digits, lower case, at least two characters. */
export function wordsOf(answer: string): string[] {
  const words = answer.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return [...new Set(words.map((w) => w.replace(/['’-]+$/u, '').slice(0, MAX_WORD_LENGTH)).filter((w) => [...w].length >= 2))].slice(0, MAX_WORDS_PER_ANSWER);
}

/** One accepted vote: an option id, or an input poll's answer. */
export type TalliedVote = { optionId: string } | { answer: string };

/** The tally with these votes added; the word map stays within MAX_TALLIED_WORDS. */
export function addVotes(tally: PollTally, votes: readonly TalliedVote[]): PollTally {
  const counts = { ...tally.counts };
  const words = { ...tally.words };
  for (const vote of votes) {
    if ('optionId' in vote) {
      counts[vote.optionId] = (counts[vote.optionId] ?? 0) + 1;
      continue;
    }
    for (const word of wordsOf(vote.answer)) words[word] = (words[word] ?? 0) + 1;
  }
  const kept = Object.entries(words);
  const bounded = kept.length > MAX_TALLIED_WORDS ? Object.fromEntries(kept.sort((a, b) => b[1] - a[1]).slice(0, MAX_TALLIED_WORDS)) : words;
  return { total: tally.total + votes.length, counts, words: bounded };
}

/** What a chart draws: one row per option (in the poll's order), or per word for an input poll, most used first. */
export type ChartRow = { label: string; count: number };

/** Words a chart other than the cloud shows for an input poll. */
const CHART_WORDS = 12;
/** Words the cloud shows. */
const CLOUD_WORDS = 60;

export function chartRows(poll: Pick<Poll, 'type' | 'options' | 'chart'>, tally: PollTally): ChartRow[] {
  if (poll.type !== 'input') return poll.options.map((o) => ({ label: o.text, count: tally.counts[o.id] ?? 0 }));
  return Object.entries(tally.words)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, poll.chart === 'wordcloud' ? CLOUD_WORDS : CHART_WORDS)
    .map(([label, count]) => ({ label, count }));
}

/** A word's font size in the cloud (spec 001 section 9: 17 to 77 px), by its count between the least and most used. */
export function cloudFontSize(count: number, least: number, most: number): number {
  if (most <= least) return WORD_CLOUD_FONT.max;
  return Math.round(WORD_CLOUD_FONT.min + ((count - least) / (most - least)) * (WORD_CLOUD_FONT.max - WORD_CLOUD_FONT.min));
}

/** Shades of the poll's palette colour, one per chart row: the colour itself, then lighter. */
export function paletteShades(rgb: { r: number; g: number; b: number }, n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const mix = n <= 1 ? 0 : (i / n) * 0.7;
    const c = (v: number) => Math.round(v + (255 - v) * mix);
    return `rgb(${c(rgb.r)}, ${c(rgb.g)}, ${c(rgb.b)})`;
  });
}

export const answerTooLong = `An answer can be at most ${pollLimits.answerMaxLength} characters.`;
