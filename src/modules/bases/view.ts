/** What a player sees of their base: levels, the resource snapshot to count up from, the queues. */
import { type Completion, economy, type QueueItem } from '../../game/index.ts';
import type { TimelineEvent } from '../../platform/timeline.ts';
import type { SettledBase } from './engine.ts';

export type QueueItemView = QueueItem;

export function queueView(pending: TimelineEvent<Completion>[]): QueueItemView[] {
  return pending.map((e) => ({
    id: e.id,
    kind: e.payload.kind,
    target: e.payload.kind === 'building' ? e.payload.buildingId : e.payload.researchId,
    level: e.payload.level,
    startsAt: e.startsAt,
    dueAt: e.dueAt,
  }));
}

export function baseView(b: SettledBase, now: number) {
  const e = economy(b.state.buildings, b.state.research);
  return {
    id: b.row.id,
    x: b.row.x,
    y: b.row.y,
    speed: b.row.speed,
    buildings: b.state.buildings,
    research: b.state.research,
    extraQueues: b.state.extraQueues,
    snapshot: { amounts: b.state.resources, remainder: b.state.remainder, ratePerHour: e.ratePerHour, capacity: e.capacity, settledAt: b.state.settledAt },
    queue: queueView(b.pending),
    serverNow: now,
  };
}
export type BaseView = ReturnType<typeof baseView>;
