/**
 * The cores screen: an Ephoran core built from ten shards, a catalyst refined with dust, a core
 * embraced, each when src/game's checks say the backpack allows it; otherwise (the usual case for a
 * young commander) a small fleet sent into the Ephoran Vault, where shards and dust come from.
 */
import {
  CATALYSTS,
  type CatalystLevels,
  checkBuildCore,
  checkEmbrace,
  checkRefine,
  checkVaultStart,
  type UnitCounts,
} from '../../game/index.ts';
import { type Ctx, fleet, slotFree } from './context.ts';

const CORE = 'id catalysts { attack defense health global } embracedUntil embraceReadyAt';

interface Core {
  id: string;
  catalysts: CatalystLevels;
  embracedUntil: number | null;
  embraceReadyAt: number | null;
}

export async function cores(ctx: Ctx, home: UnitCounts) {
  const b = ctx.base;
  if (!b) return;
  const r = await ctx.c.call<{ ephoranCores: Core[]; backpack: { type: string; count: number }[] }>(
    'ephoranCores',
    `{ ephoranCores { ${CORE} } backpack { type count } }`,
  );
  if (r.kind !== 'ok' || !r.data) return;
  const { ephoranCores: list, backpack } = r.data;
  const has = (t: string) => backpack.find((i) => i.type === t)?.count ?? 0;
  if (checkBuildCore(has('core-shard'), list.length).ok) {
    await ctx.c.call('buildCore', `mutation { buildCore { ${CORE} } }`);
    return;
  }
  const refinable = list.flatMap((core) =>
    CATALYSTS.filter((k) => checkRefine(core.catalysts, k, has('catalyst-dust')).ok).map((k) => ({ core, k })),
  );
  if (refinable.length) {
    const { core, k } = refinable[ctx.rng.int(0, refinable.length - 1)]!;
    await ctx.c.call(
      'refineCatalyst',
      `mutation($c:ID!,$k:Catalyst!){ refineCatalyst(coreId:$c, catalyst:$k){ ${CORE} } }`,
      { c: core.id, k },
    );
    return;
  }
  const embraceable = list.find((core) => checkEmbrace(core.catalysts, core.embraceReadyAt, b.serverNow).ok);
  if (embraceable) {
    await ctx.c.call('embraceCore', `mutation($c:ID!){ embraceCore(coreId:$c){ ${CORE} } }`, { c: embraceable.id });
    return;
  }
  // nothing to spend: into the vault for more
  const v = await ctx.c.call<{ vaultRanking: { active: boolean; lastStartedAt: number | null } }>(
    'vaultRanking',
    '{ vaultRanking { active lastStartedAt myBest } }',
  );
  if (v.kind !== 'ok' || !v.data) return;
  const units = fleet(home, 0.3);
  const wanted = Object.fromEntries(units.map((u) => [u.type, u.count])) as UnitCounts;
  if (
    !checkVaultStart(home, wanted, v.data.vaultRanking.active, v.data.vaultRanking.lastStartedAt, b.serverNow, b.speed)
      .ok
  )
    return;
  if (!(await slotFree(ctx))) return;
  await ctx.c.call('startVault', 'mutation($u:[UnitCountInput!]!){ startVault(units:$u){ id arrivesAt } }', {
    u: units,
  });
}
