import { describe, expect, it } from 'vitest';
import { joinLink, meetingIdBlocksSubmit, zoomMessages, zoomProblem } from './zoom-meeting';

describe('Zoom meetings', () => {
  it('block Set meeting while the id is empty or holds a hyphen, and take digits only', () => {
    expect(meetingIdBlocksSubmit('')).toBe(true);
    expect(meetingIdBlocksSubmit('123-456')).toBe(true);
    expect(meetingIdBlocksSubmit('123456789')).toBe(false);
    expect(zoomProblem({ topic: 'T', meetingId: '12ab', password: '' })).toBe(zoomMessages.meetingIdRule);
    expect(zoomProblem({ topic: 'T', meetingId: '123456789', password: '' })).toBeNull();
  });

  it('build the join link from the id and the optional password', () => {
    expect(joinLink('123456789', '')).toBe('https://zoom.us/j/123456789');
    expect(joinLink('123456789', 'a b&c')).toBe('https://zoom.us/j/123456789?pwd=a%20b%26c');
  });
});
