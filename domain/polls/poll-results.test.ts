import { describe, expect, it } from 'vitest';
import { readPoll, WORD_CLOUD_FONT } from './poll';
import { addVotes, chartRows, cloudFontSize, emptyTally, MAX_TALLIED_WORDS, readTally, wordsOf } from './poll-results';
import { EMPTY_CUE_LOG, pollAt, readCueLog, withCue, zoomAt } from '../livetool/stream-cues';

describe('a poll’s tally', () => {
  it('counts options and the words of answers, each word once per answer', () => {
    const tally = addVotes(emptyTally(), [{ optionId: 'a' }, { optionId: 'a' }, { answer: 'Great talk, GREAT demo!' }, { answer: 'great' }]);
    expect(tally).toEqual({ total: 4, counts: { a: 2 }, words: { great: 2, talk: 1, demo: 1 } });
    expect(wordsOf('<b>Ööh</b> x =SUM(A1) it’s')).toEqual(['ööh', 'sum', 'a1', 'it’s']);
  });

  it('keeps at most MAX_TALLIED_WORDS words, the most used', () => {
    const many = Array.from({ length: MAX_TALLIED_WORDS + 50 }, (_, i) => ({ answer: `word${i}` }));
    const tally = addVotes(addVotes(emptyTally(), [{ answer: 'popular' }, { answer: 'popular' }]), many);
    expect(Object.keys(tally.words)).toHaveLength(MAX_TALLIED_WORDS);
    expect(tally.words.popular).toBe(2);
    expect(tally.total).toBe(MAX_TALLIED_WORDS + 52);
  });

  it('reads a stored tally defensively and draws rows in the poll’s order, or the most used words', () => {
    expect(readTally({ total: -1, counts: { a: 2, b: 'x' }, words: null })).toEqual({ total: 0, counts: { a: 2 }, words: {} });
    const select = readPoll('p', { type: 'select', data: { b: { text: 'B', value: 1 }, a: { text: 'A', value: 0 } } });
    expect(chartRows(select, { total: 3, counts: { b: 3 }, words: {} })).toEqual([{ label: 'A', count: 0 }, { label: 'B', count: 3 }]);
    const input = readPoll('p', { type: 'input', chart: 'bar' });
    expect(chartRows(input, { total: 3, counts: {}, words: { b: 1, a: 1, c: 5 } })).toEqual([{ label: 'c', count: 5 }, { label: 'a', count: 1 }, { label: 'b', count: 1 }]);
  });

  it('sizes cloud words from 17 to 77 px', () => {
    expect(cloudFontSize(1, 1, 10)).toBe(WORD_CLOUD_FONT.min);
    expect(cloudFontSize(10, 1, 10)).toBe(WORD_CLOUD_FONT.max);
    expect(cloudFontSize(3, 3, 3)).toBe(WORD_CLOUD_FONT.max);
  });
});

describe('poll and Zoom cues on the stream’s cue log', () => {
  it('show the poll and the meeting of the last cues at or before a moment, apart from the slides', () => {
    const poll = { id: 'p', question: 'Q', subtext: '', type: 'select' as const, chart: 'bar' as const, options: [{ id: 'a', text: 'A' }] };
    let log = EMPTY_CUE_LOG;
    log = withCue(log, { kind: 'poll', poll }, 1000).log;
    log = withCue(log, { kind: 'zoom', zoom: { id: 'z', topic: 'T', joinLink: 'https://zoom.us/j/1' } }, 900).log;
    log = withCue(log, { kind: 'hide' }, 2000).log;
    log = withCue(log, { kind: 'poll-hide' }, 3000).log;
    const stored = readCueLog(JSON.parse(JSON.stringify({ ...log, recent: [...log.recent, { kind: 'poll', seq: 9, at: 1, poll: { id: 'x', type: 'bogus' } }] })));
    expect(stored.recent.map((c) => [c.seq, c.kind, c.at])).toEqual([[1, 'poll', 1000], [2, 'zoom', 1001], [3, 'hide', 2000], [4, 'poll-hide', 3000]]);
    expect([pollAt(stored, 999), zoomAt(stored, 999)]).toEqual([null, null]);
    expect(pollAt(stored, 2500)).toEqual(poll);
    expect(pollAt(stored, 3000)).toBeNull();
    expect(zoomAt(stored, 3000)).toEqual({ id: 'z', topic: 'T', joinLink: 'https://zoom.us/j/1' });
  });
});
