import { describe, expect, it } from 'vitest';
import { readableOn, textColorOn } from './contrast';

describe('the text colour on an event colour', () => {
  it('is white on dark colours and dark on light ones, whichever reads better', () => {
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(textColorOn('#0b57d0')).toBe('#ffffff');
    expect(textColorOn('#1677ff')).toBe('#000000');
    expect(textColorOn('#fff')).toBe('#000000');
    expect(textColorOn('not a colour')).toBe('#ffffff');
  });
});

describe('the link colour from an event colour', () => {
  it('keeps a colour that reads on the background and darkens or lightens one that does not, to 4.5:1', () => {
    expect(readableOn('#0b57d0', '#ffffff')).toBe('#0b57d0');
    const darker = readableOn('#1677ff', '#ffffff');
    expect(darker).not.toBe('#1677ff');
    expect(darker).toMatch(/^#[0-9a-f]{6}$/);
    expect(readableOn('#1677ff', '#000000')).toBe('#1677ff');
    expect(readableOn('#333333', '#111111')).not.toBe('#333333');
    expect(readableOn('red', '#ffffff')).toBe('red');
  });
});
