/** What a player sees of their base: levels, units, the resource snapshot to count up from, the queues, the stats. */
import {
  type baseStats,
  statsAt,
  type Completion,
  inProgressOf,
  type QueueItem,
  snapshotOf,
  UNIT_IDS,
  type UnitCounts,
} from '../../game/index.ts';
import type { TimelineEvent } from '../../platform/timeline.ts';
import type { SettledBase } from '../../kernel/index.ts';
import { isQueueItem } from './kinds.ts';

export type QueueItemView = QueueItem;

export function queueView(pending: TimelineEvent<Completion>[]): QueueItemView[] {
  return pending
    .filter(isQueueItem)
    .map((e) => ({ id: e.id, ...inProgressOf(e.payload), startsAt: e.startsAt, dueAt: e.dueAt }));
}

export function baseView(b: SettledBase, now: number) {
  // the stats and the resource snapshot are worked out when a query asks for them (a command's answer
  // often wants only the queue), once
  let stats: ReturnType<typeof baseStats> | undefined;
  let snapshot: ReturnType<typeof snapshotView> | undefined;
  return {
    id: b.row.id,
    x: b.row.x,
    y: b.row.y,
    speed: b.row.speed,
    economySpeed: b.state.economySpeed ?? 1,
    buildings: b.state.buildings,
    research: b.state.research,
    extraQueues: b.state.extraQueues,
    units: b.state.units,
    injured: b.state.injured ?? {},
    guests: b.state.guests ?? {},
    shieldUntil: b.state.shieldUntil && b.state.shieldUntil > now ? b.state.shieldUntil : null,
    shieldDownAt: b.state.shieldDownAt ?? null,
    boosts: b.state.boosts.filter((x) => x.endsAt > now),
    get stats() {
      stats ??= statsAt(b.state, b.row.speed, now);
      return stats;
    },
    get snapshot() {
      snapshot ??= snapshotView(b);
      return snapshot;
    },
    queue: queueView(b.pending),
    serverNow: now,
  };
}

function snapshotView(b: SettledBase) {
  const snap = snapshotOf(b.state);
  return {
    amounts: snap.amounts,
    remainder: snap.remainder,
    ratePerHour: snap.ratePerHour,
    capacity: snap.capacity,
    settledAt: snap.settledAt,
  };
}
export type BaseView = ReturnType<typeof baseView>;

/** Units as a list, in the fixed order of the unit table, without empty entries. */
export const unitList = (u: UnitCounts) =>
  UNIT_IDS.filter((id) => (u[id] ?? 0) > 0).map((type) => ({ type, count: u[type] ?? 0 }));
