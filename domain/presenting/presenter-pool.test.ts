import { describe, expect, it } from 'vitest';
import { linkExpired } from './presenter-link';
import { decodeInclude, encodeInclude, formatCountdown, readPresenting, withMember } from './presenter-pool';

describe('presenting rules', () => {
  it('reads the include parameter as base64 of control, notes and chat; a broken one includes nothing', () => {
    expect(encodeInclude({ control: true, notes: false, chat: true })).toBe(btoa('control,chat'));
    expect(decodeInclude(btoa('control,notes,chat'))).toEqual({ control: true, notes: true, chat: true });
    expect(decodeInclude(btoa('notes'))).toEqual({ control: false, notes: true, chat: false });
    expect(decodeInclude('%%%')).toEqual({ control: false, notes: false, chat: false });
    expect(decodeInclude(null)).toEqual({ control: false, notes: false, chat: false });
  });

  it('shows the countdown as hh:mm:ss, without the hours when they are zero', () => {
    expect(formatCountdown(30 * 60 * 1000)).toBe('30:00');
    expect(formatCountdown(90 * 60 * 1000 + 5000)).toBe('01:30:05');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('keeps one pool entry per presenter; "unnamed" control is nobody', () => {
    expect(withMember([{ id: 'a', name: 'Ann' }], { id: 'a', name: 'Ann B' })).toEqual([{ id: 'a', name: 'Ann B' }]);
    expect(readPresenting({ presenterPool: [{ id: 'a', name: 'Ann' }, { junk: 1 }], presenterControl: 'unnamed' })).toEqual({ pool: [{ id: 'a', name: 'Ann' }], control: null, seat: null });
  });

  it('expires a link at its date; 0 never; anything else counts as expired', () => {
    expect(linkExpired(0, Date.now())).toBe(false);
    expect(linkExpired(new Date(1000), 999)).toBe(false);
    expect(linkExpired(new Date(1000), 1000)).toBe(true);
    expect(linkExpired('tomorrow', 0)).toBe(true);
  });
});
