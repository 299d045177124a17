import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface LedgerTables {
  ledger_entries: {
    id: Generated<string>;
    base_id: string;
    profile_id: string;
    world_id: string;
    at: Date;
    kind: string;
    cause: string;
    event_id: string | null;
    resources: Record<string, number>;
    units: Record<string, number>;
    details: Record<string, unknown>;
    /** the selective revert that undid it (decision 065) */
    reverted_by: Generated<string | null>;
  };
}
export type LedgerRow = Selectable<LedgerTables['ledger_entries']>;
export type NewLedgerRow = Omit<Insertable<LedgerTables['ledger_entries']>, 'event_id'> & { event_id?: string | null };

const q = (ex: Executor) => tables<LedgerTables>(ex);

export async function insertEntries(ex: Executor, rows: NewLedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q(ex)
    .insertInto('ledger_entries')
    .values(rows.map((r) => ({ ...r, event_id: r.event_id ?? null })))
    .execute();
}

export interface LedgerQuery {
  profileId: string;
  kinds: string[] | null;
  from: Date | null;
  to: Date | null;
  /** entries older than this cursor (at, id) */
  before: { at: Date; id: string } | null;
  limit: number;
}

/** A commander's (their base's) entries, newest first, filtered by kind and time, one page after the cursor. */
export function listEntries(ex: Executor, f: LedgerQuery) {
  let query = q(ex).selectFrom('ledger_entries').selectAll().where('profile_id', '=', f.profileId);
  if (f.kinds?.length) query = query.where('kind', 'in', f.kinds);
  if (f.from) query = query.where('at', '>=', f.from);
  if (f.to) query = query.where('at', '<', f.to);
  const cursor = f.before;
  if (cursor)
    query = query.where((eb) =>
      eb.or([eb('at', '<', cursor.at), eb.and([eb('at', '=', cursor.at), eb('id', '<', cursor.id)])]),
    );
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
}

/** The kinds a base's ledger holds (for its filter). */
export async function kindsOf(ex: Executor, profileId: string): Promise<string[]> {
  const r = await sql<{
    kind: string;
  }>`select distinct kind from ledger_entries where profile_id = ${profileId} order by kind`.execute(ex);
  return r.rows.map((x) => x.kind);
}

/** Timeline events recorded more than once (an event applied twice), in a world. */
export async function eventsRecordedTwice(ex: Executor, worldId: string) {
  const r = await sql<{ event_id: string; base_id: string; times: number }>`
    select event_id::text, base_id::text, count(*)::int as times from ledger_entries
    where world_id = ${worldId} and event_id is not null group by event_id, base_id having count(*) > 1`.execute(ex);
  return r.rows;
}

/** A world's day (from ≤ at < to): per kind and resource, what was created (the positive moves) and destroyed. */
export async function flowsOfDay(ex: Executor, worldId: string, from: Date, to: Date) {
  const r = await sql<{ kind: string; resource: string; created: number; destroyed: number }>`
    select e.kind, r.k as resource,
      coalesce(sum(r.v::numeric) filter (where r.v::numeric > 0), 0)::float8 as created,
      coalesce(-sum(r.v::numeric) filter (where r.v::numeric < 0), 0)::float8 as destroyed
    from ledger_entries e, jsonb_each_text(e.resources) r(k, v)
    where e.world_id = ${worldId} and e.at >= ${from} and e.at < ${to}
    group by 1, 2 order by 1, 2`.execute(ex);
  return r.rows;
}

/** A world's day: units trained (training entries) and lost at home or as guests (battles' moves). */
export async function unitsOfDay(ex: Executor, worldId: string, from: Date, to: Date) {
  const r = await sql<{ key: string; built: number; lost: number }>`
    select u.k as key,
      coalesce(sum(u.v::numeric) filter (where e.kind = 'training' and u.v::numeric > 0), 0)::float8 as built,
      coalesce(-sum(u.v::numeric) filter (where e.kind in ('march', 'rally') and u.v::numeric < 0
        and u.k not like 'injured:%'), 0)::float8 as lost
    from ledger_entries e, jsonb_each_text(e.units) u(k, v)
    where e.world_id = ${worldId} and e.at >= ${from} and e.at < ${to}
    group by 1`.execute(ex);
  const out = new Map<string, { unit: string; built: number; lost: number }>();
  for (const row of r.rows) {
    const unit = row.key.includes(':') ? (row.key.split(':')[1] as string) : row.key;
    const o = out.get(unit) ?? { unit, built: 0, lost: 0 };
    o.built += row.built;
    o.lost += row.lost;
    out.set(unit, o);
  }
  return [...out.values()].filter((u) => u.built || u.lost).sort((a, b) => a.unit.localeCompare(b.unit));
}

/** A world's day: the commanders who moved the most (all resources together, in and out). */
export async function moversOfDay(ex: Executor, worldId: string, from: Date, to: Date, limit: number) {
  const r = await sql<{ profile_id: string; gained: number; spent: number }>`
    select e.profile_id::text,
      coalesce(sum(r.v::numeric) filter (where r.v::numeric > 0), 0)::float8 as gained,
      coalesce(-sum(r.v::numeric) filter (where r.v::numeric < 0), 0)::float8 as spent
    from ledger_entries e, jsonb_each_text(e.resources) r(k, v)
    where e.world_id = ${worldId} and e.at >= ${from} and e.at < ${to}
    group by 1 order by sum(abs(r.v::numeric)) desc limit ${limit}`.execute(ex);
  return r.rows;
}

/**
 * A world's day: the commanders whose stores changed the most in net (all resources and credits
 * together: what came in less what went out), largest either way first; a duplication shows as a
 * large net gain, a drain as a large net loss.
 */
export async function netMoversOfDay(ex: Executor, worldId: string, from: Date, to: Date, limit: number) {
  const r = await sql<{ profile_id: string; gained: number; spent: number; net: number }>`
    select e.profile_id::text,
      coalesce(sum(r.v::numeric) filter (where r.v::numeric > 0), 0)::float8 as gained,
      coalesce(-sum(r.v::numeric) filter (where r.v::numeric < 0), 0)::float8 as spent,
      coalesce(sum(r.v::numeric), 0)::float8 as net
    from ledger_entries e, jsonb_each_text(e.resources) r(k, v)
    where e.world_id = ${worldId} and e.at >= ${from} and e.at < ${to}
    group by 1 order by abs(sum(r.v::numeric)) desc, sum(abs(r.v::numeric)) desc, 1 limit ${limit}`.execute(ex);
  return r.rows;
}

/** Which entries a selective revert looks at: one world, by kind, commander and time. */
export interface RevertPredicate {
  worldId: string;
  kinds: string[];
  profileIds: string[] | null;
  from: Date;
  to: Date;
}

/** Entries of the predicate that no revert has undone yet (a revert's own entries never count). */
export function entriesToRevert(ex: Executor, p: RevertPredicate, limit: number) {
  let query = q(ex)
    .selectFrom('ledger_entries')
    .selectAll()
    .where('world_id', '=', p.worldId)
    .where('kind', 'in', p.kinds)
    .where('kind', '<>', 'revert')
    .where('reverted_by', 'is', null)
    .where('at', '>=', p.from)
    .where('at', '<', p.to);
  if (p.profileIds) query = query.where('profile_id', 'in', p.profileIds);
  return query.orderBy('at').orderBy('id').limit(limit).execute();
}

/**
 * Marks entries as undone by a revert, each at most once: an entry another revert marked first is
 * left out of what this returns (its row lock orders two reverts; the second sees it taken).
 */
export function markReverted(ex: Executor, ids: string[], revertId: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return q(ex)
    .updateTable('ledger_entries')
    .set({ reverted_by: revertId })
    .where('id', 'in', ids)
    .where('reverted_by', 'is', null)
    .returning(['id', 'base_id', 'profile_id', 'resources', 'units'])
    .execute();
}
