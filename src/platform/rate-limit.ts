/**
 * Fixed-window request counter per client key, in process memory. Each web process limits on its
 * own: with N processes behind a balancer a client gets at most N times the limit, which is what
 * this guard is for (stopping floods, not metering). See docs/decisions/004-rate-limits.md.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request for `key` at `now`; false when over the limit. */
  take(key: string, now: number): boolean {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      if (this.windows.size > 50_000) this.sweep(now);
      return true;
    }
    w.count++;
    return w.count <= this.limit;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
