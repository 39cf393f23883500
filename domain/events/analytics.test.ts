import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_CARDS,
  ANALYTICS_WINDOWS,
  analyticsFileName,
  analyticsRequests,
  figureOf,
  formatFigure,
  formatWatchTime,
  windowLabel,
  windowStart,
} from './analytics';

const now = new Date('2026-06-12T18:30:00Z');

describe('analytics windows', () => {
  it('are 1, 4, 8, 24 and 168 hours, and All (spec 000 section 9)', () => {
    expect(ANALYTICS_WINDOWS.map((w) => [w.label, w.hours])).toEqual([
      ['1h', 1],
      ['4h', 4],
      ['8h', 8],
      ['24h', 24],
      ['7 days', 168],
      ['All', null],
    ]);
    expect(windowLabel('7d')).toBe('7 days');
  });

  it('start that many hours before now; All has no start', () => {
    expect(windowStart('1h', now)).toEqual(new Date('2026-06-12T17:30:00Z'));
    expect(windowStart('7d', now)).toEqual(new Date('2026-06-05T18:30:00Z'));
    expect(windowStart('all', now)).toBeNull();
  });
});

describe('analytics requests', () => {
  it('ask one aggregate per card, in the cards’ order', () => {
    expect(ANALYTICS_CARDS.map((c) => c.label)).toEqual(['Registered Users', 'Unique visitors', 'Sessions', 'Stream watch time', 'Page views']);
    expect(analyticsRequests('e1', '24h', now).map((r) => r.card)).toEqual(ANALYTICS_CARDS.map((c) => c.key));
  });

  it('count participants and typed records created since the window start', () => {
    const since = new Date('2026-06-11T18:30:00Z');
    const [users, unique, sessions, watch, visits] = analyticsRequests('e1', '24h', now);
    expect(users).toEqual({ card: 'registeredUsers', query: { path: 'events/e1/users', where: [{ field: 'createdAt', op: '>=', value: since }] }, spec: { count: true } });
    const typed = (type: string) => [
      { field: 'type', op: '==', value: type },
      { field: 'createdAt', op: '>=', value: since },
    ];
    expect(unique.query).toEqual({ path: 'events/e1/analytics', where: typed('unique') });
    expect(sessions.query.where).toEqual(typed('session'));
    expect(visits.query.where).toEqual(typed('visit'));
    expect(watch.query.where).toEqual(typed('watchTime'));
    expect(watch.spec).toEqual({ count: true, sum: ['time'] });
    expect([unique, sessions, visits].map((r) => r.spec)).toEqual([{ count: true }, { count: true }, { count: true }]);
  });

  it('filter on nothing but the type for All', () => {
    const requests = analyticsRequests('e1', 'all', now);
    expect(requests[0].query.where).toEqual([]);
    expect(requests.slice(1).map((r) => r.query.where)).toEqual([
      [{ field: 'type', op: '==', value: 'unique' }],
      [{ field: 'type', op: '==', value: 'session' }],
      [{ field: 'type', op: '==', value: 'watchTime' }],
      [{ field: 'type', op: '==', value: 'visit' }],
    ]);
  });

  it('read each figure from its answer: a count, or the watch time sum; nothing is 0', () => {
    const [users, , , watch] = analyticsRequests('e1', 'all', now);
    expect(figureOf(users, { count: 12 })).toBe(12);
    expect(figureOf(watch, { count: 3, sum: { time: 5400 } })).toBe(5400);
    expect(figureOf(watch, { count: 0 })).toBe(0);
    expect(figureOf(users, {})).toBe(0);
  });
});

describe('formatWatchTime', () => {
  it('says "0 minutes" for nothing, less than a minute, or a bad value', () => {
    expect(formatWatchTime(0)).toBe('0 minutes');
    expect(formatWatchTime(59)).toBe('0 minutes');
    expect(formatWatchTime(-30)).toBe('0 minutes');
    expect(formatWatchTime(Number.NaN)).toBe('0 minutes');
  });

  it('shows minutes below an hour, dropping partial minutes', () => {
    expect(formatWatchTime(60)).toBe('1 minute');
    expect(formatWatchTime(119)).toBe('1 minute');
    expect(formatWatchTime(59 * 60 + 59)).toBe('59 minutes');
  });

  it('shows hours and minutes from an hour on', () => {
    expect(formatWatchTime(3600)).toBe('1 hour');
    expect(formatWatchTime(3660)).toBe('1 hour 1 minute');
    expect(formatWatchTime(2 * 3600 + 5 * 60 + 30)).toBe('2 hours 5 minutes');
  });

  it('groups the digits of large values', () => {
    expect(formatWatchTime(12_345 * 3600 + 7 * 60)).toBe('12,345 hours 7 minutes');
  });
});

describe('formatFigure and analyticsFileName', () => {
  it('groups counts and formats watch time', () => {
    expect(formatFigure('pageViews', 1_234_567)).toBe('1,234,567');
    expect(formatFigure('watchTime', 7200)).toBe('2 hours');
  });

  it('names the file by slug and window, with only safe characters', () => {
    expect(analyticsFileName('spring-summit', '7d')).toBe('analytics-spring-summit-7d.pdf');
    expect(analyticsFileName('../é vent', 'all')).toBe('analytics-vent-all.pdf');
    expect(analyticsFileName('', '1h')).toBe('analytics-event-1h.pdf');
  });
});
