/**
 * The kinds of timeline event there are: each module declares its kinds (a payload's shape and what
 * applying it does) and the composition root registers them all once.
 */
import type { BaseState } from '../game/index.ts';
import type { Trx } from '../platform/db.ts';
import { type NewEvent, registerTimelineKind, type TimelineEvent } from '../platform/timeline.ts';
import type { BaseRow } from './store.ts';

/** What a handler sees: the event, its base (state advanced to the event's time) and the settle's other bases. */
export interface TimelineContext {
  trx: Trx;
  row: BaseRow;
  state: BaseState;
  event: TimelineEvent;
  /** Schedules an event on a base this settle holds; applied in this same settle when it is due by its end. */
  schedule(e: NewEvent): Promise<TimelineEvent>;
  /** Another base this settle holds, advanced to the event's time (null when it is not held). */
  other(baseId: string): { row: BaseRow; state: BaseState } | null;
  /** Replaces another held base's state (a host's garrison after a battle in it, …). */
  setOther(baseId: string, state: BaseState): void;
  /** The event's base's events still pending at the event's time (after it in due order, parked ones too). */
  pending(): TimelineEvent[];
}

/**
 * Timeline work a module schedules on a base and applies itself (a march arriving, coming home):
 * called in due order with the other events, under the locks, with the state advanced to the
 * event's due time. It returns the new state of the event's base.
 */
export type TimelineHandler = (ctx: TimelineContext) => Promise<{ state: BaseState }>;

/** A kind of timeline event: its payload's shape and what applying it does. */
export interface TimelineKindDef {
  kind: string;
  payload: import('zod').ZodType;
  apply: TimelineHandler;
  /**
   * false when the handler writes nothing but statements sent with the settle's next one (a queue
   * item's completion and its alert): it runs without a savepoint of its own. Default true.
   */
  savepoint?: boolean;
}

const handlers = new Map<string, { apply: TimelineHandler; savepoint: boolean }>();

/**
 * Declares the kinds of timeline event there are, with their payloads' shapes and handlers: the
 * composition root calls this once with every module's kinds (a kind not declared is refused when
 * scheduled and parked when met on a timeline).
 */
export function registerTimelineKinds(defs: TimelineKindDef[]): void {
  for (const def of defs) {
    const known = handlers.get(def.kind);
    if (known && known.apply !== def.apply) throw new Error(`timeline kind ${def.kind} has two handlers`);
    registerTimelineKind(def.kind, def.payload);
    handlers.set(def.kind, { apply: def.apply, savepoint: def.savepoint ?? true });
  }
}

/** The handler of a kind, or undefined when nobody declared it. */
export const handlerOf = (kind: string) => handlers.get(kind);
