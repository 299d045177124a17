/** A countdown to a server time, ticking every second (the server's time decides, not this clock). */
import { useEffect, useState } from 'react';

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const hms = [Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? `${d}d ${hms}` : hms;
}

export function Countdown({ to, onDone }: { to: string | number; onDone?: () => void }) {
  const target = typeof to === 'number' ? to : Date.parse(to);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => {
    if (now >= target) onDone?.();
  }, [now, target, onDone]);
  return (
    <time className="num" dateTime={new Date(target).toISOString()}>
      {formatDuration(target - now)}
    </time>
  );
}
