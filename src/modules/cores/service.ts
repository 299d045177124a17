/**
 * Ephoran cores (decision 028): build one from core shards, refine its catalysts with catalyst dust,
 * embrace it. Every change locks the commander's base (settled to now), then the cores, then the
 * backpack row it spends from, and writes the cores' catalysts into the base's boosts in the same
 * transaction: what a core gives is in every battle and every hour of production from that instant.
 */
import {
  type Catalyst,
  type CatalystLevels,
  type CoreCheck,
  catalystEffects,
  checkBuildCore,
  checkEmbrace,
  checkRefine,
  EMBRACE_COOLDOWN_MS,
  EMBRACE_MS,
  embraceBoosts,
  emptyCatalysts,
  withCoreBoosts,
} from '../../game/index.ts';
import type { Db, Trx } from '../../platform/db.ts';
import { type AppError, platformError } from '../../platform/errors.ts';
import { announceChange, lockAndSettleProfile, type SettledBase, saveState } from '../../kernel/index.ts';
import { itemCountForUpdate, takeItems } from '../items/index.ts';
import { type CoreRow, coresForUpdate, coresOf, insertCore, updateCore } from './repo.ts';
import { coresError } from './errors.ts';

export const coreErrors = {
  notEnough: () => platformError('NOT_ENOUGH_ITEMS'),
  maxLevel: () => coresError('CATALYST_MAX'),
  maxCores: () => coresError('CORES_MAX'),
  embraceCooldown: () => coresError('EMBRACE_COOLDOWN'),
  emptyCore: () => coresError('CORE_EMPTY'),
  notFound: () => coresError('CORE_NOT_FOUND'),
};

function refusal(c: Exclude<CoreCheck, { ok: true }>): AppError {
  switch (c.reason) {
    case 'NOT_ENOUGH_ITEMS':
      return coreErrors.notEnough();
    case 'MAX_LEVEL':
      return coreErrors.maxLevel();
    case 'MAX_CORES':
      return coreErrors.maxCores();
    case 'EMBRACE_COOLDOWN':
      return coreErrors.embraceCooldown();
    case 'EMPTY_CORE':
      return coreErrors.emptyCore();
  }
}

export const coreView = (c: CoreRow, now: number) => ({
  id: c.id,
  catalysts: { ...emptyCatalysts(), ...c.catalysts },
  effects: Object.entries(catalystEffects({ ...emptyCatalysts(), ...c.catalysts })).map(([effect, amount]) => ({
    effect,
    amount,
  })),
  embracedUntil: c.embraced_until && c.embraced_until.getTime() > now ? c.embraced_until.getTime() : null,
  embraceReadyAt: c.embrace_ready_at && c.embrace_ready_at.getTime() > now ? c.embrace_ready_at.getTime() : null,
});
export type CoreView = ReturnType<typeof coreView>;

export async function listCores(db: Db, profileId: string, now: number) {
  return (await coresOf(db, profileId)).map((c) => coreView(c, now));
}

/** Writes the cores' catalysts into the base's boosts (replacing what they gave before). */
async function applyCores(
  trx: Trx,
  b: SettledBase,
  cores: CatalystLevels[],
  extra: Parameters<typeof withCoreBoosts>[0] = [],
) {
  await saveState(trx, b.row.id, { ...b.state, boosts: [...withCoreBoosts(b.state.boosts, cores), ...extra] });
  await announceChange(trx, b.row);
}

const levels = (rows: CoreRow[]) => rows.map((r) => ({ ...emptyCatalysts(), ...r.catalysts }));

export async function buildCore(trx: Trx, profileId: string, now: number): Promise<CoreView> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const cores = await coresForUpdate(trx, profileId);
  const check = checkBuildCore(await itemCountForUpdate(trx, profileId, 'core-shard'), cores.length);
  if (!check.ok) throw refusal(check);
  if (!(await takeItems(trx, profileId, 'core-shard', check.cost))) throw coreErrors.notEnough();
  const core = await insertCore(trx, {
    profile_id: profileId,
    catalysts: emptyCatalysts(),
    created_at: new Date(now),
  });
  await applyCores(trx, b, levels([...cores, core]));
  return coreView(core, now);
}

export async function refineCatalyst(
  trx: Trx,
  profileId: string,
  coreId: string,
  catalyst: Catalyst,
  now: number,
): Promise<CoreView> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const cores = await coresForUpdate(trx, profileId);
  const core = cores.find((c) => c.id === coreId);
  if (!core) throw coreErrors.notFound();
  const current = { ...emptyCatalysts(), ...core.catalysts };
  const check = checkRefine(current, catalyst, await itemCountForUpdate(trx, profileId, 'catalyst-dust'));
  if (!check.ok) throw refusal(check);
  if (!(await takeItems(trx, profileId, 'catalyst-dust', check.cost))) throw coreErrors.notEnough();
  const done = await updateCore(trx, core.id, { catalysts: { ...current, [catalyst]: current[catalyst] + 1 } });
  await applyCores(trx, b, levels(cores.map((c) => (c.id === done.id ? done : c))));
  return coreView(done, now);
}

/** Embrace: the core's effect once more for EMBRACE_MS (game time), then it rests EMBRACE_COOLDOWN_MS. */
export async function embraceCore(trx: Trx, profileId: string, coreId: string, now: number): Promise<CoreView> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const cores = await coresForUpdate(trx, profileId);
  const core = cores.find((c) => c.id === coreId);
  if (!core) throw coreErrors.notFound();
  const current = { ...emptyCatalysts(), ...core.catalysts };
  const check = checkEmbrace(current, core.embrace_ready_at?.getTime() ?? null, now);
  if (!check.ok) throw refusal(check);
  const until = now + Math.round(EMBRACE_MS / b.row.speed);
  const done = await updateCore(trx, core.id, {
    embraced_until: new Date(until),
    embrace_ready_at: new Date(now + Math.round(EMBRACE_COOLDOWN_MS / b.row.speed)),
  });
  await applyCores(trx, b, levels(cores), embraceBoosts(current, until));
  return coreView(done, now);
}
