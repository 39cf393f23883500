import { Alert, Flex, Segmented, Statistic } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ANALYTICS_RANGES, dailySeries, DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '@domain/streams/view-analytics';
import { PageSpinner } from '@/ui/PageSpinner';
import { useViewDays } from '../api/use-view-days';
import { streamErrorMessage } from '../model/stream-errors';
import { formatWatchTime } from '../model/stream-row';

const AnalyticsChart = lazy(() => import('./AnalyticsChart'));

/** The Analytics tab (spec 001 section 2.4): views and watch seconds per day over 1M, 6M, 1Y or all time. */
export function AnalyticsTab({ eventId, streamId }: { eventId: string; streamId: string }) {
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  // The day the tab opened: the range's days stay the same while it is open.
  const [now] = useState(() => new Date());
  const days = useViewDays(eventId, streamId, range, now);
  const series = useMemo(() => (days.status === 'success' ? dailySeries(days.data, range, now) : []), [days.status, days.data, range, now]);
  const views = series.reduce((sum, d) => sum + d.views, 0);
  const seconds = series.reduce((sum, d) => sum + d.watchSeconds, 0);

  return (
    <Flex vertical gap={16}>
      <Segmented<AnalyticsRange> aria-label="Range" value={range} onChange={setRange} options={ANALYTICS_RANGES.map((r) => ({ value: r.key, label: r.key }))} />
      {days.status === 'pending' && <PageSpinner label="Loading analytics" />}
      {days.status === 'error' && <Alert type="error" showIcon role="alert" title={streamErrorMessage(days.error)} />}
      {days.status === 'success' && (
        <>
          <Flex gap={32} wrap>
            <Statistic title="Views" value={views} />
            <Statistic title="Watch time" value={formatWatchTime(seconds)} />
          </Flex>
          <figure aria-label={`Views and watch seconds per day: ${views} view${views === 1 ? '' : 's'}, ${formatWatchTime(seconds)} watched`} style={{ margin: 0 }}>
            <Suspense fallback={<PageSpinner label="Loading the chart" />}>
              <AnalyticsChart series={series} />
            </Suspense>
          </figure>
        </>
      )}
    </Flex>
  );
}
