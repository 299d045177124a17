/**
 * The world-wide ledger search for /control (decision 087): every commander's entries of one world,
 * newest first, by kind, time window, commanders (the economy module finds them by name) and the
 * least amount moved (the entry's largest resource amount either way, kept in `largest`); paged by a
 * keyset cursor (at, id), so a page costs the same on the millionth entry as on the first.
 */
import { sql } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';
import type { LedgerTables } from './repo.ts';

export interface WorldLedgerFilter {
  worldId: string;
  kinds: string[] | null;
  from: Date | null;
  to: Date | null;
  minAmount: number | null;
  cursor: string | null;
  limit: number;
}

const list = (c: Record<string, number>) => Object.entries(c).map(([kind, amount]) => ({ kind, amount }));

function cursorOf(c: string | null): { at: Date; id: string } | null {
  const [at, id] = (c ?? '').split('_');
  return at && id && /^\d+$/.test(at) && /^\d+$/.test(id) ? { at: new Date(Number(at)), id } : null;
}

/** The page's query, as it runs (the test EXPLAINs it on a large table). */
export function worldLedgerQuery(ex: Executor, f: WorldLedgerFilter, profileIds: string[] | null) {
  let q = tables<LedgerTables & { ledger_entries: { largest: number } }>(ex)
    .selectFrom('ledger_entries')
    .select(['id', 'at', 'kind', 'cause', 'profile_id', 'base_id', 'resources', 'units', 'reverted_by'])
    .where('world_id', '=', f.worldId);
  if (f.kinds?.length) q = q.where('kind', 'in', f.kinds);
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.to) q = q.where('at', '<', f.to);
  if (profileIds) q = q.where('profile_id', 'in', profileIds);
  if (f.minAmount) q = q.where('largest', '>=', f.minAmount);
  const before = cursorOf(f.cursor);
  if (before) q = q.where(sql<boolean>`(at, id) < (${before.at}, ${before.id}::bigint)`);
  return q
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit + 1);
}

/** One page of the world's entries; `profileIds` null for every commander. */
export async function searchWorldLedger(ex: Executor, f: WorldLedgerFilter, profileIds: string[] | null) {
  const rows = await worldLedgerQuery(ex, f, profileIds).execute();
  const page = rows.slice(0, f.limit);
  const last = page.at(-1);
  return {
    kinds: await worldKinds(ex, f.worldId),
    entries: page.map((r) => ({
      id: String(r.id),
      at: r.at,
      kind: r.kind,
      cause: r.cause,
      profileId: r.profile_id,
      resources: list(r.resources),
      units: list(r.units).map((u) => ({ type: u.kind, count: u.amount })),
      reverted: r.reverted_by !== null,
    })),
    next: rows.length > f.limit && last ? `${last.at.getTime()}_${last.id}` : null,
  };
}

/** The kinds a world's ledger holds, for the filter: a skip through the (world, kind, …) index, one probe per kind. */
export async function worldKinds(ex: Executor, worldId: string): Promise<string[]> {
  const r = await sql<{ kind: string }>`
    with recursive k(kind) as (
      (select kind from ledger_entries where world_id = ${worldId} order by kind limit 1)
      union all
      select (select e.kind from ledger_entries e where e.world_id = ${worldId} and e.kind > k.kind order by e.kind limit 1)
      from k where k.kind is not null)
    select kind from k where kind is not null`.execute(ex);
  return r.rows.map((x) => x.kind);
}
