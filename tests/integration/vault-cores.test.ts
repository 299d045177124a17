/**
 * The Ephoran Vault and cores through GraphQL: a run goes to the map's centre, fights its stages at
 * arrival, reports them with rewards to claim and ranks the commander; cores are built from shards,
 * refined with dust, change the stats a fleet fights with, and Embrace rests after use.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CORE_SHARDS_PER_CORE, EMBRACE_COOLDOWN_MS, refineCost, runVault, vaultReward } from '../../src/game/index.ts';
import { findViolations } from '../../src/modules/invariants/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const START = 'mutation($u:[UnitCountInput!]!){ startVault(units:$u){ id arrivesAt } }';
const RANKING = '{ vaultRanking { top { place commander stages mine } myPlace myBest active } }';
const CORES = '{ ephoranCores { id catalysts { attack defense health global } embracedUntil embraceReadyAt } }';

async function commander(name: string, units: Record<string, number>, items: Record<string, number> = {}) {
  const p = await s.newPlayerWithProfile(name);
  await s.db
    .updateTable('bases')
    .set({ units } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  for (const [type, count] of Object.entries(items))
    await s.db
      .insertInto('backpack_items' as never)
      .values({ profile_id: p.profileId, item_type: type, count } as never)
      .execute();
  return p;
}
const pack = async (token: string) =>
  Object.fromEntries(
    ((await s.gql('{ backpack { type count } }', {}, token)).data!.backpack as { type: string; count: number }[]).map(
      (i) => [i.type, i.count],
    ),
  );

describe('the Ephoran Vault', () => {
  test('a run fights its stages at the gate, reports each with the rewards to claim, ranks the commander and brings the survivors home', async () => {
    const fleet = { interceptor: 900, cruiser: 300, battleship: 60 };
    const a = await commander('Delver1', fleet);
    const weak = await commander('Delver2', { interceptor: 40 });
    const run = (await s.gql(START, { u: Object.entries(fleet).map(([type, count]) => ({ type, count })) }, a.token))
      .data!.startVault;
    expect(run.arrivesAt).toBeGreaterThan(s.clock.now());
    // one at a time
    expect(err(await s.gql(START, { u: [{ type: 'interceptor', count: 1 }] }, a.token))).toBe(
      'Failed to start Ephoran Vault',
    );
    expect(err(await s.gql(START, { u: [] }, weak.token))).toBe('You have to send at least one unit');
    const march = (await s.gql('{ getMapMarches { kind target { kind } } }', {}, a.token)).data!.getMapMarches;
    expect(march).toEqual([{ kind: 'vault', target: { kind: 'ephoran-vault' } }]);
    const weakRun = (await s.gql(START, { u: [{ type: 'interceptor', count: 40 }] }, weak.token)).data!.startVault;
    // the run's own timeline moves its fleet: the invariant checker does not call it stranded
    const world = await s.db
      .selectFrom('profiles')
      .select('world_id')
      .where('id', '=', a.profileId)
      .executeTakeFirstOrThrow();
    expect((await findViolations(s.db, world.world_id)).filter((f) => f.kind === 'stranded-fleet')).toEqual([]);

    await s.runDueJobs(Math.max(run.arrivesAt, weakRun.arrivesAt));
    const [report] = (
      (await s.gql('{ reports { id kind data rewards } }', {}, a.token)).data!.reports as {
        id: string;
        kind: string;
        data: string;
        rewards: string;
      }[]
    ).filter((r) => r.kind === 'ephoran-vault');
    const d = JSON.parse(report!.data);
    // the same fight, replayed from the revealed seed and the stats the fleet left with
    const replay = runVault(fleet, d.stats, d.seed);
    expect(d.cleared).toBe(replay.cleared);
    expect(d.stages.map((x: { winner: string }) => x.winner)).toEqual(replay.stages.map((x) => x.result.winner));
    expect(d.cleared).toBeGreaterThan(0);
    expect(JSON.parse(report!.rewards)).toEqual(vaultReward(d.cleared));
    const ranking = (await s.gql(RANKING, {}, a.token)).data!.vaultRanking;
    expect(ranking.top[0]).toEqual({ place: 1, commander: 'Delver1', stages: d.cleared, mine: true });
    expect(ranking).toMatchObject({ myPlace: 1, myBest: d.cleared, active: false });
    const weakRanking = (await s.gql(RANKING, {}, weak.token)).data!.vaultRanking;
    expect(weakRanking.myBest).toBeLessThan(d.cleared);

    // the rewards are claimed into the backpack
    await s.gql('mutation($r:ID!){ claimReward(reportId:$r){ reports } }', { r: report!.id }, a.token);
    expect(await pack(a.token)).toMatchObject(vaultReward(d.cleared).items);
    // resting after the run
    expect(err(await s.gql(START, { u: [{ type: 'interceptor', count: 1 }] }, a.token))).toBe(
      'Failed to start Ephoran Vault',
    );
    // the survivors leave the gate and come home
    await s.runDueJobs(s.clock.now() + 6 * 3_600_000);
    expect((await s.gql('{ getMapMarches { id } }', {}, a.token)).data!.getMapMarches).toEqual([]);
    const home = (await s.gql('{ base { units { type count } } }', {}, a.token)).data!.base.units as {
      type: string;
      count: number;
    }[];
    expect(home.find((u) => u.type === 'battleship')?.count ?? 0).toBe(d.survivors.battleship ?? 0);
  });
});

describe('Ephoran cores', () => {
  test('built from shards, refined with dust; a catalyst raises the stats a fleet leaves with; Embrace rests after use', async () => {
    const a = await commander(
      'Keeper1',
      { interceptor: 10 },
      { 'core-shard': CORE_SHARDS_PER_CORE, 'catalyst-dust': refineCost(0) + refineCost(1) },
    );
    expect(
      err(
        await s.gql(
          `mutation($c:ID!){ embraceCore(coreId:$c){ id } }`,
          { c: '00000000-0000-4000-8000-000000000000' },
          a.token,
        ),
      ),
    ).toBe('Core not found');
    const core = (await s.gql('mutation { buildCore { id catalysts { attack } } }', {}, a.token)).data!.buildCore;
    expect(core.catalysts.attack).toBe(0);
    expect(await pack(a.token)).not.toHaveProperty('core-shard', CORE_SHARDS_PER_CORE);
    expect(err(await s.gql('mutation { buildCore { id } }', {}, a.token))).toBe('Not enough items');
    const refine = () =>
      s.gql(
        'mutation($c:ID!){ refineCatalyst(coreId:$c, catalyst:attack){ catalysts { attack } } }',
        { c: core.id },
        a.token,
      );
    expect((await refine()).data!.refineCatalyst.catalysts.attack).toBe(1);
    expect((await refine()).data!.refineCatalyst.catalysts.attack).toBe(2);
    expect(err(await refine())).toBe('Not enough items');
    // +6 % attack for every unit, read by the stats the base shows (and a fleet leaves with)
    const boosts = (await s.gql('{ base { boosts { effect amount endsAt } } }', {}, a.token)).data!.base.boosts as {
      effect: string;
      amount: number;
    }[];
    expect(boosts.find((b) => b.effect === 'ranger-attack')?.amount).toBeCloseTo(0.06, 5);

    const embraced = (
      await s.gql('mutation($c:ID!){ embraceCore(coreId:$c){ embracedUntil embraceReadyAt } }', { c: core.id }, a.token)
    ).data!.embraceCore;
    expect(embraced.embracedUntil).toBeGreaterThan(s.clock.now());
    const doubled = (await s.gql('{ base { boosts { effect amount } } }', {}, a.token)).data!.base.boosts as {
      effect: string;
      amount: number;
    }[];
    expect(doubled.filter((b) => b.effect === 'ranger-attack').reduce((x, b) => x + b.amount, 0)).toBeCloseTo(0.12, 5);
    expect(err(await s.gql('mutation($c:ID!){ embraceCore(coreId:$c){ id } }', { c: core.id }, a.token))).toBe(
      "You can't activate Embrace yet.",
    );
    const speed = (
      await s.db.selectFrom('bases').select('speed').where('profile_id', '=', a.profileId).executeTakeFirstOrThrow()
    ).speed as number;
    s.clock.advance(Math.round(EMBRACE_COOLDOWN_MS / speed));
    expect(
      (await s.gql('mutation($c:ID!){ embraceCore(coreId:$c){ id } }', { c: core.id }, a.token)).data!.embraceCore.id,
    ).toBe(core.id);
  });
});
