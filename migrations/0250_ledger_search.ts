import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the world-wide ledger search (decision 087): an entry's largest amount moved, either way, kept
  // beside it so "at least N" is a compare, not a walk through its JSON; and the world's entries in
  // the search's order (newest first, id breaking ties), plain and per kind
  await sql`create or replace function ledger_largest(r jsonb) returns float8 language sql immutable parallel safe
    as $$ select coalesce(max(abs(v::float8)), 0) from jsonb_each_text(r) t(k, v) $$`.execute(db);
  await sql`alter table ledger_entries add column largest float8 generated always as (ledger_largest(resources)) stored`.execute(
    db,
  );
  await sql`create index ledger_world_search on ledger_entries (world_id, at desc, id desc)`.execute(db);
  await sql`create index ledger_world_kind_search on ledger_entries (world_id, kind, at desc, id desc)`.execute(db);
  await sql`drop index if exists ledger_by_world_day`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists ledger_by_world_day on ledger_entries (world_id, at)`.execute(db);
  await sql`drop index if exists ledger_world_kind_search`.execute(db);
  await sql`drop index if exists ledger_world_search`.execute(db);
  await sql`alter table ledger_entries drop column if exists largest`.execute(db);
  await sql`drop function if exists ledger_largest(jsonb)`.execute(db);
}
