/**
 * Who hears of a report as it is filed, in the same transaction: counters kept where the event
 * happens (a ranking's battles) without the modules that file reports knowing them. Listeners are
 * set once at start by the composition root.
 */
import type { Executor } from '../../platform/db.ts';

export interface FiledReport {
  id: string;
  profileId: string;
  kind: string;
  data: unknown;
  at: number;
}
export type ReportFiledListener = (ex: Executor, r: FiledReport) => Promise<void>;

const listeners: ReportFiledListener[] = [];

/** Adds a listener (once: adding the same one again does nothing). */
export function onReportFiled(l: ReportFiledListener): void {
  if (!listeners.includes(l)) listeners.push(l);
}

export async function reportFiled(ex: Executor, r: FiledReport): Promise<void> {
  for (const l of listeners) await l(ex, r);
}
