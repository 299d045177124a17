/**
 * One clock for the whole tab: a single one-second tick that only the components showing time
 * passing subscribe to (countdowns, resource amounts, progress bars). A component asks for a value
 * computed from the server's "now" (`useTick`) and re-renders only when that value changes: a page
 * at rest re-renders nothing but its ticking leaves, and a leaf whose text stays the same not even
 * that (decision 043).
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
/** this clock's time at the last tick: every value computed between two ticks sees the same time */
let tickAt = Date.now();

/** The time of the last tick (a fresh one when the clock stood still: nobody listened for a while). */
function tickTime(): number {
  const now = Date.now();
  if (now - tickAt >= 1000) tickAt = now;
  return tickAt;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    tickAt = Date.now();
    for (const l of listeners) l();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** How many components listen to the clock now (for tests). */
export const clockListeners = () => listeners.size;

/**
 * `compute(serverNow)` now and at every tick; the caller re-renders only when the result differs
 * from the last (by `equal`, Object.is unless given). `skewMs` is the server's time minus this clock's.
 */
export function useTick<T>(skewMs: number, compute: (now: number) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ value: T } | null>(null);
  const fns = useRef({ compute, equal });
  fns.current = { compute, equal };
  const getSnapshot = useCallback(() => {
    const next = fns.current.compute(tickTime() + skewMs);
    if (last.current && fns.current.equal(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  }, [skewMs]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The server's "now", ticking every second: for the leaves that show it (a countdown, a live amount). */
export function useServerNow(skewMs: number): number {
  return useTick(skewMs, (now) => now);
}

/** Same JSON: for small computed records (a start check, a list of what is running). */
export const sameJson = <T>(a: T, b: T) => a === b || JSON.stringify(a) === JSON.stringify(b);
