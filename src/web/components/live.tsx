/**
 * The leaves that show time passing: a countdown and a progress bar. Each listens to the tab's one
 * clock (lib/clock.ts) and re-renders alone when what it shows changes; the page around it does not.
 */
import type { ReactNode } from 'react';
import { useServerNow, useTick } from '../lib/clock.ts';
import { formatDuration } from './countdown.tsx';

/** Time left until `to` (epoch ms on the server's clock), as hh:mm:ss. */
export function LiveCountdown({
  to,
  skewMs,
  testId,
  className = 'num',
}: {
  to: number;
  skewMs: number;
  testId?: string;
  className?: string;
}) {
  const text = useTick(skewMs, (now) => formatDuration(to - now));
  return (
    <span className={className} data-testid={testId} data-live="">
      {text}
    </span>
  );
}

/** A text with the time left until `to` put in (`render(formatted)`), e.g. "ready in 00:01:23". */
export function LiveText({ to, skewMs, render }: { to: number; skewMs: number; render: (left: string) => string }) {
  const text = useTick(skewMs, (now) => render(formatDuration(to - now)));
  return <span data-live="">{text}</span>;
}

/** How far from `from` to `to` the server's clock is, as a progress bar (to a thousandth). */
export function LiveProgress({ from, to, skewMs, label }: { from: number; to: number; skewMs: number; label: string }) {
  const done = useTick(
    skewMs,
    (now) => Math.round(Math.min(1, Math.max(0, (now - from) / Math.max(1, to - from))) * 1000) / 1000,
  );
  return <progress max={1} value={done} aria-label={label} data-live="" />;
}

/** Renders `children` with the server's now, re-rendered each second alone (an open dialog over a page that does not tick). */
export function WithServerNow({ skewMs, children }: { skewMs: number; children: (now: number) => ReactNode }) {
  return children(useServerNow(skewMs));
}
