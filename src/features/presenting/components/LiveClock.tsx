import { useEffect, useState } from 'react';

/** The time now, hh:mm:ss, ticking every second (spec 001 section 2.5). */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    <time aria-label="Clock" dateTime={now.toISOString()} style={{ fontVariantNumeric: 'tabular-nums', fontSize: 18 }}>
      {`${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`}
    </time>
  );
}
