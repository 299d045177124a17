/** The timeline's table and its rows as events: what every part of the timeline reads and writes. */
import type { Instant } from './clock.ts';
import { type Executor, tables } from './db.ts';

export interface TimelineTable {
  timeline_events: {
    id: string;
    base_id: string;
    kind: string;
    payload: unknown;
    starts_at: Date;
    due_at: Date;
    applied_at: Date | null;
    created_at: Date;
    touches: string[];
    parked_at: Date | null;
    attempts: number;
    last_error: string | null;
    /** a settle found it due after its world's end (decision 069): it never applies */
    frozen_at: Date | null;
  };
}

export interface TimelineEvent<P = unknown> {
  id: string;
  baseId: string;
  kind: string;
  payload: P;
  startsAt: Instant;
  dueAt: Instant;
  /** other bases this event writes to when it is applied */
  touches: string[];
  /**
   * not to be applied by a settle: a handler threw (parked: it waits for an admin's retry or
   * discard), or it fell due after its world's end (frozen, decision 069: never)
   */
  parked: boolean;
}

export const timelineRows = (ex: Executor) => tables<TimelineTable>(ex);

export const toEvent = (r: TimelineTable['timeline_events']): TimelineEvent => ({
  id: String(r.id),
  baseId: r.base_id,
  kind: r.kind,
  payload: r.payload,
  startsAt: r.starts_at.getTime(),
  dueAt: r.due_at.getTime(),
  touches: r.touches ?? [],
  parked: r.parked_at !== null || r.frozen_at !== null,
});
