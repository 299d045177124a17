/**
 * Trades and sitters in the evidence ledger (issue 34): a black-market exchange on the trader's base
 * and its tax on the holder's, a standing order placed, filled and cancelled, a smuggler's wager —
 * each an entry whose amounts add up to exactly what the stores gained and lost; a sitter's command
 * on the owner's base is an entry of its own, and the entries it moved name the sitter.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance, objectsIn, worldSeed } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
}, 120_000);
afterAll(async () => s?.close());

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>> & { baseId: string; name: string };
const EXCHANGE =
  'mutation($x:Int!,$y:Int!,$f:TradeResource!,$t:TradeResource!,$a:Int!){ exchange(x:$x,y:$y,from:$f,to:$t,amount:$a,atLeast:0){ net tax } }';
const ORDER =
  'mutation($x:Int!,$y:Int!,$f:TradeResource!,$t:TradeResource!,$p:Float!,$n:Int!){ placeTradeOrder(x:$x,y:$y,from:$f,to:$t,price:$p,total:$n){ id } }';
const LEDGER = `query($k:[String!]){ ledger(kinds:$k, limit:100){ entries { kind cause resources { kind amount } details } } }`;

const FULL = { food: 900_000, steel: 900_000, energy: 900_000, astromite: 200_000, quantarite: 90_000, credits: 5000 };
let seq = 0;
async function trader(tag: string): Promise<Player> {
  const name = `Mkt${tag}${seq++}`;
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ resources: FULL } as never)
    .where('id', '=', row.id)
    .execute();
  // each its own address: a sitter must not share a sign-in with the owner
  await s.db
    .updateTable('sessions')
    .set({ ip: `10.8.${seq}.1` } as never)
    .where('account_id', '=', p.accountId)
    .execute();
  return { ...p, baseId: row.id, name };
}
const storesOf = async (p: Player) =>
  (await s.db.selectFrom('bases').select('resources').where('id', '=', p.baseId).executeTakeFirstOrThrow())
    .resources as Record<string, number>;

const used: string[] = [];
async function station(p: Player) {
  const me = (await s.gql('{ base { x y } profile { world { id mapSize } } }', {}, p.token)).data!;
  const size = me.profile.world.mapSize as number;
  const all = objectsIn(worldSeed(me.profile.world.id), size, { x: 0, y: 0 }, { x: size - 1, y: size - 1 }).filter(
    (o) => o.kind === 'trading-station',
  );
  all.sort((a, b) => distance(a, me.base) - distance(b, me.base));
  const free = all.find((st) => !used.includes(`${st.x}:${st.y}`));
  if (!free) throw new Error('no trading station left');
  used.push(`${free.x}:${free.y}`);
  return { x: free.x, y: free.y };
}

async function hold(h: Player, at: { x: number; y: number }) {
  const world = await s.db.selectFrom('bases').select('world_id').where('id', '=', h.baseId).executeTakeFirstOrThrow();
  const now = new Date(s.clock.now());
  await s.db
    .insertInto('marches')
    .values({
      profile_id: h.profileId,
      base_id: h.baseId,
      world_id: world.world_id,
      kind: 'occupy',
      status: 'occupying',
      target_x: at.x,
      target_y: at.y,
      target_kind: 'trading-station',
      target_level: 1,
      units: { interceptor: 10 },
      departs_at: now,
      arrives_at: now,
      updated_at: now,
    } as never)
    .execute();
}

type Entry = { kind: string; cause: string; resources: { kind: string; amount: number }[]; details: string };
const ledger = async (p: Player, kinds?: string[]) => {
  const r = await s.gql<{ ledger: { entries: Entry[] } }>(LEDGER, { k: kinds ?? null }, p.token);
  expect(r.errors).toBeUndefined();
  return r.data!.ledger.entries;
};
/** The entries' amounts, summed per resource. */
const sum = (entries: Entry[]) => {
  const out: Record<string, number> = {};
  for (const e of entries) for (const r of e.resources) out[r.kind] = (out[r.kind] ?? 0) + r.amount;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== 0));
};
const change = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(
    Object.keys({ ...a, ...b })
      .map((k) => [k, Math.round((b[k] ?? 0) - (a[k] ?? 0))] as const)
      .filter(([, v]) => v !== 0),
  );
const MARKET = ['market-exchange', 'market-tax', 'market-order', 'market-fill', 'wager'];

describe('trades in the ledger', () => {
  test('exchanges, the holder’s tax, an order placed, filled and cancelled, and wagers add up to the stores’ change', async () => {
    const p = await trader('Trader');
    const h = await trader('Holder');
    const at = await station(p);
    await hold(h, at);
    const p0 = await storesOf(p);
    const h0 = await storesOf(h);

    // the order first, at a fresh station's price: the match fills part of it
    const placed = await s.gql(ORDER, { ...at, f: 'food', t: 'energy', p: 0.9, n: 40_000 }, p.token);
    expect(placed.errors).toBeUndefined();
    await s.runDueJobs(s.clock.now());
    const x1 = await s.gql(EXCHANGE, { ...at, f: 'food', t: 'steel', a: 20_000 }, p.token);
    expect(x1.errors).toBeUndefined();
    const x2 = await s.gql(EXCHANGE, { ...at, f: 'astromite', t: 'energy', a: 3_000 }, p.token);
    expect(x2.errors).toBeUndefined();
    const cancelled = await s.gql(
      'mutation($id:ID!){ cancelTradeOrder(orderId:$id){ status } }',
      { id: placed.data!.placeTradeOrder.id },
      p.token,
    );
    for (const bet of ['low', 'high', 'seven']) {
      const hash = (await s.gql('{ smugglersDen { seedHash } }', {}, p.token)).data!.smugglersDen.seedHash;
      const w = await s.gql(
        'mutation($b:Bet!,$h:String!){ wager(bet:$b,stake:100,clientSeed:"evidence",seedHash:$h){ payout } }',
        { b: bet, h: hash },
        p.token,
      );
      expect(w.errors).toBeUndefined();
    }

    const mine = await ledger(p, MARKET);
    const kinds = mine.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'market-exchange')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'wager')).toHaveLength(3);
    expect(kinds).toContain('market-fill');
    // placed, and (when the match left some) cancelled
    expect(kinds.filter((k) => k === 'market-order')).toHaveLength(cancelled.errors ? 1 : 2);
    const exchange = mine.find((e) => e.kind === 'market-exchange' && e.cause.includes('food→steel'));
    expect(exchange?.cause).toBe(`${at.x}:${at.y} food→steel`);
    expect(JSON.parse(exchange!.details)).toMatchObject({ station: at, tax: x1.data!.exchange.tax });
    expect(exchange?.resources).toEqual(
      expect.arrayContaining([
        { kind: 'food', amount: -20_000 },
        { kind: 'steel', amount: x1.data!.exchange.net },
      ]),
    );
    // every unit the market moved is in the ledger, once: the entries add up to the stores' change
    expect(sum(mine)).toEqual(change(p0, await storesOf(p)));
    const taxes = await ledger(h, MARKET);
    expect(taxes.length).toBeGreaterThanOrEqual(3);
    expect(taxes.every((e) => e.kind === 'market-tax')).toBe(true);
    expect(sum(taxes)).toEqual(change(h0, await storesOf(h)));
  });

  test('the station’s prices of the day are kept: open, close, low, high, volume and trades per resource', async () => {
    const p = await trader('Board');
    const at = await station(p);
    await s.gql(EXCHANGE, { ...at, f: 'steel', t: 'food', a: 30_000 }, p.token);
    await s.gql(EXCHANGE, { ...at, f: 'steel', t: 'food', a: 30_000 }, p.token);
    const rows = await s.db
      .selectFrom('market_days' as never)
      .selectAll()
      .where('x' as never, '=', at.x as never)
      .where('y' as never, '=', at.y as never)
      .execute();
    const steel = (rows as any[]).find((r) => r.resource === 'steel');
    expect(steel).toMatchObject({ open: 1, trades: 2 });
    expect(Number(steel.volume)).toBe(60_000);
    // steel sold for food: cheaper after each trade
    expect(steel.close).toBeLessThan(steel.open);
    expect(steel.low).toBe(steel.close);
    expect(steel.high).toBe(1);
    expect(rows).toHaveLength(4);
  });
});

describe('sitters in the ledger', () => {
  test('a sitter’s command is an entry on the owner’s base, and what it moved names the sitter', async () => {
    const owner = await trader('Owner');
    const sitter = await trader('Sitter');
    const named = await s.gql(
      'mutation($c:String!){ nameSitter(commander:$c,hours:6){ sitters { sitterId } } }',
      { c: sitter.name },
      owner.token,
    );
    expect(named.errors).toBeUndefined();
    const up = await s.gql('mutation { startBuildingUpgrade(buildingId:"steel-foundry"){ id } }', {}, sitter.token, {
      'x-sit-as': owner.profileId,
    });
    expect(up.errors).toBeUndefined();
    const entries = await ledger(owner);
    const act = entries.filter((e) => e.kind === 'sitter');
    expect(act).toHaveLength(1);
    expect(act[0]!.cause).toBe('bases.startUpgrade');
    expect(JSON.parse(act[0]!.details)).toEqual({ sitter: sitter.profileId, sitterName: sitter.name });
    const start = entries.find((e) => e.kind === 'start:building');
    expect(start?.resources.some((r) => r.amount < 0)).toBe(true);
    expect(JSON.parse(start!.details).sitter).toBe(sitter.profileId);
    // the owner's own command names nobody; the sitter's own ledger holds none of it
    const own = await s.gql('mutation { buyItem(type:"speedup-building-5m", count:1){ type } }', {}, owner.token);
    expect(own.errors).toBeUndefined();
    const [purchase] = await ledger(owner, ['purchase']);
    expect(JSON.parse(purchase!.details).sitter).toBeUndefined();
    expect((await ledger(sitter)).some((e) => e.kind === 'sitter' || e.kind === 'start:building')).toBe(false);
  });
});
