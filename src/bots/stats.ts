/**
 * What a bot run measured: every call's outcome and latency, per operation. Outcomes: ok, refused
 * (a domain refusal with its code: normal play), rate-limited (HTTP 429, counted per attempt),
 * 5xx (the server failed), network (no answer at all).
 */
export type OutcomeKind = 'ok' | 'refused' | 'rateLimited' | 'serverError' | 'network';

export interface OperationStats {
  count: number;
  ok: number;
  refused: number;
  rateLimited: number;
  serverError: number;
  network: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** refusal codes and how often */
  refusals: Record<string, number>;
}

export interface RunStats {
  bots: number;
  seed: number;
  durationMs: number;
  /** calls answered (any outcome but rate-limited retries count once each attempt) */
  calls: number;
  /** game actions attempted (mutations and reads the policy chose), per second of the run */
  actionsPerSecond: number;
  callsPerSecond: number;
  outcomes: Record<OutcomeKind, number>;
  p50Ms: number;
  p99Ms: number;
  operations: Record<string, OperationStats>;
  /** the first few unexpected failures (5xx, network), for the reader */
  failures: { op: string; kind: OutcomeKind; message: string; at: number }[];
  /** how often the policy picked each kind of action (policy.ts WEIGHTS) */
  picked: Record<string, number>;
  /** the push sockets the bots kept: opened, and what they heard by kind (error:… for a failed subscription) */
  pushes: { sockets: number; heard: number; byKind: Record<string, number> };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

export class StatsRecorder {
  private readonly ops = new Map<
    string,
    { latencies: number[]; outcomes: Record<OutcomeKind, number>; refusals: Record<string, number> }
  >();
  private readonly failures: RunStats['failures'] = [];
  actions = 0;
  private readonly picks: Record<string, number> = {};
  private sockets = 0;
  private readonly pushKinds: Record<string, number> = {};

  /** The policy chose an action of this kind. */
  picked(kind: string): void {
    this.picks[kind] = (this.picks[kind] ?? 0) + 1;
  }

  socketOpened(): void {
    this.sockets++;
  }

  pushHeard(kind: string): void {
    this.pushKinds[kind] = (this.pushKinds[kind] ?? 0) + 1;
  }

  record(op: string, kind: OutcomeKind, latencyMs: number, detail?: string): void {
    let o = this.ops.get(op);
    if (!o) {
      o = { latencies: [], outcomes: { ok: 0, refused: 0, rateLimited: 0, serverError: 0, network: 0 }, refusals: {} };
      this.ops.set(op, o);
    }
    o.outcomes[kind]++;
    o.latencies.push(latencyMs);
    if (kind === 'refused' && detail) o.refusals[detail] = (o.refusals[detail] ?? 0) + 1;
    if ((kind === 'serverError' || kind === 'network') && this.failures.length < 20)
      this.failures.push({ op, kind, message: detail ?? '', at: Date.now() });
  }

  summary(meta: { bots: number; seed: number; durationMs: number }): RunStats {
    const outcomes: Record<OutcomeKind, number> = { ok: 0, refused: 0, rateLimited: 0, serverError: 0, network: 0 };
    const all: number[] = [];
    const operations: Record<string, OperationStats> = {};
    for (const [op, o] of [...this.ops.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...o.latencies].sort((a, b) => a - b);
      all.push(...sorted);
      for (const k of Object.keys(outcomes) as OutcomeKind[]) outcomes[k] += o.outcomes[k];
      operations[op] = {
        count: sorted.length,
        ...o.outcomes,
        p50Ms: Math.round(quantile(sorted, 0.5)),
        p99Ms: Math.round(quantile(sorted, 0.99)),
        maxMs: Math.round(sorted.at(-1) ?? 0),
        refusals: o.refusals,
      };
    }
    all.sort((a, b) => a - b);
    const seconds = Math.max(0.001, meta.durationMs / 1000);
    return {
      ...meta,
      calls: all.length,
      actionsPerSecond: Math.round((this.actions / seconds) * 100) / 100,
      callsPerSecond: Math.round((all.length / seconds) * 100) / 100,
      outcomes,
      p50Ms: Math.round(quantile(all, 0.5)),
      p99Ms: Math.round(quantile(all, 0.99)),
      operations,
      failures: this.failures,
      picked: Object.fromEntries(Object.entries(this.picks).sort(([a], [b]) => a.localeCompare(b))),
      pushes: {
        sockets: this.sockets,
        heard: Object.entries(this.pushKinds).reduce((n, [k, v]) => n + (k.startsWith('error:') ? 0 : v), 0),
        byKind: { ...this.pushKinds },
      },
    };
  }
}

/** A few lines for a terminal. */
export function formatStats(s: RunStats): string {
  const lines = [
    `${s.bots} bots, seed ${s.seed}, ${(s.durationMs / 1000).toFixed(1)} s: ${s.actionsPerSecond} actions/s, ${s.callsPerSecond} calls/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms`,
    `outcomes: ok ${s.outcomes.ok}, refused ${s.outcomes.refused}, rate-limited ${s.outcomes.rateLimited}, 5xx ${s.outcomes.serverError}, network ${s.outcomes.network}`,
    '',
    `${'operation'.padEnd(26)} ${'count'.padStart(6)} ${'ok'.padStart(6)} ${'refused'.padStart(8)} ${'429'.padStart(5)} ${'5xx'.padStart(5)} ${'net'.padStart(5)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}`,
  ];
  for (const [op, o] of Object.entries(s.operations)) {
    lines.push(
      `${op.padEnd(26)} ${String(o.count).padStart(6)} ${String(o.ok).padStart(6)} ${String(o.refused).padStart(8)} ${String(o.rateLimited).padStart(5)} ${String(o.serverError).padStart(5)} ${String(o.network).padStart(5)} ${String(o.p50Ms).padStart(6)} ${String(o.p99Ms).padStart(6)}`,
    );
  }
  const refusals = Object.entries(s.operations).flatMap(([op, o]) =>
    Object.entries(o.refusals).map(([code, n]) => `${op} ${code} ${n}`),
  );
  if (refusals.length) lines.push('', `refusals: ${refusals.join(', ')}`);
  lines.push(
    '',
    `picked: ${Object.entries(s.picked)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  if (s.pushes.sockets)
    lines.push(
      `push sockets ${s.pushes.sockets}, heard ${s.pushes.heard}: ${Object.entries(s.pushes.byKind)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  for (const f of s.failures.slice(0, 5)) lines.push(`! ${f.kind} in ${f.op}: ${f.message}`);
  return lines.join('\n');
}
