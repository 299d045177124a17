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
