/** Faults and figures written straight into the browser tests' database, for the operations specs. */
import { readFileSync } from 'node:fs';
import type postgres from 'postgres';
import { connectPostgres } from '../../../src/platform/db.ts';

export async function withOpsDb<T>(f: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = connectPostgres(readFileSync(`.data/e2e-db-${process.env.E2E_PORT}`, 'utf8').trim(), {
    max: 1,
    onnotice: () => {},
  });
  try {
    return await f(sql);
  } finally {
    await sql.end();
  }
}

/** Writes a negative amount into a commander's stores, as a bug would; returns the base's id. */
export function plantNegativeStore(commander: string, resource: string, amount: number) {
  return withOpsDb(async (sql) => {
    const [b] = await sql`update bases set resources = jsonb_set(resources, ${`{${resource}}`}, ${amount}::text::jsonb)
      where profile_id = (select id from profiles where username = ${commander}) returning id::text`;
    return b!.id as string;
  });
}

export function storeOf(commander: string, resource: string) {
  return withOpsDb(async (sql) => {
    const [b] = await sql`select (resources->>${resource})::numeric as n from bases
      where profile_id = (select id from profiles where username = ${commander})`;
    return Number(b!.n);
  });
}

/** Ledger entries on a commander's base at a day's moments, as the game writes them (the economy page's seeded data). */
export function seedLedger(
  commander: string,
  day: string,
  entries: { kind: string; cause: string; resources: Record<string, number>; units?: Record<string, number> }[],
) {
  return withOpsDb(async (sql) => {
    const [b] = await sql`select b.id, b.profile_id, b.world_id from bases b join profiles p on p.id = b.profile_id
      where p.username = ${commander}`;
    let at = new Date(`${day}T08:00:00Z`).getTime();
    for (const e of entries) {
      at += 60_000;
      await sql`insert into ledger_entries (base_id, profile_id, world_id, at, kind, cause, resources, units)
        values (${b!.id}, ${b!.profile_id}, ${b!.world_id}, ${new Date(at)}, ${e.kind}, ${e.cause},
          ${sql.json(e.resources)}, ${sql.json(e.units ?? {})})`;
    }
  });
}

/** A commander's base's production and upkeep of a day, as its saves would have counted them (decision 090). */
export function seedProduction(
  commander: string,
  day: string,
  produced: Record<string, number>,
  eaten: Record<string, number>,
) {
  return withOpsDb(async (sql) => {
    await sql`insert into production_daily (world_id, day, base_id, produced, eaten)
      select b.world_id, ${day}::date, b.id, ${sql.json(produced)}, ${sql.json(eaten)}
      from bases b join profiles p on p.id = b.profile_id where p.username = ${commander}
      on conflict (world_id, day, base_id) do update set produced = excluded.produced, eaten = excluded.eaten`;
  });
}
