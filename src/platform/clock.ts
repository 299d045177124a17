/** Epoch milliseconds. Every game and platform function takes time as an `Instant` argument. */
export type Instant = number;

/** The one source of "now". Production reads the system clock; tests inject a settable one. */
export interface Clock {
  now(): Instant;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to: for tests and the time-travel of `runDueJobs`. */
export class ManualClock implements Clock {
  constructor(private at: Instant) {}
  now(): Instant {
    return this.at;
  }
  set(at: Instant): void {
    this.at = at;
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

/**
 * The database's clock, read through the process's: every process (web or worker, on any machine)
 * corrects its own clock by its measured offset to PostgreSQL's, so the engine deciding that an event
 * is due and graphile-worker picking its job (`run_at <= now()`) agree. The offset is measured from
 * the sample with the shortest round trip and refreshed every minute. docs/decisions/016.
 */
export class DatabaseClock implements Clock {
  private offset = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  constructor(private readonly readDbMs: () => Promise<number>) {}

  now(): Instant {
    return Date.now() + this.offset;
  }

  /** The last measured offset (database minus process), in ms. */
  get offsetMs(): number {
    return this.offset;
  }

  async sync(samples = 5): Promise<void> {
    let best: { rtt: number; offset: number } | null = null;
    for (let i = 0; i < samples; i++) {
      const t0 = performance.now();
      const w0 = Date.now();
      const db = await this.readDbMs();
      const rtt = performance.now() - t0;
      const offset = db - (w0 + rtt / 2);
      if (!best || rtt < best.rtt) best = { rtt, offset };
    }
    if (best) this.offset = Math.round(best.offset);
  }

  async start(refreshMs = 60_000): Promise<this> {
    await this.sync();
    this.timer = setInterval(() => void this.sync().catch(() => {}), refreshMs);
    this.timer.unref?.();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
