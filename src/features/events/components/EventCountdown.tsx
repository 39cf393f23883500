import { Flex, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { countdownTo } from '../model/countdown';
import { dashboardMessages } from '../model/dashboard';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** "Event starts in", ticking every second (spec 000 section 2.9). */
export function EventCountdown({ date }: { date: Date | null }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const countdown = countdownTo(date, now);

  return (
    <section aria-labelledby="event-countdown-heading">
      <Typography.Title level={2} id="event-countdown-heading" style={{ fontSize: 16 }}>
        {dashboardMessages.countdownHeading}
      </Typography.Title>
      {countdown.kind === 'no-date' && <Typography.Text>{dashboardMessages.noDate}</Typography.Text>}
      {countdown.kind === 'started' && <Typography.Text strong>{dashboardMessages.started}</Typography.Text>}
      {countdown.kind === 'upcoming' && (
        // A timer is not announced as it ticks (every second would drown a screen reader); it is read on demand.
        <Flex gap={24} wrap role="timer">
          {UNITS.map(([unit, label]) => (
            <Statistic key={unit} title={label} value={countdown[unit]} />
          ))}
        </Flex>
      )}
    </section>
  );
}
