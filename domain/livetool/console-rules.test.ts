import { describe, expect, it } from 'vitest';
import { CHAPTER_DESCRIPTION_MAX, CHAPTER_TITLE_MAX, chapterMessages, checkChapter } from './chapter';
import { viewersOnAir } from './on-air';
import { DEFAULT_FOLLOW_IMAGE, DEFAULT_SLIDE_SIZE, slidesPerRow } from './slide-view';

describe('the console’s rules', () => {
  it('viewers are on air only once the operator went live, not on a VOD, not in a rehearsal', () => {
    expect(viewersOnAir({ streamLive: true, vod: false, rehearsal: false })).toBe(true);
    expect(viewersOnAir({ streamLive: false, vod: false, rehearsal: false })).toBe(false);
    expect(viewersOnAir({ streamLive: true, vod: true, rehearsal: false })).toBe(false);
    expect(viewersOnAir({ streamLive: true, vod: false, rehearsal: true })).toBe(false);
  });

  it('a chapter needs a title; both are trimmed and bounded in characters', () => {
    expect(checkChapter({ title: '  ' })).toEqual({ ok: false, error: chapterMessages.titleRequired });
    expect(checkChapter({ title: ' Q&A ', description: ' questions ' })).toEqual({ ok: true, title: 'Q&A', description: 'questions' });
    expect(checkChapter({ title: '😀'.repeat(CHAPTER_TITLE_MAX) }).ok).toBe(true);
    expect(checkChapter({ title: 'x'.repeat(CHAPTER_TITLE_MAX + 1) })).toEqual({ ok: false, error: chapterMessages.titleTooLong });
    expect(checkChapter({ title: 'x', description: 'y'.repeat(CHAPTER_DESCRIPTION_MAX + 1) })).toEqual({ ok: false, error: chapterMessages.descriptionTooLong });
  });

  it('the slide sizes of spec 001 section 9: 16.67 %, 20 % (default) and 33.33 % of the width; Follow image on by default', () => {
    expect([slidesPerRow('small'), slidesPerRow('medium'), slidesPerRow('large')]).toEqual([6, 5, 3]);
    expect([DEFAULT_SLIDE_SIZE, DEFAULT_FOLLOW_IMAGE]).toEqual(['medium', true]);
  });
});
