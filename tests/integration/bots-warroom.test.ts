/**
 * Bots in the war room (decisions 070, 071): five bots in one alliance play mostly the war room,
 * alliance help and scouts until the game acknowledged each of these: the leader plans an
 * operation, members join it and launch as planned at their second, a report is shared with the
 * alliance by hand, help is given and asked for. No 5xx, no query the schema refuses, and the run's
 * ledger verifies against the game.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatStats, type RunBotsResult, runBots, verifyLedger, WEIGHTS } from '../../src/bots/index.ts';
import { ADMIN, createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let url: string;
let server: { stop(): void };
beforeAll(async () => {
  s = await createTestStack();
  const app = s.app.listen({ port: 0, hostname: '127.0.0.1' });
  server = { stop: () => app.stop() };
  url = `http://127.0.0.1:${app.server!.port}`;
});
afterAll(async () => {
  server?.stop();
  await s?.close();
});

/** Game time passes while the bots play, five game seconds a tick: a launch window (60 s) spans many steps. */
function passTime(stepMs: number) {
  let running = true;
  const loop = (async () => {
    while (running) {
      await s.runDueJobs(s.clock.now() + stepMs);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

const zero = Object.fromEntries(Object.keys(WEIGHTS).map((k) => [k, 0]));
const ok = (r: RunBotsResult['stats'], op: string) => r.operations[op]?.ok ?? 0;

test('the leader bot plans, members join and launch as planned, reports are shared, help is given', async () => {
  // the accounts and their bases (a few steps of building)
  const first = await runBots({
    url,
    count: 5,
    seed: 29,
    durationMs: 20_000,
    thinkMs: [30, 100],
    admin: ADMIN,
    weights: { ...zero, upgrade: 1 },
    stopWhen: (st) => ok(st, 'startBuildingUpgrade') >= 5,
  });
  const ids = first.ledger.bots.map((b) => b.profileId!);
  expect(ids.every(Boolean)).toBe(true);
  const worldId = first.ledger.bots[0]!.worldId!;
  // one alliance, a fleet each, an agency to scout from; the members' bases beside the leader's
  await s.sql`update bases set units = units || ${s.sql.json({ interceptor: 40, ranger: 20 })}::jsonb,
    buildings = buildings || ${s.sql.json({ 'alliance-embassy': 3, 'command-center': 10, 'intelligence-agency': 1 })}::jsonb
    where profile_id in ${s.sql(ids)}`;
  const [lead] = await s.sql`select x, y from bases where profile_id = ${ids[0]!}`;
  for (const [i, id] of ids.slice(1).entries())
    await s.sql`update bases set x = ${lead!.x + 1 + i}, y = ${lead!.y + 1} where profile_id = ${id}`;
  await s.sql`delete from alliance_applications where profile_id in ${s.sql(ids)}`;
  await s.sql`delete from alliance_members where profile_id in ${s.sql(ids)}`;
  const [wing] =
    await s.sql`insert into alliances (world_id, name, tag, created_at) values (${worldId}, 'War Room Bots', 'WRB', now()) returning id`;
  for (const [i, id] of ids.entries())
    await s.sql`insert into alliance_members (profile_id, alliance_id, role, joined_at) values (${id}, ${wing!.id}, ${i === 0 ? 'leader' : 'member'}, now())`;

  const wanted = [
    ['planOperation'],
    ['joinOperation'],
    ['launchOperationWave'],
    ['shareReportWithAlliance'],
    ['helpAllAllies'],
    ['allianceIntel'],
  ];
  const stopTime = passTime(5_000);
  let r: RunBotsResult;
  try {
    r = await runBots({
      url,
      count: 5,
      seed: 29,
      durationMs: 90_000,
      thinkMs: [30, 120],
      accounts: first.accounts,
      // no raids: a pirate ship beaten is gone a while, and the operation's target with it
      weights: { ...zero, warRoom: 3, launchWave: 60, allianceChores: 1, scout: 1, upgrade: 1 },
      stopWhen: (st) => wanted.every((any) => any.some((op) => ok(st, op) > 0)),
    });
  } finally {
    await stopTime();
  }
  if (process.env.BOTS_PRINT) console.log(formatStats(r.stats));
  expect(r.stats.outcomes.serverError).toBe(0);
  expect(r.stats.outcomes.network).toBe(0);
  const graphqlRefusals = Object.entries(r.stats.operations).flatMap(([op, o]) =>
    Object.keys(o.refusals)
      .filter((c) => c.startsWith('GRAPHQL_') || c.startsWith('HTTP_'))
      .map((c) => `${op}: ${c}`),
  );
  expect(graphqlRefusals).toEqual([]);
  expect(wanted.filter((any) => !any.some((op) => ok(r.stats, op) > 0))).toEqual([]);
  // a wave launched as planned flies as the operation's march: it is in the game, on the second's target
  const [launched] = await s.sql`select count(*)::int as n from alliance_operation_waves
    where status = 'launched' and march_id is not null`;
  expect(launched!.n).toBeGreaterThan(0);

  // the ledger of both runs holds against the game once every acknowledged upgrade is due
  await s.runDueJobs(s.clock.now() + 7 * 24 * 3_600_000);
  const ledger = { ...first.ledger, upgrades: [...first.ledger.upgrades, ...r.ledger.upgrades] };
  const v = await verifyLedger(url, ledger);
  expect(v.problems).toEqual([]);
}, 240_000);
