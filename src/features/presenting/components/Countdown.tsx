import { useEffect, useRef, useState } from 'react';
import { formatCountdown, presentingMs } from '@domain/presenting/presenter-pool';

/**
 * The presenting countdown (spec 001 section 4.5): starts from the link's minutes, runs while
 * presenting is on and pauses while it is off.
 */
export function Countdown({ minutes, running }: { minutes: number; running: boolean }) {
  const [left, setLeft] = useState(() => presentingMs(minutes));
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (!running) return;
    last.current = Date.now();
    const timer = window.setInterval(() => {
      const now = Date.now();
      const passed = now - (last.current ?? now);
      last.current = now;
      setLeft((ms) => Math.max(0, ms - passed));
    }, 250);
    return () => window.clearInterval(timer);
  }, [running]);
  return (
    <span aria-label="Presenting time left" role="timer" style={{ fontVariantNumeric: 'tabular-nums', fontSize: 18, color: left === 0 ? '#cf1322' : undefined }}>
      {formatCountdown(left)}
    </span>
  );
}
