import { describe, expect, it } from 'vitest';
import { newComponent, PALETTE } from './component';
import { readComponents } from './component-reader';

const text = newComponent(PALETTE.find((entry) => entry.key === 'text')!, 't1');

describe('the site’s reading of a published page’s components', () => {
  it('keeps what the builder published as it is', () => {
    const prelive = { ...newComponent(PALETTE.find((entry) => entry.key === 'prelive-image')!, 'p1'), customStates: true };
    prelive.params.states = ['prelive'];
    expect(readComponents([text, prelive])).toEqual([text, prelive]);
  });

  it('leaves out what is not a component, an unknown type and an id seen before, and fills missing fields with the defaults', () => {
    const read = readComponents([null, 'x', { id: 'u', type: 'marquee' }, text, { ...text, content: 'again' }, { id: 'bare', type: 'hr', params: { states: ['live', 'nowhere'], margin: { top: 'ten' } } }]);
    expect(read.map((c) => c.id)).toEqual(['t1', 'bare']);
    expect(read[0].content).toBe(text.content);
    expect(read[1]).toMatchObject({ content: '', col: 24, customStates: false, params: { states: ['live'], margin: { top: 0, bottom: 0, left: 0, right: 0 }, height: 0 }, presenters: [], streamID: '' });
    expect(readComponents('not a list')).toEqual([]);
  });
});
