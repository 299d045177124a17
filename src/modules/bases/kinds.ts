/**
 * The base's own timeline kinds: its queue items (building, research, training, healing), the shapes
 * of their payloads, and what finishing one does — a pure completion of src/game and, when the
 * commander asked for it, an alert.
 */
import { z } from 'zod';
import {
  applyCompletion,
  BUILDING_IDS,
  type Completion,
  type InProgress,
  inProgressOf,
  RESEARCH_BY_ID,
  UNIT_IDS,
} from '../../game/index.ts';
import type { TimelineEvent } from '../../platform/timeline.ts';
import { raiseAlert } from '../alerts/index.ts';
import type { TimelineContext, TimelineHandler, TimelineKindDef } from '../../kernel/index.ts';

const level = z.number().int().min(1);
const count = z.number().int().min(1);
const unitId = z.enum(UNIT_IDS);

export const COMPLETION_PAYLOADS = {
  building: z.object({ kind: z.literal('building'), buildingId: z.enum(BUILDING_IDS), level }),
  research: z.object({
    kind: z.literal('research'),
    researchId: z.string().refine((id) => id in RESEARCH_BY_ID, 'unknown research'),
    level,
  }),
  training: z.object({ kind: z.literal('training'), unitId, count }),
  healing: z.object({ kind: z.literal('healing'), unitId, count }),
};

/** Event kinds that are queue items a player sees, can cancel and that block a queue. */
const QUEUE_KINDS = new Set(Object.keys(COMPLETION_PAYLOADS));
export const isQueueItem = (e: TimelineEvent) => QUEUE_KINDS.has(e.kind);

/** The queues as the rules see them. */
export const inProgress = (pending: TimelineEvent<Completion>[]): InProgress[] =>
  pending.filter(isQueueItem).map((e) => inProgressOf(e.payload));

/**
 * A finished queue item: the completion applied, and an alert for its commander (when asked for),
 * once per timeline event. Nobody reads the alert's answer: it goes with the settle's next statement
 * (a long absence finishes hundreds at once).
 */
const completed: TimelineHandler = async ({ trx, row, state, event }) => {
  const c = event.payload as Completion;
  const next = applyCompletion(state, c);
  const data = {
    queue: c.kind,
    ...('level' in c ? { level: c.level } : {}),
    ...('count' in c ? { count: c.count } : {}),
  };
  await raiseAlert(
    trx,
    { profileIds: [row.profile_id], kind: 'queue', sourceId: event.id, data, at: event.dueAt },
    { withNext: true },
  );
  return { state: next };
};

/** Heard after a queue item finished, in its event (a build plan looks again then, decision 072). */
export type QueueItemDone = (ctx: TimelineContext) => Promise<void>;

// one handler per listener, so registering the kinds again (each test stack does) finds the same one
const withListener = new Map<QueueItemDone, TimelineHandler>();
const completedThen = (afterDone: QueueItemDone): TimelineHandler => {
  const known = withListener.get(afterDone);
  if (known) return known;
  const h: TimelineHandler = async (ctx) => {
    const r = await completed(ctx);
    await afterDone({ ...ctx, state: r.state });
    return r;
  };
  withListener.set(afterDone, h);
  return h;
};

export const basesTimelineKinds = (afterDone?: QueueItemDone): TimelineKindDef[] =>
  Object.entries(COMPLETION_PAYLOADS).map(([kind, payload]) => ({
    kind,
    payload,
    apply: afterDone ? completedThen(afterDone) : completed,
    savepoint: false,
  }));
