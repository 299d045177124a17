/**
 * Transactions are opened at the edge (decisions 048 and 100): a procedure (`procedures.ts`) or a job
 * (`jobs.ts`) opens one with `inTransaction(db, (trx) => useCase(trx, …))`, and the use case takes the
 * `Trx`, so two use cases compose in one transaction. Read from the source, no database: every other
 * file of src/modules that opens a transaction (`.transaction()` or `inTransaction(`) is listed below
 * with how many it opens and why. A new one fails, and so does a listed count that changed (strike or
 * lower the entry when one moves to the edge).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return files(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

/** The edge: a procedure's router, or a module's jobs. */
const EDGE_FILES = new Set(['procedures.ts', 'jobs.ts']);

/** Transactions a source text opens, comments left out. */
function opened(text: string): number {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return (code.match(/\.transaction\(\)|\binTransaction\(/g) ?? []).length;
}

/** Files outside the edge that open transactions today: how many, and why. */
const ALLOWED: Record<string, { count: number; why: string }> = {
  // —— jobs and listeners: the function registered as the job (or listener) is the edge ——
  'src/modules/webhooks/deliver.ts': {
    count: 2,
    why: 'the delivery job: a short transaction reads the delivery, the HTTP call runs outside any, a second records the outcome',
  },
  'src/modules/alerts/deliver.ts': {
    count: 1,
    why: 'the send job (alertTasks): deliverAlert uses the pool as well as its transaction (the VAPID keys, made once and shared)',
  },
  'src/modules/season/steps.ts': {
    count: 4,
    why: 'the season job: one transaction per step, which claims the step; the rankings snapshot it needs is read (or taken) before, with the pool',
  },
  'src/modules/leaderboards/refresh.ts': {
    count: 1,
    why: 'the rankings job: the scores are read with the pool (slow, across the owners), then written in a short transaction',
  },
  'src/modules/leaderboards/history.ts': {
    count: 1,
    why: 'the rankings job: one short transaction per world, after its refresh',
  },
  'src/modules/leaderboards/as-of.ts': {
    count: 1,
    why: 'a snapshot as of a time (the season job): after a refresh of its own, a short transaction retakes the day',
  },
  'src/modules/opendata/build.ts': {
    count: 1,
    why: 'the open-data job: one transaction per world, after the slow build with the pool',
  },
  'src/modules/worlds/dilation.ts': {
    count: 1,
    why: 'the dilation job: one transaction per world whose factor changes',
  },
  'src/modules/invariants/service.ts': {
    count: 2,
    why: 'the checks (nightly job, or an admin): each repair commits by itself with its audit entry, then the run is recorded',
  },
  'src/modules/events/service.ts': { count: 1, why: 'the events job: one transaction per event closed' },
  'src/modules/trade/orders.ts': { count: 1, why: 'the market match job: one transaction per order filled' },
  'src/modules/marches/occupying.ts': { count: 1, why: 'the return-leg job of a driven-off holder' },
  'src/modules/marches/reinforcements.ts': {
    count: 1,
    why: 'the member-left listener: one transaction per reinforcement sent home',
  },
  'src/modules/rallies/service.ts': {
    count: 2,
    why: 'the member-left listener: one transaction per rally cancelled or left, each refusal ignored alone',
  },
  'src/modules/allyhelp/service.ts': {
    count: 1,
    why: 'helping every open request: one transaction per request, so one refused leaves the others given',
  },
  // —— reads that open a transaction only when a base needs settling ——
  'src/modules/plans/service.ts': {
    count: 1,
    why: 'a read: with the pool when the base is settled, a short locking settle only when it is not',
  },
  'src/modules/bases/reads.ts': {
    count: 1,
    why: 'settledBaseOfProfile: other modules call it with the pool for a short settle of their own',
  },
  'src/modules/bases/commands.ts': {
    count: 1,
    why: 'readBase: a read with the pool when nothing is due, a short locking settle only when something is',
  },
};

test('transactions are opened at the edge: procedures, jobs, and the files listed with their reason', () => {
  const found: Record<string, number> = {};
  for (const file of files('src/modules')) {
    if (EDGE_FILES.has(basename(file))) continue;
    const n = opened(readFileSync(file, 'utf8'));
    if (n > 0) found[file] = n;
  }
  const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([f, a]) => [f, a.count]));
  expect(found).toEqual(allowed);
});

test('the scan sees a transaction however it is spelled, and not in a comment', () => {
  expect(opened('return db.transaction().execute(async (trx) => {')).toBe(1);
  expect(opened('await db\n  .transaction()\n  .execute((trx) => f(trx));')).toBe(1);
  expect(opened('await inTransaction(db, (trx) => f(trx));')).toBe(1);
  expect(opened('// a use case never calls db.transaction() itself\n/** nor inTransaction( */')).toBe(0);
});
