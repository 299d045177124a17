/**
 * Raising an alert: called by the module where something happens (a raid launched, a scout landed,
 * a queue item finished …), inside the transaction that makes it happen, usually under a base lock.
 * It only writes: one row per commander who asked for the kind, unique per (commander, kind,
 * source), and a job keyed on it that sends it (deliver.ts) after the commit, so a slow push
 * service never holds a lock and a rolled-back change raises nothing. Nothing is written for a
 * commander who asked for nothing: one indexed read.
 */
import type { Executor } from '../../platform/db.ts';
import type { AlertKind } from './kinds.ts';
import { insertAlerts } from './repo.ts';
import type { AlertData } from './texts.ts';

export const SEND_TASK = 'alerts/send';

/** How long an alert stays worth sending when its raiser names no end (a queue item, a scout). */
export const ALERT_FRESH_MS = 60 * 60_000;

export interface RaisedAlert {
  /** who hears it (one commander, or an alliance's members) */
  profileIds: string[];
  kind: AlertKind;
  /** what it is about, unique per kind for a commander: a march's, rally's, event's or timeline event's id */
  sourceId: string;
  data: AlertData;
  /** when it happened (game time) */
  at: number;
  /** when it is news no more (an attack's landing, a rally's departure); default an hour after `at` */
  expiresAt?: number;
}

/** Who else hears of each alert as it is raised, in its transaction (an alliance's webhooks). */
export type AlertListener = (ex: Executor, a: RaisedAlert) => Promise<void>;
const listeners: AlertListener[] = [];
/** Set by the composition root wherever alerts may be raised (the web process and the worker). */
export function onAlertRaised(l: AlertListener): void {
  if (!listeners.includes(l)) listeners.push(l);
}

/**
 * Raises it; gives the ids of the alerts written. With `withNext` (in a transaction) the statement
 * goes with the transaction's next one instead of a round trip of its own, and gives no ids: a
 * settle that finishes hundreds of queue items raises hundreds of alerts (an error is then
 * reported by the next statement, and the transaction fails as it would have).
 */
export async function raiseAlert(ex: Executor, a: RaisedAlert, opts: { withNext?: boolean } = {}): Promise<string[]> {
  const profileIds = [...new Set(a.profileIds)];
  for (const l of listeners) await l(ex, { ...a, profileIds });
  return insertAlerts(
    ex,
    {
      profileIds,
      kind: a.kind,
      sourceId: a.sourceId,
      data: a.data,
      at: new Date(a.at),
      expiresAt: new Date(a.expiresAt ?? a.at + ALERT_FRESH_MS),
      task: SEND_TASK,
    },
    opts.withNext === true,
  );
}
