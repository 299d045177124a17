/**
 * Selective revert (decision 065): an admin picks ledger entries by kind, commanders and a time
 * window, reads each commander's net effect, then applies the compensating corrections in one
 * audited transaction. Each entry is undone at most once; what a commander did afterwards stays.
 */
import { revertCorrection, revertNetEffect } from '../../game/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { announceChange, lockAndSettleMany, saveState } from '../../kernel/index.ts';
import { recordAdminAction } from '../audit/index.ts';
import { entriesToRevert, markReverted, recordMove, type RevertPredicate } from '../ledger/index.ts';
import { findProfileByName, profileNames } from '../worlds/index.ts';
import { revertError } from './errors.ts';
import { finishRevert, insertRevert, revertsOfWorld } from './repo.ts';

/** The most entries one revert takes: a larger selection is narrowed first. */
export const MAX_REVERT_ENTRIES = 5_000;

export interface RevertSelection {
  worldId: string;
  kinds: string[];
  commanders: string[];
  from: number;
  to: number;
}

type Counts = Record<string, number>;
const list = (c: Counts, key: 'kind' | 'type') =>
  Object.entries(c).map(([k, v]) => ({ [key]: k, amount: v }) as { kind: string; type: string; amount: number });

async function predicateOf(ex: Executor, s: RevertSelection): Promise<RevertPredicate> {
  if (!(s.to > s.from)) throw revertError('REVERT_WINDOW');
  let profileIds: string[] | null = null;
  if (s.commanders.length) {
    profileIds = [];
    for (const name of s.commanders) {
      const p = await findProfileByName(ex, s.worldId, name);
      if (!p) throw revertError('REVERT_UNKNOWN_COMMANDER', { field: 'commanders', name });
      profileIds.push(p.id);
    }
  }
  return { worldId: s.worldId, kinds: s.kinds, profileIds, from: new Date(s.from), to: new Date(s.to) };
}

type Entry = { id: string; base_id: string; profile_id: string; resources: Counts; units: Counts };

function byCommander(entries: Entry[]) {
  const out = new Map<string, { baseId: string; entries: Entry[] }>();
  for (const e of entries) {
    const g = out.get(e.profile_id) ?? { baseId: e.base_id, entries: [] };
    g.entries.push(e);
    out.set(e.profile_id, g);
  }
  return out;
}

/** What a selection holds, nothing changed: the entries (first 200) and each commander's net effect. */
export async function previewRevert(ex: Executor, s: RevertSelection) {
  const p = await predicateOf(ex, s);
  const rows = await entriesToRevert(ex, p, MAX_REVERT_ENTRIES + 1);
  const groups = byCommander(rows);
  const names = await profileNames(ex, [...groups.keys()]);
  return {
    total: Math.min(rows.length, MAX_REVERT_ENTRIES),
    tooMany: rows.length > MAX_REVERT_ENTRIES,
    entries: rows.slice(0, 200).map((r) => ({
      id: r.id,
      at: r.at.getTime(),
      commander: names.get(r.profile_id) ?? '?',
      kind: r.kind,
      cause: r.cause,
      resources: list(r.resources, 'kind'),
      units: list(r.units, 'type'),
    })),
    commanders: [...groups].map(([profileId, g]) => {
      const net = revertNetEffect(g.entries);
      return {
        profileId,
        commander: names.get(profileId) ?? '?',
        entries: g.entries.length,
        resources: list(net.resources, 'kind'),
        units: list(net.units, 'type'),
      };
    }),
  };
}

/**
 * Undoes a selection: the bases locked in id order and settled to now, each entry marked as undone
 * (an entry another revert took first is left out), each commander's stores and units at home
 * corrected by the negative of what the marked entries moved (never below zero), a ledger entry
 * `revert` on each base, and one audit entry naming the selection and the effect.
 */
export async function applyRevert(
  trx: Trx,
  admin: { accountId: string | null; username: string },
  s: RevertSelection & { reason: string },
  now: number,
) {
  const p = await predicateOf(trx, s);
  const candidates = await entriesToRevert(trx, p, MAX_REVERT_ENTRIES + 1);
  if (candidates.length > MAX_REVERT_ENTRIES) throw revertError('REVERT_TOO_MANY');
  if (candidates.length === 0) throw revertError('REVERT_NOTHING');
  const bases = await lockAndSettleMany(trx, [...new Set(candidates.map((c) => c.base_id))].sort(), now);
  const predicate = { kinds: s.kinds, commanders: s.commanders, from: s.from, to: s.to };
  const { id } = await insertRevert(trx, {
    world_id: s.worldId,
    admin_username: admin.username,
    reason: s.reason,
    predicate,
    at: new Date(now),
  });
  const marked = await markReverted(
    trx,
    candidates.map((c) => c.id),
    id,
  );
  if (marked.length === 0) throw revertError('REVERT_NOTHING');
  const groups = byCommander(marked);
  const names = await profileNames(trx, [...groups.keys()]);
  const effect = [];
  for (const [profileId, g] of groups) {
    const base = bases.get(g.baseId);
    if (!base) continue; // the base is gone: nothing of it to correct
    const net = revertNetEffect(g.entries);
    const res = revertCorrection(base.state.resources, net.resources);
    const units = revertCorrection(base.state.units, net.units);
    await saveState(trx, base.row.id, {
      ...base.state,
      resources: res.after as typeof base.state.resources,
      units: units.after as typeof base.state.units,
    });
    await announceChange(trx, base.row);
    await recordMove(trx, {
      base: base.row,
      kind: 'revert',
      cause: id,
      resources: res.applied,
      units: units.applied,
      at: now,
      details: { revert: id, reason: s.reason, shortfall: { ...res.shortfall, ...units.shortfall } },
    });
    effect.push({
      profileId,
      commander: names.get(profileId) ?? '?',
      entries: g.entries.length,
      resources: res.applied,
      units: units.applied,
      shortfall: { ...res.shortfall, ...units.shortfall },
    });
  }
  await finishRevert(trx, id, effect, marked.length);
  await recordAdminAction(
    trx,
    admin,
    'ledger-revert',
    s.worldId,
    { revert: id, reason: s.reason, predicate, effect },
    now,
  );
  return { id, entries: marked.length, commanders: effect };
}

/** A world's past reverts, for /control. */
export async function listReverts(ex: Executor, worldId: string) {
  return (await revertsOfWorld(ex, worldId, 50)).map((r) => ({
    id: r.id,
    at: r.at.getTime(),
    admin: r.admin_username,
    reason: r.reason,
    entries: r.entries,
    effect: JSON.stringify(r.effect),
  }));
}
