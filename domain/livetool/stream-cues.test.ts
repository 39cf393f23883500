import { describe, expect, it } from 'vitest';
import { chapterAt, cueMoment, EMPTY_CUE_LOG, readCueLog, RECENT_CUES, showsAlike, slideAt, withCue, type CueContent, type CueLog } from './stream-cues';

const slide = (index: number): CueContent => ({ kind: 'slide', slide: { deckID: 'd', index, url: `u${index}`, aspectRatio: 1 } });
const chapter = (title: string): CueContent => ({ kind: 'chapter', chapter: { title, description: '' } });

function logOf(...entries: [CueContent, number][]): CueLog {
  return entries.reduce((log, [content, at]) => withCue(log, content, at).log, EMPTY_CUE_LOG);
}

describe('stream cues', () => {
  it('show the slide of the last slide or hide cue at or before the moment on screen, nothing before the first or after a hide', () => {
    const log = logOf([slide(0), 1000], [chapter('Intro'), 1500], [slide(1), 2000], [{ kind: 'hide' }, 3000]);
    expect(slideAt(log, 999)).toBeNull();
    expect(slideAt(log, 1000)?.index).toBe(0);
    expect(slideAt(log, 2999)?.index).toBe(1);
    expect(slideAt(log, 5000)).toBeNull();
    expect(chapterAt(log, 1499)).toBeNull();
    expect(chapterAt(log, 9000)?.title).toBe('Intro');
  });

  it('tell two moments apart only when a slide, chapter, poll or Zoom cue lies between them', () => {
    const log = logOf([slide(0), 1000], [{ kind: 'zoom-hide' }, 2000], [{ kind: 'poll-hide' }, 3000], [chapter('Q&A'), 4000]);
    expect(showsAlike(log, 1000, 1999)).toBe(true);
    expect(showsAlike(log, 1999, 2000)).toBe(false);
    expect(showsAlike(log, 2500, 3000)).toBe(false);
    expect(showsAlike(log, 3500, 4000)).toBe(false);
    expect(showsAlike(log, 999, 1000)).toBe(false);
    expect(showsAlike(log, null, 1000)).toBe(false);
    expect(showsAlike(null, 5, 6)).toBe(true);
  });

  it('number the cues in order, each at least a millisecond after the one before', () => {
    const log = logOf([slide(0), 100.4], [slide(1), 50]);
    expect(log.recent.map(({ seq, at }) => [seq, at])).toEqual([
      [1, 100],
      [2, 101],
    ]);
    expect(cueMoment(50, undefined)).toBe(50);
  });

  it('keep the most recent cues, and of older ones the last of each channel', () => {
    let log = logOf([chapter('Opening'), 1], [slide(0), 2]);
    for (let i = 1; i <= RECENT_CUES; i++) log = withCue(log, slide(i), 10 + i).log;
    expect(log.recent).toHaveLength(RECENT_CUES);
    expect(log.recent[0].seq).toBe(3);
    expect(log.earlier).toEqual({ chapter: { seq: 1, at: 1, ...chapter('Opening') }, slide: { seq: 2, at: 2, ...slide(0) } });
    expect(chapterAt(log, 1000)?.title).toBe('Opening');
    expect(slideAt(log, 10)?.index).toBe(0);
    // What is stored reads back the same.
    expect(readCueLog(JSON.parse(JSON.stringify(log)))).toEqual(log);
  });

  it('read what the document holds, leaving out what is not a cue or a kind it does not know', () => {
    expect(readCueLog(undefined)).toEqual(EMPTY_CUE_LOG);
    const stored = {
      seq: 4,
      recent: [{ seq: 3, at: 30, kind: 'poll', poll: { id: 'p' } }, { seq: 2, at: 20, kind: 'hide' }, { junk: true }, { seq: 1, at: 10, kind: 'slide', slide: { index: 0 } }, { seq: 4, at: 40, ...chapter('Q&A') }],
      earlier: { slide: { seq: 0, at: 1, kind: 'chapter', chapter: { title: 'x' } } },
    };
    expect(readCueLog(stored)).toEqual({ seq: 4, recent: [{ seq: 2, at: 20, kind: 'hide' }, { seq: 4, at: 40, ...chapter('Q&A') }], earlier: {}, onAir: false });
    expect(readCueLog({ onAir: true }).onAir).toBe(true);
  });
});
