/**
 * The world-wide ledger search for /control (issue 34, decision 087): every commander's entries of a
 * world, newest first, by kind, time window, commander name and least amount; paged by keyset with
 * nothing lost or repeated; only admins. On a world of 300,000 entries each search is an index walk
 * that stops at the page (EXPLAIN: no sequential scan, no sort of the world).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { worldLedgerQuery } from '../../src/modules/ledger/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
}, 120_000);
afterAll(async () => s?.close());

const SEARCH = `query($w:ID!,$k:[String!],$f:DateTime,$t:DateTime,$n:String,$m:Float,$c:String,$l:Int){
  adminWorldLedger(worldId:$w, kinds:$k, from:$f, to:$t, commander:$n, minAmount:$m, cursor:$c, limit:$l){
    entries { id at kind cause profileId commander resources { kind amount } reverted } kinds next } }`;
type Found = {
  entries: {
    id: string;
    at: string;
    kind: string;
    cause: string;
    profileId: string;
    commander: string;
    resources: { kind: string; amount: number }[];
  }[];
  kinds: string[];
  next: string | null;
};

const T0 = Date.parse('2026-02-01T00:00:00Z');
const H = 3_600_000;
let worldId: string;
const who: Record<string, { profileId: string; baseId: string }> = {};

async function commander(name: string) {
  const p = await s.newPlayerWithProfile(name);
  const b = await s.db
    .selectFrom('bases')
    .select(['id', 'world_id'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  worldId = b.world_id;
  who[name] = { profileId: p.profileId, baseId: b.id };
}
async function entry(name: string, hours: number, kind: string, resources: Record<string, number>) {
  const c = who[name]!;
  await s.sql`insert into ledger_entries (base_id, profile_id, world_id, at, kind, cause, resources)
    values (${c.baseId}, ${c.profileId}, ${worldId}, ${new Date(T0 + hours * H)}, ${kind}, ${`${kind} ${hours}`},
      ${s.sql.json(resources)})`;
}
async function search(vars: Record<string, unknown>, token?: string) {
  const r = await s.gql<{ adminWorldLedger: Found }>(SEARCH, { w: worldId, ...vars }, token ?? (await s.adminToken()));
  expect(r.errors).toBeUndefined();
  return r.data!.adminWorldLedger;
}

beforeAll(async () => {
  await commander('SeekAlpha');
  await commander('SeekBravo');
  await commander('SeekBulk');
  await entry('SeekAlpha', 1, 'grant', { credits: 500 });
  await entry('SeekAlpha', 2, 'market-exchange', { food: -20_000, steel: 14_000 });
  await entry('SeekBravo', 3, 'market-exchange', { steel: -3_000, food: 2_500 });
  await entry('SeekBravo', 4, 'march', { steel: -12_000 });
  await entry('SeekAlpha', 5, 'reward', { credits: 900, food: 100 });
  await entry('SeekBravo', 6, 'grant', { credits: 40_000 });
  // the bulk: 300,000 entries of another commander, all before the seeded ones
  const bulk = who.SeekBulk!;
  await s.sql`insert into ledger_entries (base_id, profile_id, world_id, at, kind, cause, resources)
    select ${bulk.baseId}, ${bulk.profileId}, ${worldId}, ${new Date(T0 - 400 * 86_400_000)}::timestamptz + i * interval '1 minute',
      (array['building','march','market-exchange','reward','training'])[1 + i % 5], 'bulk',
      jsonb_build_object('food', (i % 997) - 498, 'steel', i % 13)
    from generate_series(1, 300000) i`;
  await s.sql`analyze ledger_entries`;
}, 300_000);

describe('the world-wide ledger search', () => {
  test('newest first across commanders, each row naming its commander', async () => {
    const r = await search({ f: new Date(T0).toISOString(), l: 10 });
    expect(r.entries.map((e) => e.cause)).toEqual([
      'grant 6',
      'reward 5',
      'march 4',
      'market-exchange 3',
      'market-exchange 2',
      'grant 1',
    ]);
    expect(r.entries[0]).toMatchObject({ commander: 'SeekBravo', profileId: who.SeekBravo!.profileId });
    expect(r.next).toBeNull();
    expect(r.kinds).toEqual(['building', 'grant', 'march', 'market-exchange', 'reward', 'training']);
  });

  test('by kind, by time window, by any part of the name, by least amount either way', async () => {
    const byKind = await search({ k: ['grant'], f: new Date(T0).toISOString() });
    expect(byKind.entries.map((e) => e.cause)).toEqual(['grant 6', 'grant 1']);
    const window = await search({ f: new Date(T0 + 2 * H).toISOString(), t: new Date(T0 + 4 * H).toISOString() });
    expect(window.entries.map((e) => e.cause)).toEqual(['market-exchange 3', 'market-exchange 2']);
    const named = await search({ n: 'kalph', f: new Date(T0).toISOString() });
    expect(named.entries.map((e) => e.cause)).toEqual(['reward 5', 'market-exchange 2', 'grant 1']);
    expect(new Set(named.entries.map((e) => e.commander))).toEqual(new Set(['SeekAlpha']));
    // 12,000 lost in a battle counts as much as 12,000 gained
    const large = await search({ m: 12_000 });
    expect(large.entries.map((e) => e.cause)).toEqual(['grant 6', 'march 4', 'market-exchange 2']);
    const all = await search({ n: 'bravo', k: ['march', 'grant'], m: 20_000 });
    expect(all.entries.map((e) => e.cause)).toEqual(['grant 6']);
    expect((await search({ n: 'nobody-here' })).entries).toEqual([]);
  });

  test('pages walk every match once, in order, however the entries share a moment', async () => {
    // four entries at the very same instant: the id breaks the tie
    for (const name of ['SeekAlpha', 'SeekBravo', 'SeekAlpha', 'SeekBravo']) await entry(name, 7, 'tie', { food: 1 });
    const once = await search({ f: new Date(T0).toISOString(), l: 100 });
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const p: Found = await search({ f: new Date(T0).toISOString(), l: 3, c: cursor });
      walked.push(...p.entries.map((e) => e.id));
      cursor = p.next;
    } while (cursor);
    expect(once.entries).toHaveLength(10);
    expect(walked).toEqual(once.entries.map((e) => e.id));
  });

  test('only admins search; a bad filter is refused naming its field', async () => {
    const player = await s.newPlayerWithProfile('SeekPlayer');
    const r = await s.gql(SEARCH, { w: worldId }, player.token);
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    const bad = await s.gql(SEARCH, { w: worldId, m: -5 }, await s.adminToken());
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(bad.errors?.[0]?.message).toBe('Min amount must be at least 0');
  });

  test('on 300,000 entries every search walks an index and stops at the page', async () => {
    const base = {
      worldId,
      kinds: null,
      from: null,
      to: null,
      commander: null,
      minAmount: null,
      cursor: null,
      limit: 25,
    };
    const cases = {
      world: base,
      kind: { ...base, kinds: ['march'] },
      window: { ...base, from: new Date(T0 - 200 * 86_400_000), to: new Date(T0 - 100 * 86_400_000) },
      amount: { ...base, minAmount: 490 },
      page: { ...base, cursor: `${T0 - 300 * 86_400_000}_999999999` },
    };
    const figures: Record<string, number> = {};
    for (const [name, f] of Object.entries(cases)) {
      const q = worldLedgerQuery(s.db, f, null).compile();
      const rows = await s.sql.unsafe(`explain (analyze, format json) ${q.sql}`, q.parameters as never[]);
      const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
      figures[name] = (rows[0]!['QUERY PLAN'] as { 'Execution Time': number }[])[0]!['Execution Time'];
      expect(plan, name).not.toContain('Seq Scan');
      expect(plan, name).not.toContain('"Node Type":"Sort"');
      expect(plan, name).toMatch(/ledger_world_(kind_)?search/);
    }
    const byName = worldLedgerQuery(s.db, base, [who.SeekBulk!.profileId]).compile();
    const named = JSON.stringify(
      (await s.sql.unsafe(`explain (format json) ${byName.sql}`, byName.parameters as never[]))[0]!['QUERY PLAN'],
    );
    expect(named).not.toContain('Seq Scan');
    // the worst case, reported: a least amount nothing reaches walks the world's whole index
    const none = worldLedgerQuery(s.db, { ...base, minAmount: 1e9 }, null).compile();
    const walk = await s.sql.unsafe(`explain (analyze, format json) ${none.sql}`, none.parameters as never[]);
    figures.amountNoMatch = (walk[0]!['QUERY PLAN'] as { 'Execution Time': number }[])[0]!['Execution Time'];
    console.log('ledger search on 300,000 entries, ms:', figures);
  }, 120_000);
});
