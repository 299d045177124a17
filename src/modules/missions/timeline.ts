/**
 * A mission's outcome, on the commander's own base timeline when the units get to the other side:
 * the type's rule (src/game/missions.ts resolveMission, seeded by the secret drawn when its units
 * went through, decision 039: the report reveals it beside its commitment and replays a battle), items into the backpack, the task's count, a 'portal mission' report, and the
 * survivors (with rescued units and the resources won) on their way home: the marches module's
 * `return` leg brings them into the garrison and the stores.
 */
import { z } from 'zod';
import {
  addUnits,
  type MissionType,
  missionTimes,
  resolveMission,
  drawSeed,
  tallyOf,
  type UnitCounts,
  unitTotal,
} from '../../game/index.ts';
import type { TimelineHandler, TimelineKindDef } from '../../kernel/index.ts';
import { commitmentOf, newSeed } from '../../platform/fair-seed.ts';
import { grantItems } from '../items/index.ts';
import { findMarchForUpdate, fleetGone, flyHome } from '../marches/index.ts';
import { fileReport } from '../reports/index.ts';
import { missionForUpdate, updateMission } from './repo.ts';
import { announceMission, MISSION_EVENT, type MissionLeg } from './service.ts';

export const MissionLegPayload = z.object({ missionId: z.string().uuid(), leg: z.literal('arrive') });

const missionTimeline: TimelineHandler = async (ctx) => {
  const { trx, row, event } = ctx;
  const leg = event.payload as MissionLeg;
  const at = event.dueAt;
  const m = await missionForUpdate(trx, row.profile_id, leg.missionId);
  if (m?.status !== 'active' || !m.march_id) return { state: ctx.state };
  const march = await findMarchForUpdate(trx, m.march_id);
  const type = m.type as MissionType;
  const units = (m.units ?? {}) as UnitCounts;
  // every mission under way has its seed (drawn as it deployed, or by migration 0039 for one under way then)
  const seed = m.seed ?? newSeed();
  const stats = m.stats as Parameters<typeof resolveMission>[3];
  const outcome = resolveMission(type, m.level, units, stats, drawSeed(seed));
  await grantItems(trx, m.profile_id, outcome.reward.items);
  const done = await updateMission(trx, m.id, {
    status: 'completed',
    outcome: { success: outcome.success, share: outcome.share, reward: outcome.reward, survivors: outcome.survivors },
    updated_at: new Date(at),
  });
  const report = {
    seed,
    commitment: m.commitment ?? commitmentOf(seed),
    missionId: m.id,
    type,
    level: m.level,
    symbols: m.symbols,
    success: outcome.success,
    share: outcome.share,
    units,
    survivors: outcome.survivors,
    reward: outcome.reward,
    ...(outcome.battle
      ? {
          engineVersion: outcome.battle.version,
          input: outcome.battle.input,
          result: outcome.battle.result,
        }
      : {}),
  };
  await fileReport(trx, { profileId: m.profile_id, kind: 'portal-mission', data: report, at });
  await announceMission(trx, done, at);
  const home = addUnits(outcome.survivors, outcome.reward.units);
  if (march) {
    if (unitTotal(home) === 0) await fleetGone(trx, march, at);
    else
      await flyHome(
        trx,
        march,
        {
          at,
          returnsAt: at + missionTimes(type, row.speed).backMs,
          units: home as Record<string, number>,
          loot: outcome.reward.resources as unknown as Record<string, number>,
        },
        ctx.schedule,
      );
  }
  const tally = tallyOf(ctx.state.tally);
  tally.missionsFinished += 1;
  return { state: { ...ctx.state, tally } };
};

/** The mission's outcome as a kind of timeline event (registered by the composition root). */
export const missionTimelineKind: TimelineKindDef = {
  kind: MISSION_EVENT,
  payload: MissionLegPayload,
  apply: missionTimeline,
};
