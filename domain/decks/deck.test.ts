import { describe, expect, it } from 'vitest';
import { deckTitle, renumber, slidesFrom } from './deck';

describe('decks', () => {
  it('takes the slides of the chosen presentations in the order chosen', () => {
    const slides = slidesFrom([
      { id: 'b', name: 'B.pdf', slides: [{ url: 'b1', notes: '' }] },
      { id: 'a', name: 'A.pptx', slides: [{ url: 'a1', notes: 'one' }, { url: 'a2', notes: 'two' }] },
    ]);
    expect(slides.map((s) => [s.index, s.url, s.notes, s.presentation, s.presentationTitle])).toEqual([
      [0, 'b1', '', 'b', 'B.pdf'],
      [1, 'a1', 'one', 'a', 'A.pptx'],
      [2, 'a2', 'two', 'a', 'A.pptx'],
    ]);
    expect(slides[0].aspectRatio).toBeCloseTo(16 / 9);
    expect(renumber([slides[2], slides[0]]).map((s) => [s.index, s.url])).toEqual([[0, 'a2'], [1, 'b1']]);
  });

  it('gives a blank title a 5-character random prefix and the first file name', () => {
    expect(deckTitle('  Board meeting ', 'x.pdf')).toBe('Board meeting');
    expect(deckTitle('   ', 'Quarterly.pptx', () => 0)).toBe('aaaaa-Quarterly.pptx');
    expect(deckTitle('', 'Q.pdf')).toMatch(/^[a-z0-9]{5}-Q\.pdf$/);
  });
});
