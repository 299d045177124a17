/**
 * Bot commanders: five bots play a real server over HTTP (a listening app, game time
 * passed through graphile-worker by `runDueJobs` while they play) and really play: buildings go up,
 * chat messages exist, nothing fails with a 5xx; the two that keep the push socket hear pushes.
 * Their ledger verifies against the game; a message taken out of the database, and a level raised
 * twice, each make the verification fail. A tight rate limit is met with backoff and counted, not a
 * crash. The rarer actions (shop, backpack, cores and vault, occupying, black market,
 * reinforcements, teleport) each get acknowledged when the bots play mostly them.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatStats, type Ledger, type RunBotsResult, runBots, verifyLedger, WEIGHTS } from '../../src/bots/index.ts';
import { findViolations, NIGHTLY_RUNNER, runChecks } from '../../src/modules/invariants/index.ts';
import { RateLimiter } from '../../src/platform/rate-limit.ts';
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

test('five bots play for a while: they build, chat, and nothing fails on the server', async () => {
  const stopTime = passTime();
  try {
    run = await runBots({ url, count: 5, seed: 42, durationMs: 25_000, thinkMs: [30, 150], admin: ADMIN, sockets: 2 });
  } finally {
    await stopTime();
  }
  const { stats, ledger } = run;
  if (process.env.BOTS_PRINT) console.log(formatStats(stats));
  expect(run.accounts.map((a) => a.username)).toHaveLength(5);
  expect(stats.outcomes.serverError).toBe(0);
  expect(stats.outcomes.network).toBe(0);
  expect(stats.failures).toEqual([]);
  // every query the bots send is valid against the schema (a refusal is the game's, never GraphQL's)
  const graphqlRefusals = Object.entries(stats.operations).flatMap(([op, o]) =>
    Object.keys(o.refusals)
      .filter((c) => c.startsWith('GRAPHQL_') || c.startsWith('HTTP_'))
      .map((c) => `${op}: ${c}`),
  );
  expect(graphqlRefusals).toEqual([]);
  expect(stats.operations.startBuildingUpgrade?.ok ?? 0).toBeGreaterThanOrEqual(5);
  expect(stats.operations.postComment?.ok ?? 0).toBeGreaterThanOrEqual(5);
  expect(stats.actionsPerSecond).toBeGreaterThan(0);
  // they played more than two kinds of things
  const played = Object.entries(stats.operations)
    .filter(([, o]) => o.ok > 0)
    .map(([op]) => op);
  expect(played).toEqual(expect.arrayContaining(['base', 'startBuildingUpgrade', 'postComment', 'createProfile']));
  expect(played.length).toBeGreaterThanOrEqual(8);
  // the bots that keep the push socket hear the game (their base changing, at least)
  expect(stats.pushes.sockets).toBe(2);
  expect(stats.pushes.heard).toBeGreaterThan(0);
  expect(Object.keys(stats.pushes.byKind).filter((k) => k.startsWith('error:'))).toEqual([]);
  expect(stats.pushes.byKind['base-changed'] ?? 0).toBeGreaterThan(0);

  // in the database: the bots' profiles, their messages, buildings above the start
  const ackedChat = ledger.chat.filter((c) => c.acked);
  const texts = (await s.db
    .selectFrom('comments' as never)
    .select('text' as never)
    .execute()) as { text: string }[];
  for (const c of ackedChat) expect(texts.filter((t) => t.text === c.text)).toHaveLength(1);
  const ackedUpgrades = ledger.upgrades.filter((u) => u.acked);
  expect(ackedUpgrades.length).toBeGreaterThanOrEqual(5);
  const flagged = await s.db
    .selectFrom('accounts' as never)
    .select('username' as never)
    .where('is_bot' as never, '=', true as never)
    .execute();
  expect(flagged).toHaveLength(5);
}, 120_000);

test('the ledger verifies once every acknowledged upgrade is due', async () => {
  const lastDue = Math.max(...run.ledger.upgrades.map((u) => u.dueAt ?? 0));
  await s.runDueJobs(Math.max(s.clock.now(), lastDue) + 1000);
  const v = await verifyLedger(url, run.ledger);
  expect(v.problems).toEqual([]);
  expect(v.ok).toBe(true);
  expect(v.checked.chatAcked).toBe(run.ledger.chat.filter((c) => c.acked).length);
  expect(v.checked.upgradesAcked).toBe(run.ledger.upgrades.filter((u) => u.acked).length);
}, 120_000);

test('planted: a message taken out of the database makes the verification fail', async () => {
  const victim = run.ledger.chat.find((c) => c.acked && c.channel === 'global')!;
  const removed = await s.db
    .deleteFrom('comments' as never)
    .where('id' as never, '=', victim.id as never)
    .returningAll()
    .execute();
  expect(removed).toHaveLength(1);
  try {
    const v = await verifyLedger(url, run.ledger);
    expect(v.ok).toBe(false);
    expect(v.problems).toEqual([`acknowledged global message "${victim.text}" by ${victim.bot} appears 0 times`]);
  } finally {
    await s.db
      .insertInto('comments' as never)
      .values(removed[0] as never)
      .execute();
  }
  expect((await verifyLedger(url, run.ledger)).ok).toBe(true);
}, 120_000);

test('planted: a level raised twice makes the verification fail', async () => {
  // a building with steps in the build plan may rise up to the plan's level: raise one above it
  const planned = (x: { bot: string; buildingId: string }) =>
    run.ledger.planned.filter((p) => p.bot === x.bot && p.buildingId === x.buildingId).map((p) => p.level);
  const acked = run.ledger.upgrades.filter((x) => x.acked);
  const u = acked.find((x) => planned(x).length === 0) ?? acked[0]!;
  const by = planned(u).length === 0 ? 1 : Math.max(...planned(u)) - u.level + 1;
  const bot = run.ledger.bots.find((b) => b.username === u.bot)!;
  const raise = (n: number) =>
    s.sql`update bases set buildings = jsonb_set(buildings, ${`{${u.buildingId}}`}::text[], to_jsonb((buildings->>${u.buildingId})::int + ${n})) where profile_id = ${bot.profileId}`;
  await raise(by);
  try {
    const v = await verifyLedger(url, run.ledger);
    expect(v.ok).toBe(false);
    expect(
      v.problems.some((p) => p.startsWith(`${u.bot}: ${u.buildingId} stands at`) && p.includes('applied twice')),
    ).toBe(true);
  } finally {
    await raise(-by);
  }
}, 120_000);

test('a ledger naming an upgrade the game never saw fails (a lost acknowledgement)', async () => {
  const u = run.ledger.upgrades.find((x) => x.acked)!;
  const forged: Ledger = {
    ...run.ledger,
    chat: [],
    upgrades: [...run.ledger.upgrades, { ...u, level: u.level + 5, queueItemId: '999999', dueAt: s.clock.now() - 1 }],
  };
  const v = await verifyLedger(url, forged);
  expect(v.ok).toBe(false);
  expect(v.problems.some((p) => p.includes('below the acknowledged'))).toBe(true);
}, 120_000);

test('a tight rate limit is waited out and counted, not a crash', async () => {
  const tight = createTestStackWithLimit();
  const t = await tight;
  try {
    const r = await runBots({
      url: t.url,
      count: 3,
      seed: 7,
      durationMs: 6_000,
      thinkMs: [0, 20],
      accounts: run.accounts.slice(0, 3),
    });
    expect(r.stats.outcomes.rateLimited).toBeGreaterThan(0);
    expect(r.stats.outcomes.serverError).toBe(0);
    expect(r.stats.outcomes.ok).toBeGreaterThan(0);
  } finally {
    t.stop();
  }
}, 120_000);

/** A second door on the same game with a budget of 20 requests a second for the machine. */
async function createTestStackWithLimit() {
  const { createApp } = await import('../../src/server/app.ts');
  const app = createApp(s.services, {
    rateLimit: new RateLimiter(s.db, 20, 1000),
    peerAddress: () => '127.0.0.9',
  }).listen({ port: 0, hostname: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server!.port}`, stop: () => app.stop() };
}

/**
 * The rarer actions, each played until the game acknowledged it: the five bots, given credits,
 * stores, a fleet, an embassy and three march slots, and put in one alliance (the fixture, in the database), play mostly
 * these. Each phase ends as soon as every action it names was acknowledged (at most 30 s: an action
 * that stopped working fails here), with no 5xx and no query the schema refuses.
 */
test('the rarer actions each work: shop, backpack, cores and vault, occupy and release, black market, reinforce and recall, teleport, push', async () => {
  const ids = run.ledger.bots.map((b) => b.profileId!);
  const worldId = run.ledger.bots[0]!.worldId!;
  await s.sql`update bases set units = units || ${s.sql.json({ interceptor: 40, ranger: 40 })}::jsonb,
    resources = resources || ${s.sql.json({ food: 30_000, steel: 30_000, energy: 30_000, credits: 5000 })}::jsonb,
    buildings = buildings || ${s.sql.json({ 'alliance-embassy': 3, 'command-center': 10 })}::jsonb where profile_id in ${s.sql(ids)}`;
  // the armies above are written outside every record: the units check counts from here (decision 091)
  await runChecks(s.db, worldId, { repair: false, by: NIGHTLY_RUNNER, now: s.clock.now() });
  await s.sql`delete from alliance_applications where profile_id in ${s.sql(ids)}`;
  await s.sql`delete from alliance_members where profile_id in ${s.sql(ids)}`;
  const [wing] =
    await s.sql`insert into alliances (world_id, name, tag, created_at) values (${worldId}, 'Bot Test Wing', 'BTW', now()) returning id`;
  for (const [i, id] of ids.entries())
    await s.sql`insert into alliance_members (profile_id, alliance_id, role, joined_at) values (${id}, ${wing!.id}, ${i === 0 ? 'leader' : 'member'}, now())`;

  const zero = Object.fromEntries(Object.keys(WEIGHTS).map((k) => [k, 0]));
  const ok = (r: RunBotsResult['stats'], op: string) => r.operations[op]?.ok ?? 0;
  const play = async (weights: Record<string, number>, wanted: string[][], sockets = 0) => {
    const stopTime = passTime();
    try {
      const r = await runBots({
        url,
        count: 5,
        seed: 9,
        durationMs: 30_000,
        thinkMs: [30, 150],
        accounts: run.accounts,
        sockets,
        weights: { ...zero, ...weights },
        stopWhen: (st) =>
          wanted.every((any) => any.some((op) => ok(st, op) > 0)) && (sockets === 0 || st.pushes.heard > 0),
      });
      if (process.env.BOTS_PRINT) console.log(formatStats(r.stats));
      expect(r.stats.outcomes.serverError).toBe(0);
      expect(r.stats.outcomes.network).toBe(0);
      const graphqlRefusals = Object.entries(r.stats.operations).flatMap(([op, o]) =>
        Object.keys(o.refusals)
          .filter((c) => c.startsWith('GRAPHQL_') || c.startsWith('HTTP_'))
          .map((c) => `${op}: ${c}`),
      );
      expect(graphqlRefusals).toEqual([]);
      const missing = wanted.filter((any) => !any.some((op) => ok(r.stats, op) > 0));
      expect(missing).toEqual([]);
      return r.stats;
    } finally {
      await stopTime();
    }
  };
  // a teleport first, before the fleets below go out (a fleet away or coming refuses it); held objects let go
  await play({ teleport: 1, release: 1, recall: 1 }, [['teleportBase']]);
  const st = await play(
    { buyItem: 1, useItem: 1, cores: 1, occupy: 1, release: 1, blackMarket: 1, reinforce: 2, recall: 1 },
    [
      ['buyItem'],
      ['useItem', 'speedUp'],
      ['startVault', 'buildCore', 'refineCatalyst', 'embraceCore'],
      ['sendUnits:occupy'],
      ['recallMarch:occupy'],
      ['exchange', 'placeTradeOrder'],
      ['sendUnits:reinforce'],
      ['withdrawReinforcement', 'recallMarch:reinforce'],
    ],
    5,
  );
  expect(st.pushes.sockets).toBe(5);
  expect(st.pushes.heard).toBeGreaterThan(0);
  for (const kind of ['buyItem', 'useItem', 'cores', 'occupy', 'release', 'blackMarket', 'reinforce', 'recall'])
    expect(st.picked[kind] ?? 0).toBeGreaterThan(0);
  // fleet orders (decision 073): pirate ships farmed by a repeat order, a contingency rule set (fleets home first)
  // (the first run's bots set theirs already: each sets one, so they start again without)
  await s.sql`delete from contingency_rules where profile_id in ${s.sql(ids)}`;
  await play({ release: 1, recall: 1, repeatOrder: 1, contingency: 1 }, [
    ['createRepeatOrder'],
    ['addContingencyRule'],
  ]);
  const [held] = await s.sql`select count(*)::int as n from contingency_rules where profile_id in ${s.sql(ids)}`;
  expect(held!.n).toBeGreaterThan(0);
}, 180_000);

test('after all that play, every commander’s units are what training, battles, missions and the vault explain (decision 091)', async () => {
  await s.runDueJobs(s.clock.now());
  const worldId = run.ledger.bots[0]!.worldId!;
  // every bot was in the census the check compares with (their fleets went out and came back since:
  // the test before asserts the occupations, reinforcements and vault runs; whether one of them lost
  // units is up to the dice, so it is not asserted: CI once saw none)
  const ids = run.ledger.bots.map((b) => b.profileId!);
  const [counted] = await s.sql`select count(*)::int as n from unit_census where profile_id in ${s.sql(ids)}`;
  expect(counted!.n).toBe(ids.length);
  expect((await findViolations(s.db, worldId)).filter((f) => f.kind === 'units-unexplained')).toEqual([]);
});
