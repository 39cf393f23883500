import { describe, expect, it } from 'vitest';
import { textColorOn } from './contrast';

describe('the text colour on an event colour', () => {
  it('is white on dark colours and dark on light ones, whichever reads better', () => {
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(textColorOn('#0b57d0')).toBe('#ffffff');
    expect(textColorOn('#1677ff')).toBe('#000000');
    expect(textColorOn('#fff')).toBe('#000000');
    expect(textColorOn('not a colour')).toBe('#ffffff');
  });
});
