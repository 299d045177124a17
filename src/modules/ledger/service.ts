/**
 * The evidence ledger: every applied timeline event (a fleet's leg and its battle, a convoy, a
 * rally, a mission, a finished queue item …) with what it moved in each base it changed, heard from
 * the kernel's settle in the same transaction; and the moves commands make outside the timeline
 * (rewards claimed, items used, grants), written by their modules through `recordChange`.
 */
import type { BaseState } from '../../game/index.ts';
import { currentSitter } from '../../platform/command-scope.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import type { AppliedEvent, BaseRow } from '../../kernel/index.ts';
import { insertEntries, kindsOf, listEntries, type NewLedgerRow } from './repo.ts';

type Counts = Record<string, number>;

/** after − before, only what changed (whole amounts; the stores' fractions stay in the remainder). */
export function difference(before: Counts | undefined, after: Counts | undefined): Counts {
  const out: Counts = {};
  for (const k of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const d = (after?.[k] ?? 0) - (before?.[k] ?? 0);
    if (d !== 0) out[k] = Math.round(d * 1000) / 1000;
  }
  return out;
}

/** Units moved, by place: home, injured (recovery bay) and guests (stationed here by others). */
function unitMoves(before: BaseState, after: BaseState): Counts {
  const out: Counts = {};
  for (const [place, b, a] of [
    ['', before.units, after.units],
    ['injured:', before.injured, after.injured],
    ['guests:', before.guests, after.guests],
  ] as const)
    for (const [k, v] of Object.entries(difference(b, a))) out[`${place}${k}`] = v;
  return out;
}

/** What one applied event's payload says about its cause, in a few words (`arrive`, `building command-center 3`). */
function causeOf(kind: string, payload: unknown): string {
  const p = (payload ?? {}) as Record<string, unknown>;
  const parts = [p.leg, p.stage, p.buildingId ?? p.researchId ?? p.unitId, p.level ?? p.count]
    .filter((x) => x !== undefined && x !== null)
    .map(String);
  return parts.length ? parts.join(' ') : kind;
}

/**
 * The kernel's observer (registered by the composition root): one entry per applied event on its
 * own base (even when nothing moved: a level reached is evidence too), and one on each other base
 * it changed.
 */
export async function ledgerObserver(trx: Trx, applied: AppliedEvent[]): Promise<void> {
  const rows: NewLedgerRow[] = [];
  for (const a of applied)
    a.bases.forEach((b, i) => {
      const o = { profileId: b.row.profile_id, worldId: b.row.world_id };
      const resources = difference(b.before.resources, b.after.resources);
      const units = unitMoves(b.before, b.after);
      if (i > 0 && !Object.keys(resources).length && !Object.keys(units).length) return;
      rows.push({
        base_id: b.baseId,
        profile_id: o.profileId,
        world_id: o.worldId,
        at: new Date(a.event.dueAt),
        kind: a.event.kind,
        cause: causeOf(a.event.kind, a.event.payload),
        event_id: a.event.id,
        resources,
        units,
        details: i > 0 ? { eventBase: a.event.baseId } : {},
      });
    });
  await insertEntries(trx, rows);
}

/**
 * A command's details, with the sitter who gave it when a sitter did (decision 066): the owner and
 * support read in each entry whose hand moved it.
 */
function commandDetails(details: Record<string, unknown> | undefined): Record<string, unknown> {
  const sitter = currentSitter();
  return sitter ? { ...(details ?? {}), sitter } : (details ?? {});
}

/**
 * A command's move outside the timeline (a reward claimed, an item used, a grant): what changed
 * between the two states, with its kind and cause, inside the command's transaction.
 */
export async function recordChange(
  trx: Executor,
  e: {
    base: Pick<BaseRow, 'id' | 'profile_id' | 'world_id'>;
    kind: string;
    cause: string;
    before: BaseState;
    after: BaseState;
    at: number;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  const worldId = e.base.world_id;
  await insertEntries(trx, [
    {
      base_id: e.base.id,
      profile_id: e.base.profile_id,
      world_id: worldId,
      at: new Date(e.at),
      kind: e.kind,
      cause: e.cause,
      event_id: null,
      resources: difference(e.before.resources, e.after.resources),
      units: unitMoves(e.before, e.after),
      details: commandDetails(e.details),
    },
  ]);
}

/** A move whose amounts the command knows itself (one reward report of several claimed at once). */
export async function recordMove(
  trx: Executor,
  e: {
    base: Pick<BaseRow, 'id' | 'profile_id' | 'world_id'>;
    kind: string;
    cause: string;
    resources: Counts;
    units?: Counts;
    at: number;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await insertEntries(trx, [
    {
      base_id: e.base.id,
      profile_id: e.base.profile_id,
      world_id: e.base.world_id,
      at: new Date(e.at),
      kind: e.kind,
      cause: e.cause,
      event_id: null,
      resources: difference({}, e.resources),
      units: difference({}, e.units ?? {}),
      details: commandDetails(e.details),
    },
  ]);
}

export interface LedgerPage {
  entries: {
    id: string;
    at: Date;
    kind: string;
    cause: string;
    eventId: string | null;
    resources: { kind: string; amount: number }[];
    units: { type: string; count: number }[];
    details: string;
  }[];
  kinds: string[];
  next: string | null;
}

const list = (c: Counts) => Object.entries(c).map(([kind, amount]) => ({ kind, amount }));

export async function ledgerPage(
  ex: Executor,
  profileId: string,
  f: { kinds: string[] | null; from: Date | null; to: Date | null; cursor: string | null; limit: number },
): Promise<LedgerPage> {
  let before: { at: Date; id: string } | null = null;
  if (f.cursor) {
    const [at, id] = f.cursor.split('_');
    if (at && id && /^\d+$/.test(at) && /^\d+$/.test(id)) before = { at: new Date(Number(at)), id };
  }
  const rows = await listEntries(ex, { profileId, kinds: f.kinds, from: f.from, to: f.to, before, limit: f.limit + 1 });
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => ({
      id: String(r.id),
      at: r.at,
      kind: r.kind,
      cause: r.cause,
      eventId: r.event_id == null ? null : String(r.event_id),
      resources: list(r.resources),
      units: list(r.units).map((u) => ({ type: u.kind, count: u.amount })),
      details: JSON.stringify(r.details ?? {}),
    })),
    kinds: await kindsOf(ex, profileId),
    next: rows.length > f.limit && last ? `${last.at.getTime()}_${last.id}` : null,
  };
}
