import { describe, expect, it } from 'vitest';
import { joinLink, meetingIdBlocksSubmit, normalizeMeetingId, zoomMessages, zoomProblem } from './zoom-meeting';

describe('Zoom meetings', () => {
  it('block Set meeting while the id is empty, and take digits only', () => {
    expect(meetingIdBlocksSubmit('')).toBe(true);
    expect(meetingIdBlocksSubmit(' - ')).toBe(true);
    expect(meetingIdBlocksSubmit('123456789')).toBe(false);
    expect(zoomProblem({ topic: 'T', meetingId: '12ab', password: '' })).toBe(zoomMessages.meetingIdRule);
    expect(zoomProblem({ topic: 'T', meetingId: '123456789', password: '' })).toBeNull();
    expect(zoomProblem({ topic: 'T', meetingId: '1234 5678 9012 34', password: '' })).toBe(zoomMessages.meetingIdRule);
  });

  it('take the id as invitations print it, grouped by spaces or dashes, as its digits', () => {
    for (const printed of ['123 4567 8901', '123-4567-8901', ' 123\u00a04567\u20138901 ']) {
      expect(meetingIdBlocksSubmit(printed), printed).toBe(false);
      expect(zoomProblem({ topic: 'T', meetingId: printed, password: '' }), printed).toBeNull();
      expect(normalizeMeetingId(printed), printed).toBe('12345678901');
    }
  });

  it('build the join link from the id and the optional password', () => {
    expect(joinLink('123456789', '')).toBe('https://zoom.us/j/123456789');
    expect(joinLink('123456789', 'a b&c')).toBe('https://zoom.us/j/123456789?pwd=a%20b%26c');
  });
});
