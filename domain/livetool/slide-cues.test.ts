import { describe, expect, it } from 'vitest';
import { cueMoment, readSlideSync, RECENT_CUES, slideAt, withCue, type SlideCue } from './slide-cues';

const slide = (seq: number, at: number, index: number): SlideCue => ({ seq, at, kind: 'slide', slide: { deckID: 'd', index, url: `u${index}`, aspectRatio: 1 } });

describe('slide cues', () => {
  it('show the slide of the last cue at or before the moment on screen, nothing before the first or after a hide', () => {
    const cues: SlideCue[] = [slide(1, 1000, 0), slide(2, 2000, 1), { seq: 3, at: 3000, kind: 'hide' }];
    expect(slideAt(cues, 999)).toBeNull();
    expect(slideAt(cues, 1000)?.index).toBe(0);
    expect(slideAt(cues, 2999)?.index).toBe(1);
    expect(slideAt(cues, 5000)).toBeNull();
  });

  it('cannot tell a moment before the oldest kept cue once older ones were dropped', () => {
    expect(slideAt([slide(7, 1000, 3)], 500)).toBeUndefined();
    expect(slideAt([slide(7, 1000, 3)], 1500)?.index).toBe(3);
  });

  it('keep the most recent cues in order, each after the one before', () => {
    let recent: SlideCue[] = [];
    for (let seq = 1; seq <= RECENT_CUES + 3; seq++) recent = withCue(recent, slide(seq, seq * 10, seq));
    expect(recent.map((c) => c.seq)).toEqual(Array.from({ length: RECENT_CUES }, (_, i) => i + 4));
    expect(cueMoment(100.4, undefined)).toBe(100);
    expect(cueMoment(50, slide(1, 100, 0))).toBe(101);
    expect(readSlideSync({ seq: 2, recent: [slide(2, 20, 1), { seq: 1, at: 10, kind: 'hide' }, { junk: true }] })).toEqual({ seq: 2, recent: [{ seq: 1, at: 10, kind: 'hide' }, slide(2, 20, 1)] });
  });
});
