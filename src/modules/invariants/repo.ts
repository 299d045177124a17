/**
 * The checker's own tables (runs and findings) and its reads across the world: it looks at every
 * owner's rows read-only, by design — what it repairs goes through the owners (kernel, alliances).
 */
import { type Generated, type Insertable, sql } from 'kysely';
import type { BuildingLevels } from '../../game/index.ts';
import { type Executor, tables } from '../../platform/db.ts';

export interface InvariantsTables {
  invariant_runs: {
    id: Generated<string>;
    world_id: string;
    started_at: Date;
    finished_at: Date;
    run_by: string;
    repair: boolean;
    found: number;
    repaired: number;
  };
  invariant_findings: {
    id: Generated<string>;
    run_id: string;
    kind: string;
    subject: string;
    details: unknown;
    repaired: boolean;
  };
  /** units each commander made and destroyed as their reports say, counted as filed (decision 091) */
  unit_moves: { profile_id: string; created: Generated<number>; destroyed: Generated<number> };
  /** each commander's units at the last run, with the counters that explain a change (decision 091) */
  unit_census: {
    world_id: string;
    profile_id: string;
    taken_at: Date;
    units: number;
    trained: number;
    created: number;
    destroyed: number;
  };
}

const q = (ex: Executor) => tables<InvariantsTables>(ex);

export async function insertRun(
  ex: Executor,
  r: Insertable<InvariantsTables['invariant_runs']>,
  findings: { kind: string; subject: string; details: unknown; repaired: boolean }[],
): Promise<string> {
  const run = await q(ex).insertInto('invariant_runs').values(r).returning('id').executeTakeFirstOrThrow();
  if (findings.length)
    await q(ex)
      .insertInto('invariant_findings')
      .values(findings.map((f) => ({ ...f, run_id: run.id })))
      .execute();
  return String(run.id);
}

export const latestRuns = (ex: Executor, worldId: string, limit: number) =>
  q(ex)
    .selectFrom('invariant_runs')
    .selectAll()
    .where('world_id', '=', worldId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const findingsOf = (ex: Executor, runId: string) =>
  q(ex).selectFrom('invariant_findings').selectAll().where('run_id', '=', runId).orderBy('id').execute();

type Row = { subject: string; details: Record<string, unknown> };
const rows = async (ex: Executor, query: ReturnType<typeof sql<Row>>) => (await query.execute(ex)).rows;

/** Bases whose stores hold a negative amount: the amounts below zero. */
export const negativeStores = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`select b.id::text as subject, jsonb_build_object('profileId', b.profile_id,
        'negative', (select jsonb_object_agg(k, v) from jsonb_each(b.resources) r(k, v)
                     where (case when jsonb_typeof(v) = 'number' then v::numeric end) < 0)) as details
      from bases b where b.world_id = ${worldId} and exists (
        select 1 from jsonb_each(b.resources) r(k, v) where (case when jsonb_typeof(v) = 'number' then v::numeric end) < 0)`,
  );

/** Bases with a negative count of units at home, in the recovery bay or stationed as guests. */
export const negativeBaseUnits = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`select b.id::text as subject, jsonb_build_object('profileId', b.profile_id, 'negative', jsonb_strip_nulls(
        jsonb_build_object(
          'units', (select jsonb_object_agg(k, v) from jsonb_each(b.units) r(k, v) where (case when jsonb_typeof(v) = 'number' then v::numeric end) < 0),
          'injured', (select jsonb_object_agg(k, v) from jsonb_each(b.injured) r(k, v) where (case when jsonb_typeof(v) = 'number' then v::numeric end) < 0),
          'guests', (select jsonb_object_agg(k, v) from jsonb_each(b.guests) r(k, v) where (case when jsonb_typeof(v) = 'number' then v::numeric end) < 0)))) as details
      from bases b where b.world_id = ${worldId} and exists (
        select 1 from (select v from jsonb_each(b.units) a(k, v) union all select v from jsonb_each(b.injured) c(k, v)
                       union all select v from jsonb_each(b.guests) d(k, v)) x where (case when jsonb_typeof(x.v) = 'number' then x.v::numeric end) < 0)`,
  );

/** Fleets away (not home) with a negative count of a unit. */
export const negativeFleetUnits = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`select m.id::text as subject, jsonb_build_object('profileId', m.profile_id, 'baseId', m.base_id,
        'negative', (select jsonb_object_agg(k, v) from jsonb_each(m.units) r(k, v) where (case when jsonb_typeof(v) = 'number' then v::numeric end) < 0)) as details
      from marches m where m.world_id = ${worldId} and m.status <> 'done'
        and exists (select 1 from jsonb_each(m.units) r(k, v) where (case when jsonb_typeof(v) = 'number' then v::numeric end) < 0)`,
  );

/**
 * Hosts whose stationed guests differ from the reinforcing fleets standing there: the fleets (each
 * naming its owner) say what is there; `guests` is the host's sum of them.
 */
export const stationedMismatch = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`with fleets as (
        select m.target_base_id as host, u.k, sum(case when jsonb_typeof(u.v) = 'number' then u.v::numeric end) as n
        from marches m, jsonb_each(m.units) u(k, v)
        where m.world_id = ${worldId} and m.kind = 'reinforce' and m.status = 'reinforcing' and jsonb_typeof(u.v) = 'number'
        group by 1, 2),
      fleet_sum as (select host, jsonb_object_agg(k, n) filter (where n <> 0) as units from fleets group by host),
      guest_sum as (select b.id as host, (select jsonb_object_agg(k, v) from jsonb_each(b.guests) g(k, v)
                                          where (case when jsonb_typeof(v) = 'number' then v::numeric end) <> 0) as units
                    from bases b where b.world_id = ${worldId})
      select g.host::text as subject, jsonb_build_object('guests', coalesce(g.units, '{}'),
        'stationed', coalesce(f.units, '{}')) as details
      from guest_sum g left join fleet_sum f on f.host = g.host
      where coalesce(g.units, '{}') <> coalesce(f.units, '{}')`,
  );

/**
 * Bases with more fleets away than march slots (scouts and convoys hold none). An evacuation holds a
 * slot but is not counted here: it lifts off whatever the slots, so a raid on a base with its slots
 * full does not find the fleet (decision 073; the soak's played world showed one).
 */
export const fleetsOverSlots = (ex: Executor, worldId: string) =>
  sql<{ base_id: string; buildings: BuildingLevels; away: number }>`
    select b.id::text as base_id, b.buildings, count(m.id)::int as away
    from bases b join marches m on m.base_id = b.id and m.status <> 'done'
      and m.kind not in ('scout', 'convoy', 'evade')
    where b.world_id = ${worldId} group by b.id, b.buildings`
    .execute(ex)
    .then((r) => r.rows);

/**
 * Fleets under way (out, gathering, coming home) that no pending timeline event moves on: they
 * would never arrive nor come home. Events name their fleet in the payload — or, for a portal
 * mission's and a vault run's fleet out, the mission or the run that holds the fleet (their own
 * timelines move it: the soak's played world showed three vault fleets called stranded before).
 */
export const strandedFleets = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`select m.id::text as subject, jsonb_build_object('profileId', m.profile_id, 'baseId', m.base_id,
        'kind', m.kind, 'status', m.status, 'units', m.units) as details
      from marches m where m.world_id = ${worldId} and m.status in ('marching', 'gathering', 'returning')
        and not exists (
          select 1 from timeline_events e where e.applied_at is null
            and (strpos(e.payload::text, m.id::text) > 0
              or e.payload->>'missionId' in (select x.id::text from portal_missions x where x.march_id = m.id)
              or e.payload->>'runId' in (select v.id::text from vault_runs v where v.march_id = m.id)))`,
  );

/** Commanders in more than one alliance. */
export const multipleMemberships = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`select am.profile_id::text as subject, jsonb_build_object('alliances', jsonb_agg(am.alliance_id)) as details
      from alliance_members am join alliances a on a.id = am.alliance_id
      where a.world_id = ${worldId} group by am.profile_id having count(*) > 1`,
  );

/** Alliances whose members have no leader, or more than one. */
export const leaderCounts = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`select a.id::text as subject, jsonb_build_object('name', a.name,
        'leaders', count(am.profile_id) filter (where am.role = 'leader'), 'members', count(am.profile_id)) as details
      from alliances a left join alliance_members am on am.alliance_id = a.id
      where a.world_id = ${worldId} group by a.id, a.name
      having count(am.profile_id) filter (where am.role = 'leader') <> 1`,
  );

/** A fleet's leg (arriving, coming home) applied more than once. */
export const legsAppliedTwice = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`select e.payload->>'marchId' || ':' || (e.payload->>'leg') as subject,
        jsonb_build_object('baseId', e.base_id, 'events', jsonb_agg(e.id order by e.id), 'times', count(*)) as details
      from timeline_events e join bases b on b.id = e.base_id
      where b.world_id = ${worldId} and e.applied_at is not null and e.payload ? 'marchId'
        and e.payload->>'leg' in ('arrive', 'return')
      group by e.base_id, e.payload->>'marchId', e.payload->>'leg' having count(*) > 1`,
  );

/** Rows that name a parent that is gone: pending events and fleets of no base, members of no alliance, bases of no commander. */
export const orphans = (ex: Executor, worldId: string) =>
  rows(
    ex,
    sql<Row>`select 'timeline_events:' || e.id as subject, jsonb_build_object('table', 'timeline_events', 'id', e.id,
          'baseId', e.base_id, 'kind', e.kind) as details
        from timeline_events e where e.applied_at is null and not exists (select 1 from bases b where b.id = e.base_id)
      union all
      select 'marches:' || m.id, jsonb_build_object('table', 'marches', 'id', m.id, 'baseId', m.base_id)
        from marches m where m.world_id = ${worldId} and not exists (select 1 from bases b where b.id = m.base_id)
      union all
      select 'alliance_members:' || am.profile_id, jsonb_build_object('table', 'alliance_members',
          'profileId', am.profile_id, 'allianceId', am.alliance_id)
        from alliance_members am where not exists (select 1 from alliances a where a.id = am.alliance_id)
          and exists (select 1 from profiles p where p.id = am.profile_id and p.world_id = ${worldId})
      union all
      select 'bases:' || b.id, jsonb_build_object('table', 'bases', 'id', b.id, 'profileId', b.profile_id)
        from bases b where b.world_id = ${worldId} and not exists (select 1 from profiles p where p.id = b.profile_id)`,
  );

/** Removes pending timeline events whose base is gone (nothing could ever apply them). */
export async function deleteOrphanEvents(ex: Executor, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await sql<{ n: number }>`with gone as (delete from timeline_events e
      where e.id = any(${ids}::bigint[]) and e.applied_at is null
        and not exists (select 1 from bases b where b.id = e.base_id) returning 1)
    select count(*)::int as n from gone`.execute(ex);
  return r.rows[0]?.n ?? 0;
}

/** What the reinforcing fleets standing at a host hold, all owners together. */
export async function stationedAt(ex: Executor, hostId: string): Promise<Record<string, number>> {
  const r = await sql<{
    k: string;
    n: number;
  }>`select u.k, sum(case when jsonb_typeof(u.v) = 'number' then u.v::numeric end)::int as n
    from marches m, jsonb_each(m.units) u(k, v)
    where m.target_base_id = ${hostId} and m.kind = 'reinforce' and m.status = 'reinforcing'
      and jsonb_typeof(u.v) = 'number' group by u.k`.execute(ex);
  return Object.fromEntries(r.rows.filter((x) => x.n !== 0).map((x) => [x.k, x.n]));
}

/** Adds units made and destroyed to a commander's counters (in the report's transaction). */
export async function addUnitMoves(ex: Executor, profileId: string, created: number, destroyed: number) {
  if (created === 0 && destroyed === 0) return;
  await sql`insert into unit_moves (profile_id, created, destroyed) values (${profileId}, ${created}, ${destroyed})
    on conflict (profile_id) do update set created = unit_moves.created + excluded.created,
      destroyed = unit_moves.destroyed + excluded.destroyed`.execute(ex);
}

export interface CensusRow {
  profile_id: string;
  units: number;
  trained: number;
  created: number;
  destroyed: number;
}

const num = (col: string) =>
  sql.raw(
    `coalesce((select sum(case when jsonb_typeof(v) = 'number' then v::numeric end) from jsonb_each(${col}) x(k, v)), 0)`,
  );

/**
 * Every commander's units now, wherever they are — at home, in the recovery bay, in a healing batch
 * (it left the bay), in every fleet not yet home (out, stationed at a host, occupying, gathering) —
 * with the counters that explain a change: trained (the bases' tallies), made and destroyed (as
 * their reports were filed). One statement, so one snapshot: a battle is in all of them or in none.
 */
export async function unitCensus(ex: Executor, worldId: string): Promise<CensusRow[]> {
  const r = await sql<CensusRow>`
    with held as (
        select b.profile_id, ${num('b.units')} + ${num('b.injured')} as n,
          ${num("coalesce(b.tally->'trained', '{}'::jsonb)")} as trained
        from bases b where b.world_id = ${worldId}),
      away as (
        select m.profile_id, sum(${num('m.units')}) as n from marches m
        where m.world_id = ${worldId} and m.status <> 'done' group by m.profile_id),
      healing as (
        select b.profile_id, sum(coalesce((e.payload->>'count')::numeric, 0)) as n
        from timeline_events e join bases b on b.id = e.base_id
        where b.world_id = ${worldId} and e.applied_at is null and e.kind = 'healing' group by b.profile_id),
      commanders as (select profile_id from held union select profile_id from away)
    select c.profile_id::text,
      (coalesce((select sum(n) from held h where h.profile_id = c.profile_id), 0)
        + coalesce(a.n, 0) + coalesce(he.n, 0))::float8 as units,
      coalesce((select sum(trained) from held h where h.profile_id = c.profile_id), 0)::float8 as trained,
      coalesce(um.created, 0)::float8 as created, coalesce(um.destroyed, 0)::float8 as destroyed
    from commanders c
      left join away a on a.profile_id = c.profile_id
      left join healing he on he.profile_id = c.profile_id
      left join unit_moves um on um.profile_id = c.profile_id`.execute(ex);
  return r.rows;
}

/** The census of the world's last run, by commander. */
export async function lastCensus(ex: Executor, worldId: string) {
  const rows = await q(ex).selectFrom('unit_census').selectAll().where('world_id', '=', worldId).execute();
  return new Map(rows.map((r) => [r.profile_id, r]));
}

/** Keeps this census as the world's last (one row per commander). */
export async function saveCensus(ex: Executor, worldId: string, at: Date, rows: CensusRow[]) {
  // in slices: a statement takes at most 65,535 parameters (7 a row)
  for (let i = 0; i < rows.length; i += 5000) await saveCensusSlice(ex, worldId, at, rows.slice(i, i + 5000));
}

async function saveCensusSlice(ex: Executor, worldId: string, at: Date, rows: CensusRow[]) {
  await q(ex)
    .insertInto('unit_census')
    .values(rows.map((r) => ({ ...r, world_id: worldId, taken_at: at })))
    .onConflict((oc) =>
      oc.columns(['world_id', 'profile_id']).doUpdateSet((eb) => ({
        taken_at: eb.ref('excluded.taken_at'),
        units: eb.ref('excluded.units'),
        trained: eb.ref('excluded.trained'),
        created: eb.ref('excluded.created'),
        destroyed: eb.ref('excluded.destroyed'),
      })),
    )
    .execute();
}
