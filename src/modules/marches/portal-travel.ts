/**
 * An attack through the portal (docs/decisions/025-portal-missions.md): the sender's portal opens to
 * an address (its energy, both portal shields, a portal report), and the fleet crosses in the
 * portal's transit time whatever the distance (`portal travel`), lands as a raid on the base there
 * (on that base's timeline, as any raid) and comes back the same way (`portal returning`). Both
 * bases are locked in id order and settled before anything is written. A wrong address costs the
 * dial's energy here too (committed, then refused), and an empty portal is refused for its energy
 * before anything the right address would answer, so this is no free way to test addresses.
 */
import { refuseIfPact } from '../diplomacy/index.ts';
import {
  activeBoosts,
  baseStats,
  statsAt,
  checkMarch,
  PORTAL_TRANSIT_MS,
  shieldAllows,
  slotsInUse,
  type UnitCounts,
  withoutUnits,
} from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { raiseAlert } from '../alerts/index.ts';
import { announceChange, lockAndSettleProfileWith, saveState } from '../../kernel/index.ts';
import { checkDial, openPortalFrom, portalOwner, type RefusedDial, spendOnWrongAddress } from '../portal/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { marchesErrors, marchRefusal } from './errors.ts';
import { warnAlliance } from './alliance-warning.ts';
import { basesToHoldFor, raidLaunched, scheduleArrival } from './legs.ts';
import { allied } from './reinforcements.ts';
import { activeMarches } from './repo.ts';
import { insertMarch } from './store.ts';
import { type MarchView, marchView } from './view.ts';
import { marchesError } from './errors.ts';
import { refuseIfProtected } from '../protection/index.ts';

export const PORTAL_KIND = 'portal';

export const portalTravelErrors = {
  ally: () => marchesError('PORTAL_ALLY'),
};

/**
 * Sends a fleet through the portal in the caller's transaction. A dial refused on the other side
 * (a wrong address) answers `RefusedDial`: its energy is spent, so the edge throws it once the
 * transaction has committed (`afterDial`).
 */
export async function sendThroughPortal(
  trx: Trx,
  profileId: string,
  input: { address: string; units: UnitCounts },
  now: number,
): Promise<MarchView | RefusedDial> {
  const world = await worldOfProfile(trx, profileId);
  const targetBaseId = await portalOwner(trx, world.worldId, input.address);
  // a wrong address (or one's own) costs the dial's energy, as on the portal screen: no free guesses
  if (!targetBaseId)
    return spendOnWrongAddress(trx, (await lockAndSettleProfileWith(trx, profileId, [], now)).mine, input.address, now);
  // the target holds what its contingency rules will write to (an ally's base) with it, as for a raid
  const { mine: b, others } = await lockAndSettleProfileWith(trx, profileId, [targetBaseId], now, {
    alsoHold: (t) => basesToHoldFor(t, targetBaseId),
  });
  const defender = others.get(targetBaseId);
  if (!defender || defender.row.profile_id === profileId) return spendOnWrongAddress(trx, b, input.address, now);
  // the portal's own refusals (no energy above all) before anything the right address would answer
  await checkDial(trx, b, input.address, now);
  // a base on vacation cannot be attacked (decision 055): refused before the portal's energy is spent
  if (defender.state.frozenSince !== undefined) throw marchesErrors.onVacation();
  if (await allied(trx, profileId, defender.row.profile_id)) throw portalTravelErrors.ally();
  await refuseIfPact(trx, profileId, defender.row.profile_id, 'raid', now);
  if (!shieldAllows(b.state, now, 'against-commander')) throw marchesErrors.shielded();
  const slots = statsAt(b.state, b.row.speed, now).marchSlots;
  const check = checkMarch(
    b.state,
    b.row,
    defender.row,
    input.units,
    slotsInUse(await activeMarches(trx, profileId)),
    slots,
    b.row.speed,
  );
  if (!check.ok) throw marchRefusal(check);
  const transit = Math.round(PORTAL_TRANSIT_MS / b.row.speed);
  // the bash limit and strength protection (decision 067), under the target base's lock
  await refuseIfProtected(trx, {
    attackerId: profileId,
    target: defender.row,
    landsAt: now + transit,
    states: { attacker: b.state, target: defender.state },
  });
  // the units' checks first: a refused fleet spends no energy
  const opened = await openPortalFrom(trx, b, input.address, now);
  if ('refused' in opened) return opened;
  await saveState(trx, b.row.id, { ...b.state, units: withoutUnits(b.state.units, check.units) });
  const march = await insertMarch(trx, {
    profile_id: profileId,
    base_id: b.row.id,
    world_id: world.worldId,
    kind: PORTAL_KIND,
    status: 'marching',
    target_x: defender.row.x,
    target_y: defender.row.y,
    target_kind: 'solar-system',
    target_level: defender.state.buildings['command-center'] ?? 0,
    units: check.units as Record<string, number>,
    departs_at: new Date(now),
    arrives_at: new Date(now + transit),
    updated_at: new Date(now),
    target_base_id: defender.row.id,
    attacker_stats: baseStats(b.state.buildings, b.state.research, {}, b.row.speed, activeBoosts(b.state.boosts, now))
      .units,
  });
  // it lands as a raid does: on the defender's timeline, sending the fleet home on the sender's
  await scheduleArrival(trx, march, {
    baseId: defender.row.id,
    startsAt: now,
    dueAt: now + transit,
    touches: [b.row.id],
  });
  await announceChange(trx, b.row);
  // the defender's incoming attacks heard of it with the launch (store.ts)
  const attacker = (await profileNames(trx, [profileId])).get(profileId) ?? '';
  await raiseAlert(trx, {
    profileIds: [defender.row.profile_id],
    kind: 'attack',
    sourceId: march.id,
    data: { attacker, arrivesAt: now + transit, portal: true },
    at: now,
    expiresAt: now + transit,
  });
  // the defender's contingency rules and alliance hear of it as of a raid (decisions 073, 070)
  await raidLaunched(trx, march, defender.row.id, now);
  await warnAlliance(trx, {
    defenderId: defender.row.profile_id,
    attackerId: profileId,
    sourceId: march.id,
    arrivesAt: now + transit,
    at: now,
  });
  return marchView(march);
}
