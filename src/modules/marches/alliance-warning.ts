/**
 * A hostile fleet launched at a commander: the members of their alliance hear of it (decision 070)
 * — the war room's list by push (`alliance-incoming`), and those who asked for it an "an ally is
 * under attack" alert. In the launch's transaction: delivered when it commits.
 */
import type { Executor } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { raiseAlert } from '../alerts/index.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { profileNames } from '../worlds/index.ts';

export async function warnAlliance(
  ex: Executor,
  w: { defenderId: string; attackerId: string; sourceId: string; arrivesAt: number; at: number },
): Promise<void> {
  const mine = await membershipOf(ex, w.defenderId);
  if (!mine) return;
  const members = (await membersOf(ex, mine.alliance_id)).map((m) => m.profile_id);
  for (const profileId of members)
    await publish(ex, { profileId, kind: 'alliance-incoming', data: { marchId: w.sourceId, arrivesAt: w.arrivesAt } });
  const others = members.filter((p) => p !== w.defenderId);
  if (others.length === 0) return;
  const names = await profileNames(ex, [w.attackerId, w.defenderId]);
  await raiseAlert(ex, {
    profileIds: others,
    kind: 'allies',
    sourceId: w.sourceId,
    data: { attacker: names.get(w.attackerId) ?? '', defender: names.get(w.defenderId) ?? '', arrivesAt: w.arrivesAt },
    at: w.at,
    expiresAt: w.arrivesAt,
  });
}
