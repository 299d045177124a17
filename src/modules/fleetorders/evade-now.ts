/**
 * "Evade now" (issue 30): the commander, or a sitter, lifts the garrison off against one attack on
 * its way, from the incoming-attack panel or the push's action. It runs the contingency rule's own
 * evacuation: an event of the same kind (no rule: `ruleId` null) due now on the base's timeline,
 * applied by a settle under the base's lock, so it happens once however often it is asked.
 */
import { isShielded, unitTotal } from '../../game/index.ts';
import { lockAndSettleProfile } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import { findMarchForUpdate } from '../marches/index.ts';
import { CONTINGENCY_EVENT } from './contingency.ts';
import { fleetOrdersError } from './errors.ts';

export async function evadeNow(trx: Trx, profileId: string, marchId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const m = await findMarchForUpdate(trx, marchId);
  // a raid flying at the base, or a rally (any member's march names it: the rally flies as one)
  const attack = m?.kind === 'raid' ? m.status === 'marching' : m?.kind === 'rally' && m.status === 'rallying';
  if (!m || !attack || m.target_base_id !== b.row.id) throw fleetOrdersError('EVADE_NO_ATTACK');
  if (m.arrives_at.getTime() <= now) throw fleetOrdersError('EVADE_NO_ATTACK');
  if (isShielded(b.state, now)) throw fleetOrdersError('EVADE_SHIELDED');
  // a second tap finds the hangar empty (the base's lock orders the two)
  const units = b.state.units;
  if (unitTotal(units) === 0) throw fleetOrdersError('EVADE_NOTHING_HOME');
  await scheduleEvent(trx, {
    baseId: b.row.id,
    kind: CONTINGENCY_EVENT,
    payload: { ruleId: null, marchId: m.id },
    startsAt: now,
    dueAt: now,
  });
  const after = await lockAndSettleProfile(trx, profileId, now);
  const lifted = unitTotal(units) - unitTotal(after.state.units);
  return { units: lifted, landsAt: m.arrives_at.getTime() };
}
