/**
 * Reinforcements: units an alliance member keeps in another member's base (march kind `reinforce`:
 * `marching` → `reinforcing` → `returning` → `done`). Their arrival is an event on the host's
 * timeline touching the owner's base; while stationed they are one contingent each in every battle
 * at the host (with the stats they left with), and they eat the host's food (`guests` of the host's
 * state, docs/decisions/019-reinforcements.md). The owner withdraws them, the host expels them,
 * leaving the alliance sends them home: each locks both bases in id order and turns the fleet home
 * as a `returning` march on the owner's timeline.
 */
import {
  activeBoosts,
  addUnits,
  type BaseState,
  baseStats,
  type CombatStats,
  type Contingent,
  checkReinforcement,
  type JointBattleResult,
  plainStats,
  reinforcementTroops,
  type UnitCounts,
  type UnitId,
  unitTotal,
} from '../../game/index.ts';
import { type Db, type Executor, inTransaction, type Trx, tables, tablesTrx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import { raiseAlert } from '../alerts/index.ts';
import { membershipOf } from '../alliances/index.ts';
import { alliancesAllied } from '../diplomacy/index.ts';
import { baseIdOfProfile, findBase, ownersOfBases } from '../bases/index.ts';
import {
  announceChange,
  lockAndSettleMany,
  lockAndSettleProfile,
  type SettledBase,
  saveState,
  type TimelineContext,
} from '../../kernel/index.ts';
import { fileReport } from '../reports/index.ts';
import { profileNames } from '../worlds/index.ts';
import { flyHome, type Schedule } from './legs.ts';
import { findMarchForUpdate, type MarchesTables, type MarchRow } from './repo.ts';
import { updateMarch } from './store.ts';
import { marchesError } from './errors.ts';

export const REINFORCE = 'reinforce';

export const reinforcementErrors = {
  withdrawFailed: () => marchesError('WITHDRAW_FAILED'),
  expelFailed: () => marchesError('EXPEL_FAILED'),
  garrisonFailed: () => marchesError('GARRISON_FAILED'),
  /** our text in the spec's style: the host's embassy has no room for them */
  noRoom: (room: number) => marchesError('REINFORCEMENT_CAPACITY', { room }),
};

const q = (ex: Executor) => tables<MarchesTables>(ex);

/** A host's base row as stored (who owns it; its levels for a preview): the bases module's. */
const hostRow = (ex: Executor, baseId: string | null) => (baseId ? findBase(ex, baseId) : Promise.resolve(undefined));

/**
 * Are these two commanders allies (now): in the same alliance, or in two alliances that are allies
 * (decision 070)? Allies reinforce each other and do not raid each other.
 */
export async function allied(ex: Executor, a: string, b: string, at?: number): Promise<boolean> {
  if (a === b) return false;
  const [ma, mb] = await Promise.all([membershipOf(ex, a), membershipOf(ex, b)]);
  if (ma === undefined || mb === undefined) return false;
  return ma.alliance_id === mb.alliance_id || (await alliancesAllied(ex, ma.alliance_id, mb.alliance_id, at));
}

/** Reinforcements in or on their way to a host (its capacity counts both). */
function committedRows(ex: Executor, hostBaseId: string) {
  return q(ex)
    .selectFrom('marches')
    .selectAll()
    .where('target_base_id', '=', hostBaseId)
    .where('kind', '=', REINFORCE)
    .where('status', 'in', ['marching', 'reinforcing'])
    .orderBy('arrives_at')
    .orderBy('id')
    .execute();
}

/** Troops stationed in or flying to a host, but `except` (a march landing now). */
export async function committedTo(
  ex: Executor,
  hostBaseId: string,
  opts: { except?: string; stationedOnly?: boolean } = {},
): Promise<number> {
  const rows = await committedRows(ex, hostBaseId);
  return rows
    .filter((r) => r.id !== opts.except && (!opts.stationedOnly || r.status === 'reinforcing'))
    .reduce((s, r) => s + reinforcementTroops(r.units as UnitCounts), 0);
}

/** The reinforcement capacity of a host as its state stands. */
export const capacityOf = (state: BaseState, worldSpeed: number, at: number) =>
  baseStats(state.buildings, state.research, state.units, worldSpeed, activeBoosts(state.boosts, at))
    .reinforcementCapacity;

/** May these units go to this host? Throws the refusal (called by sendMarch under both locks). */
export async function checkRoomAt(trx: Trx, host: SettledBase, units: UnitCounts, now: number): Promise<void> {
  const check = checkReinforcement(
    capacityOf(host.state, host.row.speed, now),
    await committedTo(trx, host.row.id),
    units,
  );
  if (!check.ok) throw reinforcementErrors.noRoom(check.room);
}

/** The stats a march fights with: those it left with (research bought later is not applied). */
const statsOf = (m: MarchRow) => (m.attacker_stats as Record<UnitId, CombatStats> | null) ?? plainStats();

/**
 * The reinforcements stationed in a host at `at`, each one contingent (its owner, units, and the
 * stats it left with), in a fixed order (arrival, then id), their rows locked; the rows go with the
 * battle's result to `applyReinforcementOutcomes`. Call it under the host's lock (a battle on the
 * host's timeline, or a command holding it).
 */
export async function stationedAt(
  trx: Trx,
  hostBaseId: string,
  at: number,
): Promise<{ contingents: Contingent[]; rows: MarchRow[] }> {
  const rows = await tablesTrx<MarchesTables>(trx)
    .selectFrom('marches')
    .selectAll()
    .where('target_base_id', '=', hostBaseId)
    .where('kind', '=', REINFORCE)
    .where('status', '=', 'reinforcing')
    .where('arrives_at', '<=', new Date(at))
    .orderBy('arrives_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  return {
    rows,
    contingents: rows.map((r) => ({ ownerId: r.profile_id, units: r.units as UnitCounts, stats: statsOf(r) })),
  };
}

/**
 * Writes each reinforcement's outcome of a battle at its host back to its march (`rows` as
 * `stationedAt` gave them, the defenders of `result` being the host then those rows in order): its
 * survivors stay, all dead → `done`. Returns the units they lost, all owners together: the caller
 * takes them off the host's `guests`.
 */
export async function applyReinforcementOutcomes(
  trx: Trx,
  rows: MarchRow[],
  result: JointBattleResult,
  at: number,
): Promise<UnitCounts> {
  let lost: UnitCounts = {};
  for (const [i, m] of rows.entries()) {
    const outcome = result.defender.owners[i + 1];
    if (!outcome) continue;
    lost = addUnits(lost, addUnits(m.units as UnitCounts, outcome.survivors, -1));
    const alive = unitTotal(outcome.survivors) > 0;
    await updateMarch(trx, m.id, {
      status: alive ? 'reinforcing' : 'done',
      units: outcome.survivors as Record<string, number>,
      updated_at: new Date(at),
    });
  }
  return lost;
}

/** Tells the owner's and the host's browsers their reinforcements changed (on commit). */
export async function announceReinforcements(ex: Executor, profileIds: string[], marchId: string): Promise<void> {
  for (const profileId of new Set(profileIds))
    await publish(ex, { profileId, kind: 'reinforcements', data: { marchId } });
}

/** The fleet turns home at `at`; it flies as long as it flew out. `schedule` writes on the owner's timeline. */
function turnHome(trx: Trx, m: MarchRow, at: number, schedule: Schedule) {
  const returnsAt = at + Math.max(1000, m.arrives_at.getTime() - m.departs_at.getTime());
  return flyHome(trx, m, { at, returnsAt, loot: {} }, schedule);
}

/**
 * A reinforcement landing at its host (on the host's timeline; `ctx.row`, `ctx.state` are the
 * host's; the owner's base is touched and held). Still allies and room in the embassy: it is
 * stationed and eats the host's food; else a notice and home.
 */
export async function reinforcementArrives(
  ctx: TimelineContext,
  m: MarchRow,
  at: number,
): Promise<{ state: BaseState }> {
  const { trx, row, state } = ctx;
  const names = await profileNames(trx, [m.profile_id, row.profile_id]);
  const target = {
    x: m.target_x,
    y: m.target_y,
    kind: m.target_kind,
    level: m.target_level,
    owner: names.get(row.profile_id) ?? '',
  };
  const units = m.units as UnitCounts;
  let reason: string | null = null;
  if (!(await allied(trx, m.profile_id, row.profile_id))) reason = 'not-allied';
  else if (
    !checkReinforcement(
      capacityOf(state, row.speed, at),
      await committedTo(trx, row.id, { except: m.id, stationedOnly: true }),
      units,
    ).ok
  )
    reason = 'over-capacity';
  await announceReinforcements(trx, [m.profile_id, row.profile_id], m.id);
  if (reason) {
    await fileReport(trx, {
      profileId: m.profile_id,
      kind: 'notice',
      data: { reason, target, units, marchId: m.id },
      at,
    });
    await turnHome(trx, m, at, (e) => ctx.schedule(e));
    return { state };
  }
  await updateMarch(trx, m.id, { status: 'reinforcing', updated_at: new Date(at) });
  await fileReport(trx, {
    profileId: row.profile_id,
    kind: 'notice',
    data: { reason: 'reinforced', by: names.get(m.profile_id) ?? '', target, units, marchId: m.id },
    at,
  });
  await raiseAlert(trx, {
    profileIds: [row.profile_id],
    kind: 'reinforcements',
    sourceId: m.id,
    data: { from: names.get(m.profile_id) ?? '' },
    at,
  });
  return { state: { ...state, guests: addUnits(state.guests ?? {}, units) } };
}

/**
 * Sends a stationed reinforcement home (withdraw, expel, alliance left): both bases locked in id
 * order and settled to `now`; refused (null) unless it is still `reinforcing` and `may` allows it.
 */
async function sendHome(
  trx: Trx,
  marchId: string,
  now: number,
  may: (m: MarchRow) => boolean | Promise<boolean>,
): Promise<MarchRow | null> {
  const peek = await q(trx).selectFrom('marches').selectAll().where('id', '=', marchId).executeTakeFirst();
  if (!peek || peek.kind !== REINFORCE || !peek.target_base_id || !(await may(peek))) return null;
  const bases = await lockAndSettleMany(trx, [peek.base_id, peek.target_base_id], now);
  const host = bases.get(peek.target_base_id);
  const home = bases.get(peek.base_id);
  const m = await findMarchForUpdate(trx, marchId);
  // the row as it stands under the locks: a racing withdraw or expel, or a battle, may have changed it
  if (!m || !host || !home || m.status !== 'reinforcing' || !(await may(m))) return null;
  await saveState(trx, host.row.id, {
    ...host.state,
    guests: addUnits(host.state.guests ?? {}, m.units as UnitCounts, -1),
  });
  await turnHome(trx, m, now, (e) => scheduleEvent(trx, e));
  await announceChange(trx, host.row);
  await announceChange(trx, home.row);
  await announceReinforcements(trx, [m.profile_id, host.row.profile_id], m.id);
  return findMarchForUpdate(trx, marchId) as Promise<MarchRow>;
}

/** The owner calls its reinforcement home. */
export async function withdrawReinforcement(
  trx: Trx,
  profileId: string,
  marchId: string,
  now: number,
): Promise<MarchRow> {
  const m = await sendHome(trx, marchId, now, (r) => r.profile_id === profileId);
  if (!m) throw reinforcementErrors.withdrawFailed();
  return m;
}

/** The host sends a reinforcement in its base home. */
export async function expelReinforcement(trx: Trx, profileId: string, marchId: string, now: number): Promise<MarchRow> {
  const m = await sendHome(
    trx,
    marchId,
    now,
    async (r) => (await hostRow(trx, r.target_base_id))?.profile_id === profileId,
  );
  if (!m) throw reinforcementErrors.expelFailed();
  const names = await profileNames(trx, [profileId]);
  await fileReport(trx, {
    profileId: m.profile_id,
    kind: 'notice',
    data: {
      reason: 'expelled',
      by: names.get(profileId) ?? '',
      target: {
        x: m.target_x,
        y: m.target_y,
        kind: m.target_kind,
        level: m.target_level,
        owner: names.get(profileId) ?? '',
      },
      units: m.units,
      marchId: m.id,
    },
    at: now,
  });
  return m;
}

/**
 * Out of an alliance (left or kicked): the commander's reinforcements in other bases, and others'
 * in its base, go home where owner and host are no longer allies. Each in its own transaction;
 * idempotent (a reinforcement already on its way home, or between allies again, is left alone).
 * Fleets still flying out are turned home at their arrival (not allies any more).
 */
export async function reinforcementsOnMemberLeft(
  db: Db,
  left: { profileId: string; allianceId: string },
  now: number,
): Promise<void> {
  const baseId = await baseIdOfProfile(db, left.profileId);
  const rows = await q(db)
    .selectFrom('marches')
    .select(['id'])
    .where('kind', '=', REINFORCE)
    .where('status', '=', 'reinforcing')
    .where((eb) =>
      baseId
        ? eb.or([eb('profile_id', '=', left.profileId), eb('target_base_id', '=', baseId)])
        : eb('profile_id', '=', left.profileId),
    )
    .execute();
  for (const { id } of rows) await inTransaction(db, (trx) => sendHomeIfNotAllied(trx, id, now));
}

/** One reinforcement of a commander out of an alliance: home, with a notice, unless owner and host are allies. */
async function sendHomeIfNotAllied(trx: Trx, id: string, now: number): Promise<void> {
  let hostProfile = '';
  const m = await sendHome(trx, id, now, async (r) => {
    const host = await hostRow(trx, r.target_base_id);
    hostProfile = host?.profile_id ?? '';
    return !host || !(await allied(trx, r.profile_id, host.profile_id));
  });
  if (!m) return;
  const names = await profileNames(trx, [hostProfile]);
  await fileReport(trx, {
    profileId: m.profile_id,
    kind: 'notice',
    data: {
      reason: 'not-allied',
      target: {
        x: m.target_x,
        y: m.target_y,
        kind: m.target_kind,
        level: m.target_level,
        owner: names.get(hostProfile) ?? '',
      },
      units: m.units,
      marchId: m.id,
    },
    at: now,
  });
}

/** A reinforcement as its owner or host sees it. */
export interface ReinforcementView {
  id: string;
  status: string;
  owner: string;
  host: string;
  x: number;
  y: number;
  units: { type: string; count: number }[];
  troops: number;
  departsAt: number;
  arrivesAt: number;
  returnsAt: number | null;
}

const list = (u: UnitCounts) =>
  Object.entries(u)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, count]) => ({ type, count: count ?? 0 }));

async function views(ex: Executor, rows: MarchRow[]): Promise<ReinforcementView[]> {
  const ids = [...new Set(rows.map((r) => r.target_base_id ?? ''))].filter(Boolean);
  const hostOf = await ownersOfBases(ex, ids);
  const names = await profileNames(ex, [...rows.map((r) => r.profile_id), ...hostOf.values()]);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    owner: names.get(r.profile_id) ?? '',
    host: names.get(hostOf.get(r.target_base_id ?? '') ?? '') ?? '',
    x: r.target_x,
    y: r.target_y,
    units: list(r.units as UnitCounts),
    troops: reinforcementTroops(r.units as UnitCounts),
    departsAt: r.departs_at.getTime(),
    arrivesAt: r.arrives_at.getTime(),
    returnsAt: r.returns_at?.getTime() ?? null,
  }));
}

/**
 * The reinforcements page: what I sent and where (until home), what stands in or flies to my base,
 * and my base's capacity. Settled to now (my base's closure includes the arrivals touching it).
 */
export async function reinforcementsOverview(trx: Trx, profileId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const sent = await q(trx)
    .selectFrom('marches')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('kind', '=', REINFORCE)
    .where('status', '<>', 'done')
    .orderBy('departs_at')
    .orderBy('id')
    .execute();
  const here = await committedRows(trx, b.row.id);
  const capacity = capacityOf(b.state, b.row.speed, now);
  return {
    sent: await views(trx, sent),
    stationed: await views(trx, here),
    capacity,
    used: here.reduce((s, r) => s + reinforcementTroops(r.units as UnitCounts), 0),
  };
}

/** The garrison: my units at home, the injured in the bay, and the reinforcements stationed here by owner. */
export async function garrisonOf(trx: Trx, profileId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const here = (await committedRows(trx, b.row.id)).filter((r) => r.status === 'reinforcing');
  const names = await profileNames(
    trx,
    here.map((r) => r.profile_id),
  );
  const byOwner = new Map<string, UnitCounts>();
  for (const r of here) byOwner.set(r.profile_id, addUnits(byOwner.get(r.profile_id) ?? {}, r.units as UnitCounts));
  const reinforcements = [...byOwner]
    .map(([id, u]) => ({ owner: names.get(id) ?? '', units: list(u), troops: reinforcementTroops(u) }))
    .sort((a, c) => a.owner.localeCompare(c.owner));
  return {
    units: list(b.state.units),
    injured: list(b.state.injured ?? {}),
    reinforcements,
    capacity: capacityOf(b.state, b.row.speed, now),
  };
}

/**
 * The garrison's read at the edge, with its transaction: anything but a missing base (a deadlock, a
 * lost connection, the commit) is 'Garrison failed'.
 */
export async function orGarrisonFailed<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof AppError && e.code === 'BASE_NOT_FOUND') throw e;
    throw reinforcementErrors.garrisonFailed();
  }
}

/** Room in an ally's base at (x, y) for the send dialog: null when it is not an ally's base. Read as stored. */
export async function roomAt(db: Db, profileId: string, hostBaseId: string | null) {
  if (!hostBaseId) return null;
  const host = await hostRow(db, hostBaseId);
  if (!host || !(await allied(db, profileId, host.profile_id))) return null;
  const capacity = baseStats(host.buildings, host.research, {}, host.speed).reinforcementCapacity;
  return { capacity, used: await committedTo(db, hostBaseId) };
}
