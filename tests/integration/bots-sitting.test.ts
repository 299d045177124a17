/**
 * Bots that sit for a friend (decision 066): three bots play a real server; one about to be away
 * names another its sitter, and the sitter gives the owner's base orders from the sitter's list
 * only — every one in the owner's sitting log, none refused as 'A sitter cannot do this'. The
 * bots' ledger still verifies: the sitter's upgrades count as the owner's, whose buildings rise.
 * Bots of one machine sign in from one address, which the game reads as linked accounts and
 * refuses; here the sessions keep no address, as friends at their own homes would look.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunBotsResult, runBots, verifyLedger, WEIGHTS } from '../../src/bots/index.ts';
import { SITTER_COMMANDS } from '../../src/game/index.ts';
import { ADMIN, createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let url: string;
let server: { stop(): void };
beforeAll(async () => {
  s = await createTestStack();
  const app = s.app.listen({ port: 0, hostname: '127.0.0.1' });
  server = { stop: () => app.stop() };
  url = `http://127.0.0.1:${app.server!.port}`;
  // friends at their own homes: no shared sign-in address links them
  await s.sql.unsafe(`create function sessions_no_ip() returns trigger language plpgsql as $$
    begin new.ip := null; return new; end $$`);
  await s.sql.unsafe(
    'create trigger sessions_no_ip before insert or update on sessions for each row execute function sessions_no_ip()',
  );
});
afterAll(async () => {
  server?.stop();
  await s?.close();
});

/** Game time passes while the bots play: a game minute per tick, applied by the worker's jobs. */
function passTime(stepMs = 60_000) {
  let running = true;
  const loop = (async () => {
    while (running) {
      await s.runDueJobs(s.clock.now() + stepMs);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

let run: RunBotsResult;
const ok = (op: string) => run.stats.operations[op]?.ok ?? 0;

test('a bot names a friend its sitter before it is away; the friend builds on its base from the sitter’s list', async () => {
  const zero = Object.fromEntries(Object.keys(WEIGHTS).map((k) => [k, 0]));
  const stopTime = passTime();
  try {
    run = await runBots({
      url,
      count: 3,
      seed: 28,
      durationMs: 40_000,
      thinkMs: [30, 150],
      admin: ADMIN,
      // the owners do not build themselves: a sitter builds when the owner's queue has room, and an
      // owner filling its own queue left the sitter almost no turn (one try in 40 s, refused as busy)
      weights: { ...zero, nameSitter: 1, sitFriend: 3 },
      stopWhen: (st) =>
        (st.operations.nameSitter?.ok ?? 0) > 0 && (st.operations['startBuildingUpgrade:sitting']?.ok ?? 0) > 1,
    });
  } finally {
    await stopTime();
  }
  const { stats } = run;
  expect(stats.outcomes.serverError).toBe(0);
  expect(stats.failures).toEqual([]);
  expect(ok('nameSitter')).toBeGreaterThan(0);
  expect(ok('sittingSeats')).toBeGreaterThan(0);
  expect(ok('startBuildingUpgrade:sitting')).toBeGreaterThan(0);
  // nothing a sitter may not do was sent, nor refused by the server as such
  const refusedAsSitter = Object.entries(stats.operations)
    .filter(([, o]) => (o.refusals.SITTER_CANNOT ?? 0) > 0)
    .map(([op]) => op);
  expect(refusedAsSitter).toEqual([]);

  // the owners' logs: every sitter's order there, each one a sitter's command
  const log = await s.sql<{ owner_id: string; sitter_id: string; action: string }[]>`
    select owner_id, sitter_id, action from sitting_log`;
  expect(log.length).toBeGreaterThanOrEqual(ok('startBuildingUpgrade:sitting'));
  for (const line of log) {
    expect(Object.keys(SITTER_COMMANDS)).toContain(line.action);
    expect(line.owner_id).not.toBe(line.sitter_id);
  }
  // each sitter sat a base whose owner named it
  const grants = await s.sql<{ owner_id: string; sitter_id: string }[]>`select owner_id, sitter_id from sitting_grants`;
  for (const line of log)
    expect(grants.some((g) => g.owner_id === line.owner_id && g.sitter_id === line.sitter_id)).toBe(true);
}, 120_000);

test('the ledger verifies, the sitters’ upgrades counted as the owners’', async () => {
  const lastDue = Math.max(...run.ledger.upgrades.map((u) => u.dueAt ?? 0));
  await s.runDueJobs(Math.max(s.clock.now(), lastDue) + 1000);
  const v = await verifyLedger(url, run.ledger);
  expect(v.problems).toEqual([]);
  expect(v.ok).toBe(true);
}, 120_000);
