/**
 * A base's gathering fleets called home on the base's own timeline (a contingency rule, decision
 * 073): each turns home at the event's time as a recall by its owner would — on its way out it flies
 * back as long as it has flown, at its asteroid it stops mining and brings what it has mined. Their
 * legs sit on this base's timeline (the settle holds it); a leg already due in the same settle finds
 * the march `returning` and does nothing.
 */
import type { TimelineContext } from '../../kernel/index.ts';
import { cancelEvent, pendingEventsFor } from '../../platform/timeline.ts';
import { tablesTrx } from '../../platform/db.ts';
import { stopGathering } from './gathering.ts';
import { flyHome, MARCH_EVENT, recalled } from './legs.ts';
import type { MarchesTables } from './repo.ts';

export async function recallGatherers(ctx: TimelineContext): Promise<{ fleets: number; lastHome: number }> {
  const { trx, row } = ctx;
  const at = ctx.event.dueAt;
  const out = await tablesTrx<MarchesTables>(trx)
    .selectFrom('marches')
    .selectAll()
    .where('base_id', '=', row.id)
    .where('kind', '=', 'gather')
    .where('status', 'in', ['marching', 'gathering'])
    .orderBy('id')
    .forUpdate()
    .execute();
  let fleets = 0;
  let lastHome = 0;
  for (const m of out) {
    if (m.status === 'marching' && m.arrives_at.getTime() <= at) continue; // landing now: its leg comes first
    for (const e of await pendingEventsFor(trx, MARCH_EVENT, 'marchId', m.id))
      if (e.baseId === row.id) await cancelEvent(trx, e);
    const flight = m.arrives_at.getTime() - m.departs_at.getTime();
    let returnsAt: number;
    let loot = m.loot;
    if (m.status === 'gathering') {
      returnsAt = at + flight;
      loot = await stopGathering(trx, m, at);
    } else returnsAt = at + Math.max(1000, at - m.departs_at.getTime());
    await flyHome(trx, m, { at, returnsAt, loot }, ctx.schedule);
    // a repeat order whose fleet this is stops, as on any recall
    await recalled(trx, m, at);
    fleets += 1;
    lastHome = Math.max(lastHome, returnsAt);
  }
  return { fleets, lastHome };
}
