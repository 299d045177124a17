/**
 * A march's legs on its base's timeline. Arrival at a pirate ship: the spot is locked, the battle is
 * fought with the pure engine (seeded by the march's secret drawn at launch, decision 039: the report
 * reveals it beside its commitment, so anyone replays and checks the battle), the winner's
 * survivors load what they can carry, the ship is gone until it respawns, a report is filed, and the
 * fleet turns home. Return: the survivors rejoin the garrison and the loot goes into the stores.
 * Gathering: at an asteroid the march mines its load (gathering.ts), then a report, then home.
 * Every leg happens at its due time, whoever settles the base and however late.
 */
import { z } from 'zod';
import {
  activeBoosts,
  addResources,
  addUnits,
  afterHostDefence,
  baseStats,
  createRng,
  hostSide,
  isShielded,
  type JointBattleInput,
  raidPlunderable,
  simulateJointBattle,
  emptyResources,
  pirateRespawnMs,
  pirateFleet,
  pirateLoot,
  plainStats,
  plunderOf,
  scoutFindings,
  resources,
  drawSeed,
  simulateBattle,
  tallyOf,
  type UnitCounts,
  unitTotal,
  withUnits,
} from '../../game/index.ts';
import { raiseAlert } from '../alerts/index.ts';
import type { TimelineContext, TimelineHandler, TimelineKindDef } from '../../kernel/index.ts';
import { lockObject, removeObject } from '../galaxy/index.ts';
import { addressOfBase } from '../portal/index.ts';
import { fileReport } from '../reports/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { planOf, reportGathered } from './gathering.ts';
import { findMarchForUpdate, type MarchRow } from './repo.ts';
import {
  announceReinforcements,
  applyReinforcementOutcomes,
  REINFORCE,
  reinforcementArrives,
  stationedAt,
} from './reinforcements.ts';
import { sharedNetworkBars } from '../social/index.ts';
import { arrivalRefusal, recordLanding } from '../protection/index.ts';
import { diplomacyBars } from '../diplomacy/index.ts';
import {
  type ArrivalHandler,
  fleetGone,
  flyHome,
  homecoming,
  type LegKindDef,
  legKindOf,
  MARCH_EVENT,
  type MarchLeg,
} from './legs.ts';
import { PORTAL_KIND } from './portal-travel.ts';
import { OCCUPY, occupyArrives, payoutArrives } from './occupying.ts';
import { updateMarch } from './store.ts';

/** A march leg's payload: checked by the timeline when written and when read. */
export const MarchLegPayload = z.object({
  marchId: z.string().uuid(),
  leg: z.enum(['arrive', 'gathered', 'payout', 'return']),
});

type Ctx = TimelineContext;

const marchTimeline: TimelineHandler = async (ctx) => {
  const { trx, event } = ctx;
  const state = ctx.state;
  const leg = event.payload as MarchLeg;
  const m = await findMarchForUpdate(trx, leg.marchId);
  const at = event.dueAt;
  if (leg.leg === 'return') {
    if (m?.status !== 'returning') return { state };
    await updateMarch(trx, m.id, { status: 'done', updated_at: new Date(at) });
    const tally = tallyOf(state.tally);
    // what gathering brought home counts as mined (a raid's loot does not)
    if (m.kind === 'gather') for (const k of ['astromite', 'quantarite'] as const) tally.mined[k] += m.loot[k] ?? 0;
    const home = {
      ...state,
      units: withUnits(state.units, m.units as UnitCounts),
      resources: addResources(state.resources, resources(m.loot)),
      tally,
    };
    // fleet orders hear of it here and may send it out again (legs.ts observers)
    return { state: await homecoming(ctx, m, home) };
  }
  if (leg.leg === 'payout') return payoutArrives(ctx, m, at);
  if (leg.leg === 'gathered') {
    if (m?.status !== 'gathering') return { state };
    const [resource, amount] = Object.entries(m.loot).find(([, v]) => v > 0) ?? ['astromite', 0];
    await reportGathered(trx, m, resource, amount, at);
    await turnHome(ctx, m, m.units as UnitCounts, m.loot, at);
    return { state };
  }
  if (!m) return { state };
  const kind = legKindOf(m.kind);
  if (!kind) throw new Error(`no arrival for march kind '${m.kind}'`);
  if (m.status !== kind.flying) return { state };
  return kind.arrive(ctx, m);
};

/** The march's legs as a kind of timeline event (registered by the composition root). */
export const marchTimelineKind: TimelineKindDef = { kind: MARCH_EVENT, payload: MarchLegPayload, apply: marchTimeline };

/** At a pirate ship: a battle (or nothing there any more), its report, and home with the loot. */
const attackArrives: ArrivalHandler = async (ctx, m) => {
  const { trx, row } = ctx;
  let state = ctx.state;
  const at = ctx.event.dueAt;
  const { survivors, loot, destroyed } = await arrive(trx, m, state, row.speed, at);
  if (destroyed) {
    const tally = tallyOf(state.tally);
    tally.piratesDestroyed += 1;
    state = { ...state, tally };
  }
  if (unitTotal(survivors) === 0) {
    await fleetGone(trx, m, at);
    return { state };
  }
  await turnHome(ctx, m, survivors, loot, at);
  return { state };
};

/** At an asteroid: the load and mining time are fixed now (gathering.ts); an asteroid gone is a notice. */
const gatherArrives: ArrivalHandler = async (ctx, m) => {
  const { trx, row, state } = ctx;
  const at = ctx.event.dueAt;
  const plan = planOf(m, state, row.speed, at);
  const object = await lockObject(trx, await worldOfProfile(trx, m.profile_id), { x: m.target_x, y: m.target_y }, at);
  if (!plan || !object || object.kind !== m.target_kind) return attackArrives(ctx, m);
  // the load and time are fixed now; the planned load waits in `loot` until it is mined
  await updateMarch(trx, m.id, {
    status: 'gathering',
    loot: { [plan.resource]: plan.amount },
    gather_ends_at: new Date(at + plan.durationMs),
    updated_at: new Date(at),
  });
  const next: MarchLeg = { marchId: m.id, leg: 'gathered' };
  await ctx.schedule({ baseId: row.id, kind: MARCH_EVENT, payload: next, startsAt: at, dueAt: at + plan.durationMs });
  return { state };
};

/** Through the portal: a raid on the base on the other side (a portal mission's fleet has its own event). */
const portalArrives: ArrivalHandler = (ctx, m) => (m.target_base_id ? raid(ctx, m) : attackArrives(ctx, m));

/** The marches module's own kinds of march, with what each does where it flies. */
export const marchLegKinds: LegKindDef[] = [
  { kind: 'attack', arrive: attackArrives },
  { kind: 'gather', arrive: gatherArrives },
  { kind: 'raid', arrive: (ctx, m) => raid(ctx, m) },
  { kind: PORTAL_KIND, arrive: portalArrives },
  { kind: 'scout', arrive: (ctx, m) => scout(ctx, m) },
  { kind: OCCUPY, arrive: (ctx, m) => occupyArrives(ctx, m, ctx.event.dueAt, turnHome) },
  { kind: REINFORCE, arrive: (ctx, m) => reinforcementArrives(ctx, m, ctx.event.dueAt) },
];

/** The fleet turns home at `at` with `units` and `loot`; it flies as long as it flew out. */
function turnHome(ctx: Ctx, m: MarchRow, units: UnitCounts, loot: Record<string, number>, at: number) {
  const returnsAt = at + (m.arrives_at.getTime() - m.departs_at.getTime());
  // the home base is held by this settle: the arrival's event names it in `touches`
  return flyHome(ctx.trx, m, { at, returnsAt, units: units as Record<string, number>, loot }, ctx.schedule);
}

/** The fleet at its target: a battle (or nothing there any more), and its report. */
async function arrive(trx: Ctx['trx'], m: MarchRow, state: Ctx['state'], worldSpeed: number, at: number) {
  const world = await worldOfProfile(trx, m.profile_id);
  const spot = { x: m.target_x, y: m.target_y };
  const target = { ...spot, kind: m.target_kind, level: m.target_level };
  const units = m.units as UnitCounts;
  const object = await lockObject(trx, world, spot, at);
  if (!object || object.kind !== m.target_kind) {
    await fileReport(trx, {
      profileId: m.profile_id,
      kind: 'notice',
      data: { reason: 'target-gone', target, units, marchId: m.id },
      at,
    });
    return { survivors: units, loot: emptyResources(), destroyed: false };
  }
  const input = {
    attacker: {
      units,
      stats: baseStats(state.buildings, state.research, {}, worldSpeed, activeBoosts(state.boosts, at)).units,
    },
    defender: { units: pirateFleet(object.level), stats: plainStats() },
  };
  const result = simulateBattle(input, createRng(drawSeed(m.seed)));
  const won = result.winner === 'attacker';
  const loot = won ? plunderOf(result.attacker.survivors, pirateLoot(object.level)) : emptyResources();
  if (won) await removeObject(trx, world, spot, at + pirateRespawnMs(object.level, worldSpeed));
  await fileReport(trx, {
    profileId: m.profile_id,
    kind: 'battle',
    data: {
      engineVersion: result.version,
      seed: m.seed,
      commitment: m.commitment,
      target,
      input,
      result,
      loot,
      marchId: m.id,
    },
    at,
  });
  return { survivors: result.attacker.survivors, loot, destroyed: won };
}

/**
 * A raid arriving: applied on the defender's timeline (`row` and `state` are the defender's), so
 * the garrison and stores are exactly those of that instant. The attacker fights with the stats it
 * left with; both commanders get a report; the survivors' way home goes on the attacker's timeline.
 */
async function raid(ctx: Ctx, m: MarchRow) {
  const { trx, row, state } = ctx;
  const at = ctx.event.dueAt;
  const barred = await sharedNetworkBars(trx, m.profile_id, row.profile_id, 'raid');
  // a pact between the alliances in force at the landing instant (decision 070)
  const pact = await diplomacyBars(trx, m.profile_id, row.profile_id, 'raid', at);
  const away = state.frozenSince !== undefined;
  // the bash limit and strength protection (decision 067), checked again as it lands
  const protectedBy =
    barred || pact || away || isShielded(state, at)
      ? null
      : await arrivalRefusal(trx, {
          attackerId: m.profile_id,
          target: row,
          landsAt: at,
          arriving: { marchId: m.id },
          states: { attacker: ctx.other(m.base_id)?.state, target: state },
        });
  if (barred || pact || away || protectedBy || isShielded(state, at)) {
    // nothing lands on a shielded base, a base on vacation, a shared network's other half or a pact
    // partner's base, nor an attack the bash limit or strength protection refuses: the fleet turns
    // back with every unit
    const target = { x: m.target_x, y: m.target_y, kind: m.target_kind, level: m.target_level };
    const reason = barred
      ? 'shared-network'
      : pact
        ? 'pact'
        : away
          ? 'target-on-vacation'
          : (protectedBy ?? 'target-shielded');
    await fileReport(trx, {
      profileId: m.profile_id,
      kind: 'notice',
      data: { reason, target, units: m.units, marchId: m.id },
      at,
    });
    await turnHome(ctx, m, m.units as UnitCounts, {}, at);
    return { state };
  }
  // the host's garrison and every reinforcement stationed in it, each with its owner's stats
  const stationed = await stationedAt(trx, row.id, at);
  const input: JointBattleInput = {
    attacker: {
      contingents: [
        {
          ownerId: m.profile_id,
          units: m.units as UnitCounts,
          stats: m.attacker_stats as ReturnType<typeof plainStats>,
        },
      ],
    },
    defender: hostSide(state, row.speed, at, row.profile_id, stationed.contingents),
    plunderable: raidPlunderable(state),
  };
  const result = simulateJointBattle(input, createRng(drawSeed(m.seed)));
  const plunder = result.plunder;
  const lost = await applyReinforcementOutcomes(trx, stationed.rows, result, at);
  const after = { ...afterHostDefence(state, result), guests: addUnits(state.guests ?? {}, lost, -1) };
  const owners = [m.profile_id, row.profile_id, ...stationed.rows.map((r) => r.profile_id)];
  const names = await profileNames(trx, owners);
  const target = {
    x: m.target_x,
    y: m.target_y,
    kind: m.target_kind,
    level: m.target_level,
    owner: names.get(row.profile_id) ?? '',
  };
  // who stood with the host, in the order of `result.defender.owners` (the host first)
  const defenders = result.defender.owners.map((o) => ({
    owner: names.get(o.ownerId) ?? '',
    before: o.before,
    lost: o.lost,
    injured: o.injured,
    survivors: o.survivors,
  }));
  const common = {
    engineVersion: result.version,
    seed: m.seed,
    commitment: m.commitment,
    target,
    input,
    result,
    joint: true,
    defenders,
    attacker: names.get(m.profile_id) ?? '',
    marchId: m.id,
  };
  await fileReport(trx, {
    profileId: m.profile_id,
    kind: 'battle',
    data: { ...common, role: 'attack', loot: plunder },
    at,
  });
  await fileReport(trx, {
    profileId: row.profile_id,
    kind: 'battle',
    data: { ...common, role: 'defence', loot: plunder },
    at,
  });
  // each reinforcement's owner once, however many of its fleets stood there
  for (const owner of new Set(stationed.rows.map((r) => r.profile_id))) {
    if (owner === row.profile_id || owner === m.profile_id) continue;
    await fileReport(trx, {
      profileId: owner,
      kind: 'battle',
      data: { ...common, role: 'reinforcement', loot: plunder },
      at,
    });
  }
  if (stationed.rows.length > 0) await announceReinforcements(trx, owners.slice(1), m.id);
  // it landed: the bash limit counts it, and its sender has attacked a player
  await recordLanding(trx, { attackerId: m.profile_id, target: row, at, marchId: m.id });
  if (unitTotal(result.attacker.survivors) === 0) await fleetGone(trx, m, at);
  // its way home is an event on the attacker's timeline, held by this settle
  else await turnHome(ctx, m, result.attacker.survivors, plunder as Record<string, number>, at);
  return { state: after };
}

/**
 * A scout landing: at a base (on its timeline, so the stores and garrison of that instant) it sees
 * what its agency allows and the base's commander learns who looked; at a pirate ship, the crew and
 * the hold. A shielded base lets no scout land. Then the scout flies home.
 */
async function scout(ctx: Ctx, m: MarchRow) {
  const { trx, row, state } = ctx;
  const at = ctx.event.dueAt;
  const target: Record<string, unknown> = { x: m.target_x, y: m.target_y, kind: m.target_kind, level: m.target_level };
  if (m.target_base_id) {
    const names = await profileNames(trx, [m.profile_id, row.profile_id]);
    target.owner = names.get(row.profile_id) ?? '';
    if (isShielded(state, at) || state.frozenSince !== undefined) {
      await fileReport(trx, {
        profileId: m.profile_id,
        kind: 'notice',
        data: {
          reason: state.frozenSince !== undefined ? 'target-on-vacation' : 'target-shielded',
          target,
          units: {},
          marchId: m.id,
        },
        at,
      });
    } else {
      const agency = (m.attacker_stats as { agencyLevel?: number } | null)?.agencyLevel ?? 1;
      // the scout reads the base's portal address off its gate: one of the ways addresses are found
      const address = await addressOfBase(trx, row.id);
      await fileReport(trx, {
        profileId: m.profile_id,
        kind: 'scout',
        data: { target, findings: scoutFindings(state, agency), address, marchId: m.id },
        at,
      });
      await fileReport(trx, {
        profileId: row.profile_id,
        kind: 'notice',
        data: { reason: 'scouted', by: names.get(m.profile_id) ?? '', target },
        at,
      });
      await raiseAlert(trx, {
        profileIds: [row.profile_id],
        kind: 'scout',
        sourceId: m.id,
        data: { by: names.get(m.profile_id) ?? '' },
        at,
      });
    }
  } else {
    const object = await lockObject(trx, await worldOfProfile(trx, m.profile_id), { x: m.target_x, y: m.target_y }, at);
    if (object?.kind === 'pirate-ship') {
      await fileReport(trx, {
        profileId: m.profile_id,
        kind: 'scout',
        data: {
          target,
          findings: { depth: 'units', units: pirateFleet(object.level), resources: pirateLoot(object.level) },
          marchId: m.id,
        },
        at,
      });
    } else
      await fileReport(trx, {
        profileId: m.profile_id,
        kind: 'notice',
        data: { reason: 'target-gone', target, units: {}, marchId: m.id },
        at,
      });
  }
  // home on the sender's timeline, held by this settle (applied in it too when already due)
  await turnHome(ctx, m, {}, {}, at);
  return { state };
}
