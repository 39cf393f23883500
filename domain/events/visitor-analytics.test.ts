import { describe, expect, it } from 'vitest';
import { ONLINE_WINDOW_MS, participantActivity, participantStateAt, SESSION_IDLE_MS, visitCount } from './visitor-analytics';

const at = new Date('2026-11-29T09:00:00Z');
const ago = (ms: number) => new Date(at.getTime() - ms);

describe('visitCount', () => {
  it('makes a first sighting unique, and a new session exactly at 30 idle minutes', () => {
    expect(visitCount(undefined, at)).toEqual({ unique: true, session: true });
    expect(visitCount(ago(SESSION_IDLE_MS - 1), at)).toEqual({ unique: false, session: false });
    expect(visitCount(ago(SESSION_IDLE_MS), at)).toEqual({ unique: false, session: true });
    // A last sighting in the future (a clock that went back) is no idle time.
    expect(visitCount(new Date(at.getTime() + 60_000), at)).toEqual({ unique: false, session: false });
  });
});

describe('a participant seen', () => {
  it('is online with grown stats and score, and reads offline once unseen for the online window', () => {
    const seen = participantActivity({ visits: 2 }, { visits: 1, sessions: 1 }, at);
    expect(seen).toMatchObject({ stats: { visits: 3, sessions: 1 }, state: 'online', lastSeenAt: at, last_changed: at });
    expect(seen.engagement).toBe(9);
    expect(participantStateAt(seen, new Date(at.getTime() + ONLINE_WINDOW_MS - 1))).toBe('online');
    expect(participantStateAt(seen, new Date(at.getTime() + ONLINE_WINDOW_MS))).toBe('offline');
    expect(participantStateAt({ state: 'imported' }, at)).toBe('imported');
    expect(participantStateAt({}, at)).toBeNull();
  });
});
