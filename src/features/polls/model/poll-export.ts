import { POLL_TYPE_LABELS, type Poll } from '@domain/polls/poll';
import { chartRows, type PollTally } from '@domain/polls/poll-results';

/** A file name from the question: letters, digits and dashes. */
export function exportName(poll: Pick<Poll, 'question' | 'id'>, extension: string): string {
  const base = poll.question.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || poll.id;
  return `poll-${base}.${extension}`;
}

/** The results as CSV rows: votes per option (or per word), then, for an input poll, each answer. */
export function resultRows(poll: Poll, tally: PollTally, answers: readonly { answer: string; at: number }[] = []): { header: string[]; rows: (string | number)[][] } {
  const header = ['Question', 'Type', poll.type === 'input' ? 'Word' : 'Option', 'Votes', 'Answer', 'Answered at'];
  // Every word tallied, not only those a chart shows.
  const counts = poll.type === 'input' ? Object.entries(tally.words).sort((a, b) => b[1] - a[1]).map(([label, count]) => ({ label, count })) : chartRows(poll, tally);
  const counted = counts.map((r) => [poll.question, POLL_TYPE_LABELS[poll.type], r.label, r.count, '', '']);
  const total = [poll.question, POLL_TYPE_LABELS[poll.type], 'Total', tally.total, '', ''];
  const given = answers.map((a) => [poll.question, POLL_TYPE_LABELS[poll.type], '', '', a.answer, a.at ? new Date(a.at).toISOString() : '']);
  return { header, rows: [...counted, total, ...given] };
}
