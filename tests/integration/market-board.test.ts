/**
 * The economy page's stations board (issue 34, decision 087): trades on four days give a station's
 * daily series as `market_days` keeps it; a day whose volume is over 4× the median of the days before
 * is flagged, and so are planted closes over 2× and under ½ of the 7-day median, the first shown day
 * judged against the days before the chart; an ordinary station is not; the day's commanders with the
 * largest net change come first; the notice lists today's and yesterday's anomalies in every world.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance, objectsIn, worldSeed } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
}, 120_000);
afterAll(async () => s?.close());

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shift = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY);
const EXCHANGE =
  'mutation($x:Int!,$y:Int!,$f:TradeResource!,$t:TradeResource!,$a:Int!){ exchange(x:$x,y:$y,from:$f,to:$t,amount:$a,atLeast:0){ net } }';
const BOARD = `query($w:ID!,$d:String!){ adminMarket(worldId:$w, day:$d){ day from
  stations { x y resource change days { day open close low high volume trades } anomalies { day kind value median } }
  anomalies { day x y resource kind value median }
  movers { profileId username gained spent net } } }`;
const FULL = { food: 900_000, steel: 900_000, energy: 900_000, astromite: 200_000, quantarite: 90_000, credits: 5000 };

type Board = {
  day: string;
  from: string;
  stations: {
    x: number;
    y: number;
    resource: string;
    change: number | null;
    days: { day: string; open: number; close: number; volume: number; trades: number }[];
    anomalies: { day: string; kind: string; value: number; median: number }[];
  }[];
  anomalies: { day: string; x: number; y: number; resource: string; kind: string; value: number; median: number }[];
  movers: { profileId: string; username: string; gained: number; spent: number; net: number }[];
};

async function board(worldId: string, day: string): Promise<Board> {
  const r = await s.gql<{ adminMarket: Board }>(BOARD, { w: worldId, d: day }, await s.adminToken());
  expect(r.errors).toBeUndefined();
  return r.data!.adminMarket;
}

/** A station's made-up days (x/y far off the map): closes and volumes from `from` on. */
async function plantDays(worldId: string, at: { x: number; y: number }, from: string, days: [number, number][]) {
  for (const [i, [close, volume]] of days.entries())
    await s.sql`insert into market_days (world_id, day, x, y, resource, open, close, low, high, volume, trades)
      values (${worldId}, ${shift(from, i)}, ${at.x}, ${at.y}, 'steel', ${close}, ${close}, ${close}, ${close}, ${volume}, 1)`;
}

describe('the stations board', () => {
  let worldId: string;
  let trader: Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
  let at: { x: number; y: number };
  let today: string;

  beforeAll(async () => {
    trader = await s.newPlayerWithProfile('BoardTrader');
    const base = await s.db
      .selectFrom('bases')
      .select(['id', 'world_id'])
      .where('profile_id', '=', trader.profileId)
      .executeTakeFirstOrThrow();
    worldId = base.world_id;
    await s.db
      .updateTable('bases')
      .set({ resources: FULL } as never)
      .where('id', '=', base.id)
      .execute();
    const me = (await s.gql('{ base { x y } profile { world { mapSize } } }', {}, trader.token)).data!;
    const size = me.profile.world.mapSize as number;
    const stations = objectsIn(worldSeed(worldId), size, { x: 0, y: 0 }, { x: size - 1, y: size - 1 }).filter(
      (o) => o.kind === 'trading-station',
    );
    stations.sort((a, b) => distance(a, me.base) - distance(b, me.base));
    at = { x: stations[0]!.x, y: stations[0]!.y };

    // three ordinary days of 2,000 steel sold, then a dump of 2 × 20,000: 20× the median volume
    for (const amounts of [[2_000], [2_000], [2_000], [20_000, 20_000]]) {
      for (const a of amounts) {
        const r = await s.gql(EXCHANGE, { ...at, f: 'steel', t: 'food', a }, trader.token);
        expect(r.errors).toBeUndefined();
      }
      today = dayOf(s.clock.now());
      if (amounts.length === 1) s.clock.set(s.clock.now() + DAY);
    }
  }, 120_000);

  test("a station's days are its trades: open, close, volume per day, the dump flagged for its volume", async () => {
    const b = await board(worldId, today);
    expect(b.day).toBe(today);
    expect(b.from).toBe(shift(today, -13));
    const steel = b.stations.find((x) => x.x === at.x && x.y === at.y && x.resource === 'steel')!;
    expect(steel.days.map((d) => d.day)).toEqual([shift(today, -3), shift(today, -2), shift(today, -1), today]);
    expect(steel.days.map((d) => d.volume)).toEqual([2_000, 2_000, 2_000, 40_000]);
    const [stored] = await s.sql`select open, close from market_days
      where world_id = ${worldId} and x = ${at.x} and y = ${at.y} and resource = 'steel' and day = ${today}`;
    expect(steel.days.at(-1)).toMatchObject({ open: stored!.open, close: stored!.close, trades: 2 });
    // steel sold for food: its price falls through the day
    expect(steel.days.at(-1)!.close).toBeLessThan(steel.days.at(-1)!.open);
    expect(steel.change).toBeLessThan(0);
    expect(steel.anomalies).toContainEqual({ day: today, kind: 'volume', value: 40_000, median: 2_000 });
    expect(b.anomalies).toContainEqual(
      expect.objectContaining({ day: today, x: at.x, y: at.y, resource: 'steel', kind: 'volume' }),
    );
    // the ordinary days before it raise nothing
    expect(steel.anomalies.filter((a) => a.day !== today)).toEqual([]);
    // flagged today: first on the board
    expect(b.stations[0]).toMatchObject({ x: at.x, y: at.y });
  });

  test('planted closes over 2× and under ½ of the 7-day median are flagged, the first shown day judged by the days before; an ordinary station is not', async () => {
    const first = shift(today, -13);
    const odd = { x: 90_001, y: 90_001 };
    // seven days of 1.0 before the chart, then 3.1 on its first day, back to 1.0, and 0.4 today
    await plantDays(worldId, odd, shift(first, -7), [
      ...Array.from({ length: 7 }, () => [1, 1000] as [number, number]),
      [3.1, 1000],
      ...Array.from({ length: 12 }, () => [1, 1000] as [number, number]),
      [0.4, 1000],
    ]);
    const calm = { x: 90_002, y: 90_002 };
    await plantDays(
      worldId,
      calm,
      shift(first, -7),
      Array.from({ length: 21 }, (_, i) => [1 + (i % 3) * 0.1, 1000 + (i % 4) * 300] as [number, number]),
    );
    const b = await board(worldId, today);
    const oddSteel = b.stations.find((x) => x.x === odd.x && x.resource === 'steel')!;
    expect(oddSteel.days).toHaveLength(14);
    expect(oddSteel.anomalies).toEqual([
      { day: first, kind: 'price-high', value: 3.1, median: 1 },
      { day: today, kind: 'price-low', value: 0.4, median: 1 },
    ]);
    expect(oddSteel.change).toBeCloseTo(-0.6);
    const calmSteel = b.stations.find((x) => x.x === calm.x && x.resource === 'steel')!;
    expect(calmSteel.days).toHaveLength(14);
    expect(calmSteel.anomalies).toEqual([]);
    expect(b.anomalies.filter((a) => a.x === calm.x)).toEqual([]);
  });

  test("the day's top movers: the largest net change first, named and linked by profile", async () => {
    const dupe = await s.newPlayerWithProfile('BoardDupe');
    const base = await s.db
      .selectFrom('bases')
      .select(['id', 'world_id'])
      .where('profile_id', '=', dupe.profileId)
      .executeTakeFirstOrThrow();
    // a duplicated haul of credits, as an exploit would leave it in the ledger
    await s.sql`insert into ledger_entries (base_id, profile_id, world_id, at, kind, cause, resources, units)
      values (${base.id}, ${dupe.profileId}, ${base.world_id}, ${new Date(`${today}T12:00:00Z`)}, 'market-fill', 'dupe',
        ${s.sql.json({ credits: 400_000, steel: 150_000 })}, ${s.sql.json({})})`;
    const b = await board(worldId, today);
    expect(b.movers[0]).toMatchObject({
      profileId: dupe.profileId,
      username: 'BoardDupe',
      gained: 550_000,
      spent: 0,
      net: 550_000,
    });
    const mine = b.movers.find((m) => m.profileId === trader.profileId)!;
    expect(mine.spent).toBe(40_000);
    expect(mine.net).toBeCloseTo(mine.gained - mine.spent);
  });

  test("the notice lists today's and yesterday's anomalies in every world; players may not read the board", async () => {
    const r = await s.gql(
      '{ adminMarketAlerts { day x y resource kind worldId worldName } }',
      {},
      await s.adminToken(),
    );
    expect(r.errors).toBeUndefined();
    const list = r.data!.adminMarketAlerts as { day: string; x: number; kind: string; worldId: string }[];
    expect(list).toContainEqual(expect.objectContaining({ day: today, x: at.x, kind: 'volume', worldId }));
    expect(list).toContainEqual(expect.objectContaining({ day: today, x: 90_001, kind: 'price-low' }));
    // the first shown day's spike is two weeks old: not news
    expect(list.filter((a) => a.kind === 'price-high')).toEqual([]);

    const refused = await s.gql(BOARD, { w: worldId, d: today }, trader.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    const bad = await s.gql(BOARD, { w: worldId, d: '2026-13-45' }, await s.adminToken());
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });
});
