/**
 * A contingency rule's "send my fleet to a named ally" (decision 073): the garrison leaves as a
 * reinforcement to the ally's base through the marches module's one send funnel, with every check a
 * manual reinforcement has at send (still allies, the ally not on vacation, no shared network, the
 * shield, march slots, the ally's embassy room); its arrival on the ally's timeline checks again
 * (allies, room) as every reinforcement's does. The rule's event touches the ally's base, so the
 * settle holds it; the raid's launch held it to schedule the event (`allyBasesOf`).
 */
import { sql } from 'kysely';
import { seatedFleet } from '../../game/index.ts';
import type { TimelineContext } from '../../kernel/index.ts';
import { heldLocks } from '../../platform/timeline.ts';
import type { Trx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { baseIdOfProfile } from '../bases/index.ts';
import { allied, launchFleet, marchesErrors, type RaidHoldObserver } from '../marches/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { fleetOrdersError } from './errors.ts';
import { type ContingencyRuleRow, rulesOf } from './repo.ts';

/** The bases of the allies a base's rules name: a launch at the base holds them (observer). */
export const allyBasesOf: RaidHoldObserver = async (trx, defenderBaseId) => {
  const ids: string[] = [];
  for (const r of await rulesOf(trx, defenderBaseId))
    if (r.action === 'ally' && r.ally_profile_id) {
      const id = await baseIdOfProfile(trx, r.ally_profile_id);
      if (id) ids.push(id);
    }
  return ids;
};

/** The ally base a rule's event touches: only one the launch holds (else the rule falls back to the orbit). */
export async function allyTouches(trx: Trx, rule: ContingencyRuleRow): Promise<string[]> {
  if (rule.action !== 'ally' || !rule.ally_profile_id) return [];
  const id = await baseIdOfProfile(trx, rule.ally_profile_id);
  return id && heldLocks(trx).has(id) ? [id] : [];
}

export type AllySend =
  | { ok: true; state: TimelineContext['state']; units: Record<string, number>; ally: string; arrivesAt: number }
  | { ok: false; ally: string; refusal: string };

/** Sends the whole garrison to the rule's ally at the event's time; a refusal sends nothing. */
export async function sendToAlly(ctx: TimelineContext, rule: ContingencyRuleRow): Promise<AllySend> {
  const { trx, row, state } = ctx;
  const at = ctx.event.dueAt;
  const allyId = rule.ally_profile_id;
  const ally = allyId ? ((await profileNames(trx, [allyId])).get(allyId) ?? '') : '';
  const refused = (err: AppError): AllySend => ({ ok: false, ally, refusal: err.message });
  const baseId = allyId ? await baseIdOfProfile(trx, allyId) : null;
  const host = baseId ? ctx.other(baseId) : null;
  if (!allyId || !host) return refused(fleetOrdersError('CONTINGENCY_UNKNOWN_ALLY'));
  // the checks of a manual reinforcement, at the rule's moment (decision 019, 055, 070)
  if (host.state.frozenSince !== undefined) return refused(marchesErrors.onVacation());
  if (!(await allied(trx, row.profile_id, allyId, at))) return refused(fleetOrdersError('CONTINGENCY_NOT_ALLY'));
  // the ships and the ground units they seat (the rest cannot fly: the caller lifts it to the orbit)
  const units = seatedFleet(state.units);
  const world = await worldOfProfile(trx, row.profile_id);
  await sql`savepoint contingency_ally`.execute(trx);
  try {
    const out = await launchFleet(
      trx,
      { profileId: row.profile_id, world, row, state, defender: { row: host.row, state: host.state, pending: [] } },
      { x: host.row.x, y: host.row.y, units },
      at,
      ctx.schedule,
    );
    await sql`release savepoint contingency_ally`.execute(trx);
    return { ok: true, state: out.state, units: out.march.units, ally, arrivesAt: out.march.arrives_at.getTime() };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await sql`rollback to savepoint contingency_ally`.execute(trx);
    return refused(err);
  }
}
