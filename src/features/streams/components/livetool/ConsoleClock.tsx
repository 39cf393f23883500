import { Typography } from 'antd';
import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** The top bar's clock: hours, minutes and seconds of the operator's time. */
export function ConsoleClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }} aria-label="Clock">
      {`${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`}
    </Typography.Text>
  );
}
