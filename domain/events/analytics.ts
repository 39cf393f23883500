/**
 * The dashboard's analytics cards (spec 000 sections 2.10, 3 "Analytics record", 9 "Analytics
 * windows"): the time windows, the five cards, and for each card the one aggregate query (count
 * or sum) that gives its figure. The app, the server's tests and bench:dashboard all run these
 * same queries, so the figures never come from reading every record.
 */
import type { AggregateResult, AggregateSpec, QuerySpec, WhereClause } from '../documents/query';

export const ANALYTICS_WINDOWS = [
  { key: '1h', label: '1h', hours: 1 },
  { key: '4h', label: '4h', hours: 4 },
  { key: '8h', label: '8h', hours: 8 },
  { key: '24h', label: '24h', hours: 24 },
  { key: '7d', label: '7 days', hours: 168 },
  { key: 'all', label: 'All', hours: null },
] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number]['key'];
export const DEFAULT_ANALYTICS_WINDOW: AnalyticsWindow = '24h';

export const windowLabel = (window: AnalyticsWindow): string => ANALYTICS_WINDOWS.find((w) => w.key === window)!.label;

/** The record types the event site writes to `events/{eventId}/analytics`. */
export const ANALYTICS_TYPES = ['unique', 'session', 'visit', 'watchTime'] as const;
export type AnalyticsType = (typeof ANALYTICS_TYPES)[number];

export const ANALYTICS_COLLECTION = (eventId: string) => `events/${eventId}/analytics`;
/** Registered users are the event's participants. */
export const PARTICIPANTS_COLLECTION = (eventId: string) => `events/${eventId}/users`;

export const ANALYTICS_CARDS = [
  { key: 'registeredUsers', label: 'Registered Users' },
  { key: 'uniqueVisitors', label: 'Unique visitors' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'watchTime', label: 'Stream watch time' },
  { key: 'pageViews', label: 'Page views' },
] as const;
export type AnalyticsCard = (typeof ANALYTICS_CARDS)[number]['key'];

/** The field summed for watch time: seconds watched, on `watchTime` records. */
export const WATCH_TIME_FIELD = 'time';

/** Each card's figure: a count, or for watch time the seconds watched. */
export type AnalyticsFigures = Record<AnalyticsCard, number>;

export type AnalyticsRequest = { card: AnalyticsCard; query: QuerySpec; spec: AggregateSpec };

/** The earliest createdAt a window counts; null for All. */
export function windowStart(window: AnalyticsWindow, now: Date): Date | null {
  const { hours } = ANALYTICS_WINDOWS.find((w) => w.key === window)!;
  return hours === null ? null : new Date(now.getTime() - hours * 3_600_000);
}

const TYPE_OF_CARD: Record<Exclude<AnalyticsCard, 'registeredUsers'>, AnalyticsType> = {
  uniqueVisitors: 'unique',
  sessions: 'session',
  watchTime: 'watchTime',
  pageViews: 'visit',
};

/** The aggregate query of every card, for one window as seen at `now`. */
export function analyticsRequests(eventId: string, window: AnalyticsWindow, now: Date): AnalyticsRequest[] {
  const since = windowStart(window, now);
  const range: WhereClause[] = since ? [{ field: 'createdAt', op: '>=', value: since }] : [];
  return ANALYTICS_CARDS.map(({ key }): AnalyticsRequest => {
    if (key === 'registeredUsers') return { card: key, query: { path: PARTICIPANTS_COLLECTION(eventId), where: range }, spec: { count: true } };
    const query: QuerySpec = { path: ANALYTICS_COLLECTION(eventId), where: [{ field: 'type', op: '==', value: TYPE_OF_CARD[key] }, ...range] };
    // Counting alongside the sum costs nothing more (both come from one scan) and tells how many records the sum covers.
    return { card: key, query, spec: key === 'watchTime' ? { count: true, sum: [WATCH_TIME_FIELD] } : { count: true } };
  });
}

/** A card's figure from its aggregate's answer; a missing value counts as none. */
export function figureOf(request: AnalyticsRequest, result: AggregateResult): number {
  const value = request.spec.sum ? result.sum?.[WATCH_TIME_FIELD] : result.count;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

const plural = (n: number, unit: string) => `${n.toLocaleString('en-US')} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Watch time as hours and minutes ("2 hours 5 minutes", "1 hour", "45 minutes"), or "0 minutes"
 * when less than a minute was watched. Partial minutes are dropped, never rounded up.
 */
export function formatWatchTime(seconds: number): string {
  const minutesTotal = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds / 60) : 0;
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  if (hours === 0) return plural(minutes, 'minute');
  return minutes === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`;
}

/** A card's figure as the cards and the PDF show it. */
export function formatFigure(card: AnalyticsCard, value: number): string {
  return card === 'watchTime' ? formatWatchTime(value) : value.toLocaleString('en-US');
}

/** The PDF's file name: `analytics-{slug}-{window}.pdf`, with only file-name-safe characters. */
export function analyticsFileName(slug: string, window: AnalyticsWindow): string {
  const safe = slug.replace(/[^a-zA-Z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'event';
  return `analytics-${safe}-${window}.pdf`;
}
