/**
 * An evacuation (a contingency rule's, or "Evade now"): the whole garrison lifts off to the home
 * planet's orbit, where no raid finds it, and waits there until shortly after the attack landed;
 * then it comes home. It is a march of its own kind (`evade`), registered with the marches module.
 */
import { EVACUATION_GRACE_MS, type UnitCounts } from '../../game/index.ts';
import type { TimelineContext } from '../../kernel/index.ts';
import { flyHome, type LegKindDef, launchMarch, scheduleArrival } from '../marches/index.ts';
import { worldOfProfile } from '../worlds/index.ts';

export const EVADE = 'evade';
export const HOME_ORBIT = 'home-orbit';

/** Lifts the garrison off until `until`; returns the base's state without it. */
export async function evacuate(ctx: TimelineContext, until: number) {
  const { trx, row, state } = ctx;
  const at = ctx.event.dueAt;
  const units = Object.fromEntries(Object.entries(state.units).filter(([, n]) => (n ?? 0) > 0)) as Record<
    string,
    number
  >;
  const world = await worldOfProfile(trx, row.profile_id);
  const march = await launchMarch(trx, {
    profile_id: row.profile_id,
    base_id: row.id,
    world_id: world.worldId,
    kind: EVADE,
    status: 'marching',
    target_x: row.x,
    target_y: row.y,
    target_kind: HOME_ORBIT,
    target_level: 0,
    units,
    departs_at: new Date(at),
    arrives_at: new Date(until),
    updated_at: new Date(at),
  });
  await scheduleArrival(trx, march, { baseId: row.id, startsAt: at, dueAt: until }, ctx.schedule);
  return { state: { ...state, units: {} as UnitCounts }, units, returnsAt: until + EVACUATION_GRACE_MS };
}

/** In orbit until the danger passed: home again, every unit. */
export const evadeLegKind: LegKindDef = {
  kind: EVADE,
  arrive: async (ctx, m) => {
    const at = ctx.event.dueAt;
    await flyHome(ctx.trx, m, { at, returnsAt: at + EVACUATION_GRACE_MS }, ctx.schedule);
    return { state: ctx.state };
  },
};
