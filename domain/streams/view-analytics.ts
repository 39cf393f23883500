/**
 * A stream's analytics (spec 001 section 2.4): views (view tokens) and watch seconds (the rounded
 * sum of their time) per day over 1M, 6M, 1Y or ALL. The server keeps one document per stream and
 * day as tokens arrive, so a chart reads at most one document per day shown.
 */
export const ANALYTICS_RANGES = [
  { key: '1M', days: 31 },
  { key: '6M', days: 180 },
  { key: '1Y', days: 365 },
  { key: 'ALL', days: null },
] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]['key'];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '1M';

/** A view's day, in UTC: the id of its day document. */
export const dayKey = (at: Date): string => at.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;

/** The first day a range shows, as a day key; null for ALL. */
export function rangeStartDay(range: AnalyticsRange, now: Date): string | null {
  const { days } = ANALYTICS_RANGES.find((r) => r.key === range)!;
  return days === null ? null : dayKey(new Date(now.getTime() - (days - 1) * DAY_MS));
}

export type DayFigures = { day: string; views: number; watchSeconds: number };

/** Every day from the range's start (ALL: the first day with views) to today, missing days as zero. */
export function dailySeries(stored: readonly DayFigures[], range: AnalyticsRange, now: Date): DayFigures[] {
  const byDay = new Map(stored.map((d) => [d.day, d]));
  const first = rangeStartDay(range, now) ?? [...byDay.keys()].sort()[0] ?? dayKey(now);
  const series: DayFigures[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= now.getTime(); t += DAY_MS) {
    const day = dayKey(new Date(t));
    const found = byDay.get(day);
    series.push({ day, views: found?.views ?? 0, watchSeconds: Math.round(found?.watchSeconds ?? 0) });
  }
  return series;
}
