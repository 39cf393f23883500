import { describe, expect, it } from 'vitest';
import { EMPTY_PARTICIPANT_STATS, engagementScore, statsOf, withActivity } from './participant-record';

describe('a participant’s engagement score', () => {
  it('is 0 for no activity and 100 when every kind is full', () => {
    expect(engagementScore(EMPTY_PARTICIPANT_STATS)).toBe(0);
    expect(engagementScore({ watchSeconds: 3600, visits: 5, sessions: 3, chatMessages: 5, pollVotes: 3, questions: 2 })).toBe(100);
  });

  it('stops counting a kind past its full amount, so a player left running is 40 at most', () => {
    expect(engagementScore({ ...EMPTY_PARTICIPANT_STATS, watchSeconds: 86_400 * 3 })).toBe(40);
    expect(engagementScore({ ...EMPTY_PARTICIPANT_STATS, watchSeconds: 1800 })).toBe(20);
  });

  it('reads missing, negative and non-numeric counters as 0', () => {
    expect(statsOf({ visits: -4, sessions: 'many', watchSeconds: Number.NaN })).toEqual(EMPTY_PARTICIPANT_STATS);
    expect(statsOf(undefined)).toEqual(EMPTY_PARTICIPANT_STATS);
  });

  it('adds activity to the stored counters and rescores, ignoring negative amounts', () => {
    const { stats, engagement } = withActivity({ visits: 1 }, { visits: 1, pollVotes: 3, questions: -2 });
    expect(stats).toEqual({ ...EMPTY_PARTICIPANT_STATS, visits: 2, pollVotes: 3 });
    expect(engagement).toBe(19);
  });
});
