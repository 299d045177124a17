/**
 * A rally's legs (docs/decisions/020-rallies.md):
 * - joined: a member's units land at the leader's base (leader's timeline; writes only the march);
 * - depart: the wait is over (leader's timeline, touching every member's base and the target's):
 *   the rally flies at its slowest unit; its arrival goes on the target base's timeline (a pirate
 *   ship: the leader's), touching every member;
 * - arrive: ONE battle, the members as one side of several owners (each with the stats its units
 *   left home with) against the pirate crew or the base's defenders; plunder and losses per owner;
 *   a rally report to every member, a battle report to the defender; each member's survivors and
 *   share fly home from the target (the marches module's `return` leg on the member's timeline).
 */
import { diplomacyBars } from '../diplomacy/index.ts';
import { z } from 'zod';
import {
  addUnits,
  isOccupiable,
  afterHostDefence,
  type BaseState,
  type Contingent,
  type CombatStats,
  createRng,
  emptyResources,
  hostSide,
  isShielded,
  type JointBattleInput,
  type JointBattleResult,
  pirateRespawnMs,
  pirateFleet,
  pirateLoot,
  plainStats,
  raidPlunderable,
  drawSeed,
  simulateJointBattle,
  sumCounts,
  tallyOf,
  travelMs,
  type UnitCounts,
  type UnitId,
  unitTotal,
} from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { basePositions } from '../bases/index.ts';
import { raiseAlert } from '../alerts/index.ts';
import type { TimelineContext, TimelineHandler, TimelineKindDef } from '../../kernel/index.ts';
import { lockObject, removeObject } from '../galaxy/index.ts';
import {
  allied,
  type ArrivalHandler,
  applyReinforcementOutcomes,
  driveOffHolder,
  flyHome,
  holderForUpdate,
  holderStats,
  type LegKindDef,
  type MarchRow,
  marchesOfRallies,
  raidLaunched,
  stationedAt,
  updateMarch,
  warnAlliance,
} from '../marches/index.ts';
import { fileReport } from '../reports/index.ts';
import { arrivalRefusal, recordLanding } from '../protection/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { leaderFirst, lockRally, ralliesByIds, type RallyRow, updateRally } from './repo.ts';
import { announceRally, RALLY_EVENT, type RallyLeg } from './held.ts';

export const RallyLegPayload = z.union([
  z.object({ rallyId: z.string().uuid(), leg: z.enum(['depart', 'arrive']) }),
  z.object({ rallyId: z.string().uuid(), leg: z.literal('joined'), marchId: z.string().uuid() }),
]);

type Ctx = TimelineContext;

const withPirate = (raw: Parameters<typeof tallyOf>[0]) => {
  const tally = tallyOf(raw);
  return { ...tally, piratesDestroyed: tally.piratesDestroyed + 1 };
};

const rallyTimeline: TimelineHandler = async (ctx) => {
  const leg = ctx.event.payload as RallyLeg;
  const rally = await lockRally(ctx.trx, leg.rallyId);
  if (!rally) return { state: ctx.state };
  // a join sent before joins were a kind of march: its arrival had an event of the rally's
  if (leg.leg === 'joined') return joined(ctx, rally, leg.marchId);
  if (leg.leg === 'depart') return depart(ctx, rally);
  return arrive(ctx, rally);
};

export const rallyTimelineKind: TimelineKindDef = { kind: RALLY_EVENT, payload: RallyLegPayload, apply: rallyTimeline };

/** A member's units land at the leader's base (the leader's timeline): they wait there for the rally. */
const memberArrives: ArrivalHandler = async (ctx, m) => {
  const rally = m.rally_id ? await lockRally(ctx.trx, m.rally_id) : undefined;
  if (!rally) return { state: ctx.state };
  return joined(ctx, rally, m.id);
};

/** Where a rally's members gather: its leader's base, by march. */
async function leaderBases(ex: Executor, marches: MarchRow[]) {
  const rallies = await ralliesByIds(ex, [...new Set(marches.flatMap((m) => (m.rally_id ? [m.rally_id] : [])))]);
  const leaders = new Map(rallies.map((r) => [r.id, r.leader_base_id]));
  const spots = new Map(
    (await basePositions(ex, { baseIds: [...new Set(leaders.values())] })).map((b) => [b.id, { x: b.x, y: b.y }]),
  );
  const out = new Map<string, { x: number; y: number }>();
  for (const m of marches) {
    const spot = spots.get(leaders.get(m.rally_id ?? '') ?? '');
    if (spot) out.set(m.id, spot);
  }
  return out;
}

/**
 * A rally member's march: flying to the leader's base it is `joining` (it lands there, and waits);
 * the rally's own legs fly it on. It musters at the leader's base.
 */
export const rallyLegKind: LegKindDef = {
  kind: 'rally',
  flying: 'joining',
  arrive: memberArrives,
  musterAt: leaderBases,
};

async function joined(ctx: Ctx, rally: RallyRow, marchId: string) {
  const m = (await marchesOfRallies(ctx.trx, [rally.id])).find((x) => x.id === marchId);
  if (m?.status !== 'joining') return { state: ctx.state };
  // waiting at the leader's base until the rally leaves
  await updateMarch(ctx.trx, m.id, {
    status: 'waiting',
    arrives_at: rally.departs_at,
    updated_at: new Date(ctx.event.dueAt),
  });
  await announceRally(ctx.trx, rally);
  return { state: ctx.state };
}

async function depart(ctx: Ctx, rally: RallyRow) {
  const { trx, row } = ctx;
  const at = ctx.event.dueAt;
  if (rally.status !== 'created' && rally.status !== 'waiting') return { state: ctx.state };
  // joins that could not land before the departure are refused, so every member is here
  const members = (await marchesOfRallies(trx, [rally.id])).filter(
    (m) => m.status === 'joining' || m.status === 'waiting',
  );
  const all = sumCounts(members.map((m) => m.units as UnitCounts));
  const flight = travelMs(row, { x: rally.target_x, y: rally.target_y }, all, row.speed);
  const arrivesAt = at + (Number.isFinite(flight) ? flight : 1000);
  const updated = await updateRally(trx, rally.id, {
    status: 'marching',
    arrives_at: new Date(arrivesAt),
    updated_at: new Date(at),
  });
  for (const m of members)
    await updateMarch(trx, m.id, {
      status: 'rallying',
      departs_at: new Date(at),
      arrives_at: new Date(arrivesAt),
      updated_at: new Date(at),
    });
  const leg: RallyLeg = { rallyId: rally.id, leg: 'arrive' };
  // fought on the target's timeline (its garrison of that instant); a pirate ship's on the leader's
  await ctx.schedule({
    baseId: rally.target_base_id ?? rally.leader_base_id,
    kind: RALLY_EVENT,
    payload: leg,
    startsAt: at,
    dueAt: arrivesAt,
    touches: members.map((m) => m.base_id),
  });
  await announceRally(trx, updated);
  // the defender sees it coming (getIncomingAttacks lists each member's units flying at it)
  const defender = rally.target_base_id ? ctx.other(rally.target_base_id)?.row : null;
  if (defender) {
    // its contingency rules hear of it as of a raid (decision 073): the leader's march names the
    // rally, the forecast weighs every member; the departure holds the bases the rules write to
    const lead = members.find((m) => m.profile_id === rally.leader_profile_id) ?? members[0];
    if (lead)
      await raidLaunched(
        trx,
        { ...lead, status: 'rallying', departs_at: new Date(at), arrives_at: new Date(arrivesAt) },
        defender.id,
        at,
        ctx.schedule,
      );
    await publish(trx, {
      profileId: defender.profile_id,
      kind: 'incoming-attack',
      data: { rallyId: rally.id, arrivesAt },
    });
    const leader = (await profileNames(trx, [rally.leader_profile_id])).get(rally.leader_profile_id) ?? '';
    await raiseAlert(trx, {
      profileIds: [defender.profile_id],
      kind: 'attack',
      sourceId: rally.id,
      // its leader's march: the push's "Evade now" names it (the rally flies as one)
      data: { attacker: leader, rally: true, arrivesAt, ...(lead ? { marchId: lead.id } : {}) },
      at,
      expiresAt: arrivesAt,
    });
    await warnAlliance(trx, {
      defenderId: defender.profile_id,
      attackerId: rally.leader_profile_id,
      sourceId: rally.id,
      arrivesAt,
      at,
    });
  }
  return { state: ctx.state };
}

/**
 * The defender's side at a base: the host's garrison and the reinforcements standing in it (the
 * marches module's `stationedAt`, rows locked); after the battle each reinforcement's outcome goes
 * back to its march and its dead leave the host's guests (`applyReinforcementOutcomes`).
 */
async function reinforcementsAt(ctx: Ctx, at: number) {
  return stationedAt(ctx.trx, ctx.row.id, at);
}
async function afterBaseBattle(
  ctx: Ctx,
  stationed: Awaited<ReturnType<typeof reinforcementsAt>>,
  state: BaseState,
  result: JointBattleResult,
  at: number,
): Promise<BaseState> {
  const lost = await applyReinforcementOutcomes(ctx.trx, stationed.rows, result, at);
  return { ...afterHostDefence(state, result), guests: addUnits(state.guests ?? {}, lost, -1) };
}

async function arrive(ctx: Ctx, rally: RallyRow) {
  const { trx, row } = ctx;
  let state = ctx.state;
  const at = ctx.event.dueAt;
  if (rally.status !== 'marching') return { state };
  const members = leaderFirst(
    rally.leader_profile_id,
    (await marchesOfRallies(trx, [rally.id])).filter((m) => m.status === 'rallying'),
  );
  const names = await profileNames(trx, [
    rally.leader_profile_id,
    ...members.map((m) => m.profile_id),
    ...(rally.target_base_id ? [row.profile_id] : []),
  ]);
  const target: Record<string, unknown> = {
    x: rally.target_x,
    y: rally.target_y,
    kind: rally.target_kind,
    level: rally.target_level,
  };
  const atBase = rally.target_base_id !== null && row.id === rally.target_base_id;
  if (atBase) target.owner = names.get(row.profile_id) ?? '';
  const leader = names.get(rally.leader_profile_id) ?? '';
  const everyoneHome = async (reason: string) => {
    for (const m of members) {
      await fileReport(trx, {
        profileId: m.profile_id,
        kind: 'notice',
        data: { reason, target, units: m.units, rallyId: rally.id, marchId: m.id },
        at,
      });
      await turnHome(ctx, rally, m, m.units as UnitCounts, emptyResources(), at);
    }
    await finish(ctx, rally, at);
    return { state };
  };

  const attacker = {
    contingents: members.map<Contingent>((m) => ({
      ownerId: m.profile_id,
      units: m.units as UnitCounts,
      stats: (m.attacker_stats ?? plainStats()) as Record<UnitId, CombatStats>,
    })),
  };
  let input: JointBattleInput;
  let stationed: Awaited<ReturnType<typeof reinforcementsAt>> = { contingents: [], rows: [] };
  let world: Awaited<ReturnType<typeof worldOfProfile>> | null = null;
  let holder: Awaited<ReturnType<typeof holderForUpdate>> | null = null;
  if (atBase && (row.x !== rally.target_x || row.y !== rally.target_y)) return everyoneHome('target-gone');
  if (atBase) {
    // nothing lands on a shielded base: the rally turns back with every unit
    if (isShielded(state, at)) return everyoneHome('target-shielded');
    // nor on a base whose commander went on vacation while it gathered or flew (decision 055)
    if (state.frozenSince !== undefined) return everyoneHome('target-on-vacation');
    // nor on a pact partner's base (decision 070): the pact judged at the landing instant
    if (await diplomacyBars(trx, rally.leader_profile_id, row.profile_id, 'rally', at)) return everyoneHome('pact');
    // the bash limit and strength protection (decision 067), checked again as it lands
    const refused = await arrivalRefusal(trx, {
      attackerId: rally.leader_profile_id,
      target: row,
      landsAt: at,
      arriving: { rallyId: rally.id },
      states: { attacker: ctx.other(rally.leader_base_id)?.state, target: state },
    });
    if (refused) return everyoneHome(refused);
    stationed = await reinforcementsAt(ctx, at);
    input = {
      attacker,
      defender: hostSide(state, row.speed, at, row.profile_id, stationed.contingents),
      plunderable: raidPlunderable(state),
    };
  } else {
    world = await worldOfProfile(trx, rally.leader_profile_id);
    const object =
      rally.target_kind === 'pirate-ship' || isOccupiable(rally.target_kind)
        ? await lockObject(trx, world, { x: rally.target_x, y: rally.target_y }, at)
        : null;
    if (!object || object.kind !== rally.target_kind) return everyoneHome('target-gone');
    if (isOccupiable(object.kind)) {
      // an occupied object: the rally fights the fleet holding it (gone, or now a member's or an ally's: nothing to fight)
      holder = (await holderForUpdate(trx, rally.world_id, rally.target_x, rally.target_y)) ?? null;
      if (
        !holder ||
        members.some((m) => m.profile_id === holder?.profile_id) ||
        (await allied(trx, holder.profile_id, rally.leader_profile_id))
      )
        return everyoneHome('target-gone');
      input = {
        attacker,
        defender: {
          host: { ownerId: holder.profile_id, units: holder.units as UnitCounts, stats: holderStats(holder) },
        },
      };
    } else
      input = {
        attacker,
        defender: { host: { ownerId: 'pirates', units: pirateFleet(object.level), stats: plainStats() } },
        plunderable: pirateLoot(object.level),
      };
  }
  // the secret drawn when the rally opened, before anyone joined (decision 039)
  const { seed, commitment } = rally;
  const result = simulateJointBattle(input, createRng(drawSeed(seed)));
  const won = result.winner === 'attacker';
  if (atBase) {
    state = await afterBaseBattle(ctx, stationed, state, result, at);
    // it landed: the bash limit counts it, and its leader has attacked a player
    await recordLanding(trx, { attackerId: rally.leader_profile_id, target: row, at, rallyId: rally.id });
  } else if (holder) {
    // beaten, the holder lets go (the object is free); holding, it keeps what survived
    const survivors = result.defender.owners[0]?.survivors ?? {};
    if (won) await driveOffHolder(trx, holder, survivors, at);
    else await updateMarch(trx, holder.id, { units: survivors as Record<string, number>, updated_at: new Date(at) });
    const holderName = (await profileNames(trx, [holder.profile_id])).get(holder.profile_id) ?? '';
    await fileReport(trx, {
      profileId: holder.profile_id,
      kind: 'occupied-object',
      data: {
        engineVersion: result.version,
        seed,
        commitment,
        input,
        result,
        target: { ...target, holder: holderName },
        attacker: leader,
        holder: holderName,
        rally: true,
        outcome: won ? 'taken' : 'held',
        role: 'defence',
      },
      at,
    });
  } else if (won && world) {
    await removeObject(
      trx,
      world,
      { x: rally.target_x, y: rally.target_y },
      at + pirateRespawnMs(rally.target_level, row.speed),
    );
    // the ship counts as destroyed for every member (tasks): their bases are held, the arrival touches them
    for (const m of members) {
      if (m.base_id === row.id) state = { ...state, tally: withPirate(state.tally) };
      else {
        const other = ctx.other(m.base_id);
        if (other) ctx.setOther(m.base_id, { ...other.state, tally: withPirate(other.state.tally) });
      }
    }
  }

  const owners = result.attacker.owners.map((o) => ({
    name: names.get(o.ownerId) ?? '',
    before: o.before,
    lost: o.lost,
    survivors: o.survivors,
    plunder: o.plunder,
  }));
  const common = {
    engineVersion: result.version,
    seed,
    commitment,
    rallyId: rally.id,
    leader,
    target,
    input,
    result,
    members: owners,
    loot: result.plunder,
  };
  for (const [i, m] of members.entries()) {
    const o = result.attacker.owners[i];
    const mine = owners[i];
    await fileReport(trx, { profileId: m.profile_id, kind: 'rally', data: { ...common, role: 'attack', mine }, at });
    if (!o || unitTotal(o.survivors) === 0)
      await updateMarch(trx, m.id, { status: 'done', units: {}, loot: {}, updated_at: new Date(at) });
    else await turnHome(ctx, rally, m, o.survivors, o.plunder as unknown as Record<string, number>, at);
  }
  if (atBase)
    await fileReport(trx, {
      profileId: row.profile_id,
      kind: 'battle',
      data: { ...common, role: 'defence', attacker: leader, rally: true },
      at,
    });
  // every reinforcement's owner that stood with the host, once
  if (atBase) {
    const helpers = new Set(stationed.rows.map((r) => r.profile_id).filter((id) => id !== row.profile_id));
    const helperNames = await profileNames(trx, [...helpers]);
    for (const owner of helpers)
      await fileReport(trx, {
        profileId: owner,
        kind: 'battle',
        data: {
          ...common,
          role: 'reinforcement',
          attacker: leader,
          rally: true,
          reinforcer: helperNames.get(owner) ?? '',
        },
        at,
      });
  }
  await finish(ctx, rally, at);
  return { state };
}

/** A member's survivors and share fly home from the target, on the member's timeline (held: the arrival touches it). */
async function turnHome(
  ctx: Ctx,
  rally: RallyRow,
  m: MarchRow,
  units: UnitCounts,
  loot: Record<string, number>,
  at: number,
) {
  const home = m.base_id === ctx.row.id ? ctx.row : ctx.other(m.base_id)?.row;
  const flight = home ? travelMs({ x: rally.target_x, y: rally.target_y }, home, units, ctx.row.speed) : Number.NaN;
  const returnsAt =
    at + (Number.isFinite(flight) ? flight : Math.max(1000, m.arrives_at.getTime() - m.departs_at.getTime()));
  await flyHome(ctx.trx, m, { at, returnsAt, units: units as Record<string, number>, loot }, ctx.schedule);
}

async function finish(ctx: Ctx, rally: RallyRow, at: number) {
  const done = await updateRally(ctx.trx, rally.id, { status: 'finished', updated_at: new Date(at) });
  await announceRally(ctx.trx, done);
}
