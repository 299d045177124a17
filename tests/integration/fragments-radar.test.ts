/**
 * Fragments and radars through GraphQL: what the shop does not sell, fragments converting and combining
 * (with their reports), radars showing hidden objects that a fleet may then attack, portal shields,
 * healing speed-ups, and twenty uses at once neither doubling nor losing an item.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FRAGMENTS_TO_COMBINE,
  hiddenObjectAt,
  PORTAL_OPEN_COST,
  radarReach,
  SHOP_ITEMS,
  worldSeed,
} from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const USE = 'mutation($t:String!,$n:Int!){ useItem(type:$t,count:$n){ type count } }';
const CONVERT = 'mutation($n:Int!){ convertFragments(count:$n){ backpack { type count } symbols } }';
const COMBINE = 'mutation { combineFragments { backpack { type count } address commander x y } }';
const BACKPACK = '{ backpack { type count } }';
const REPORTS = '{ reports { kind data } }';

async function give(profileId: string, items: Record<string, number>) {
  for (const [item_type, count] of Object.entries(items)) {
    await s.db
      .insertInto('backpack_items' as never)
      .values({ profile_id: profileId, item_type, count } as never)
      .onConflict((oc) => oc.columns(['profile_id', 'item_type'] as never).doUpdateSet({ count } as never))
      .execute();
  }
}
const held = async (token: string, type: string) =>
  ((await s.gql(BACKPACK, {}, token)).data!.backpack as { type: string; count: number }[]).find((b) => b.type === type)
    ?.count ?? 0;

describe('items that come as rewards', () => {
  test('the shop sells none of them, and buying one is refused', async () => {
    const p = await s.newPlayerWithProfile('Shopper11');
    const shop = (await s.gql('{ shopItems { type price } }', {}, p.token)).data!.shopItems as { type: string }[];
    expect(shop.map((i) => i.type)).toEqual(SHOP_ITEMS.map((i) => i.type));
    for (const t of ['unknown-fragment', 'symbols-fragment', 'core-shard', 'catalyst-dust', 'credits-100']) {
      expect(shop.some((i) => i.type === t)).toBe(false);
      expect(err(await s.gql('mutation($t:String!){ buyItem(type:$t,count:1){ type } }', { t }, p.token))).toBe(
        'Item purchase failed',
      );
    }
    expect(shop.map((i) => i.type)).toEqual(
      expect.arrayContaining([
        'portal-shield-8h',
        'portal-shield-24h',
        'portal-shield-72h',
        'radar-pirate-ship',
        'radar-quantarite-asteroid',
        'speedup-healing-60m',
      ]),
    );
  });

  test('credits open into the stores; core shards are not used from the backpack', async () => {
    const p = await s.newPlayerWithProfile('Banker11');
    await give(p.profileId, { 'credits-1000': 2, 'core-shard': 3 });
    const before = (await s.gql('{ base { snapshot { amounts { credits } } } }', {}, p.token)).data!.base.snapshot
      .amounts.credits;
    await s.gql(USE, { t: 'credits-1000', n: 2 }, p.token);
    expect(
      (await s.gql('{ base { snapshot { amounts { credits } } } }', {}, p.token)).data!.base.snapshot.amounts.credits,
    ).toBe(before + 2000);
    expect(err(await s.gql(USE, { t: 'core-shard', n: 1 }, p.token))).toBe('This item is used at the Ephoran Vault');
    expect(await held(p.token, 'core-shard')).toBe(3);
  });
});

describe('fragments', () => {
  test('unknown fragments convert into 1 to 3 symbol fragments each, with a report; five symbol fragments combine into another commander’s address', async () => {
    const p = await s.newPlayerWithProfile('Decoder11');
    const other = await s.newPlayerWithProfile('Beacon11');
    await give(p.profileId, { 'unknown-fragment': 4 });
    expect(err(await s.gql(CONVERT, { n: 5 }, p.token))).toBe('Not enough items');
    expect(err(await s.gql(CONVERT, { n: 0 }, p.token))).toBe('You need to select an amount');
    const c = (await s.gql(CONVERT, { n: 4 }, p.token)).data!.convertFragments;
    expect(c.symbols).toBeGreaterThanOrEqual(4);
    expect(c.symbols).toBeLessThanOrEqual(12);
    expect(c.backpack).toEqual([{ type: 'symbols-fragment', count: c.symbols }]);
    const converted = ((await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string; data: string }[])[0]!;
    expect(converted.kind).toBe('fragments-converted');
    expect(JSON.parse(converted.data)).toEqual({ unknown: 4, symbols: c.symbols });

    // exactly five, held: combined into the address of a portal that is not mine
    await give(p.profileId, { 'symbols-fragment': 7 });
    const combined = (await s.gql(COMBINE, {}, p.token)).data!.combineFragments;
    expect(combined.backpack).toEqual([{ type: 'symbols-fragment', count: 7 - FRAGMENTS_TO_COMBINE }]);
    const mine = (await s.gql('{ portal { address } }', {}, p.token)).data!.portal.address;
    expect(combined.address).not.toBe(mine);
    const owner = (await s.db
      .selectFrom('portals' as never)
      .select('base_id' as never)
      .where('address' as never, '=', combined.address as never)
      .executeTakeFirstOrThrow()) as { base_id: string };
    const base = (await s.db
      .selectFrom('bases')
      .select(['x', 'y', 'profile_id'])
      .where('id', '=', owner.base_id)
      .executeTakeFirstOrThrow()) as { x: number; y: number; profile_id: string };
    expect({ x: combined.x, y: combined.y }).toEqual({ x: base.x, y: base.y });
    expect(base.profile_id).not.toBe(p.profileId);
    const report = ((await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string; data: string }[]).find(
      (r) => r.kind === 'fragments-combined',
    )!;
    expect(JSON.parse(report.data)).toMatchObject({
      address: combined.address,
      commander: combined.commander,
      fragments: FRAGMENTS_TO_COMBINE,
    });
    // two left: not enough to combine
    expect(err(await s.gql(COMBINE, {}, p.token))).toBe('Not enough items');
    expect(await held(p.token, 'symbols-fragment')).toBe(2);
    expect(other.profileId).toBeTruthy();
  });

  test('twenty conversions at once of ten fragments: exactly ten convert, none is doubled or lost', async () => {
    const p = await s.newPlayerWithProfile('Racer11');
    await give(p.profileId, { 'unknown-fragment': 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.gql(CONVERT, { n: 1 }, p.token)));
    const ok = answers.filter((r) => !r.errors);
    expect(ok).toHaveLength(10);
    expect(new Set(answers.filter((r) => r.errors).map(err))).toEqual(new Set(['Not enough items']));
    const gained = ok.reduce((n, r) => n + (r.data!.convertFragments.symbols as number), 0);
    expect(await held(p.token, 'unknown-fragment')).toBe(0);
    expect(await held(p.token, 'symbols-fragment')).toBe(gained);
    const reports = ((await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string }[]).filter(
      (r) => r.kind === 'fragments-converted',
    );
    expect(reports).toHaveLength(10);
  });
});

describe('radars', () => {
  test('a pirate ship radar shows the hidden pirate ships within its reach on my map only, for a while; a fleet may attack one it shows', async () => {
    const p = await s.newPlayerWithProfile('Watcher11');
    const q = await s.newPlayerWithProfile('Blind11');
    // an observatory of level 3 takes the radar out to 20 cells (about twenty hidden ships in reach)
    const row = await s.db
      .selectFrom('bases')
      .select(['buildings'])
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    await s.db
      .updateTable('bases')
      .set({
        units: { interceptor: 400, cruiser: 100 },
        buildings: { ...(row.buildings as object), 'galactic-observatory': 3 },
      } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const home = (await s.gql('{ base { x y } }', {}, p.token)).data!.base as { x: number; y: number };
    const world = (
      await s.db.selectFrom('bases').select('world_id').where('profile_id', '=', p.profileId).executeTakeFirstOrThrow()
    ).world_id as string;
    const size = (
      (await s.db
        .selectFrom('worlds' as never)
        .select('map_size' as never)
        .where('id' as never, '=', world as never)
        .executeTakeFirstOrThrow()) as { map_size: number }
    ).map_size;
    const reach = radarReach(3);
    expect(reach).toBe(20);
    // the hidden pirate ships the layout puts within reach (the rules the server uses)
    // (a base standing on such a spot hides it: the base shows there)
    const bases = new Set(
      (await s.db.selectFrom('bases').select(['x', 'y']).where('world_id', '=', world).execute()).map(
        (b) => `${b.x}:${b.y}`,
      ),
    );
    const hidden = [];
    for (let y = home.y - reach; y <= home.y + reach; y++)
      for (let x = home.x - reach; x <= home.x + reach; x++) {
        const o = hiddenObjectAt(worldSeed(world), size, { x, y });
        if (o?.kind === 'pirate-ship' && !bases.has(`${x}:${y}`)) hidden.push(o);
      }
    expect(hidden.length).toBeGreaterThan(0);
    const MAP =
      'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:20){ items { x y type level radar } radar { target radius until } } }';
    const radarItems = async (token: string) =>
      (
        (await s.gql(MAP, home, token)).data!.getMap.items as { radar: boolean; x: number; y: number; type: string }[]
      ).filter((i) => i.radar);
    expect(await radarItems(p.token)).toEqual([]);
    const target = hidden[0]!;
    const SEND =
      'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind target { kind level } arrivesAt } }';
    const fleet = [
      { type: 'interceptor', count: 400 },
      { type: 'cruiser', count: 100 },
    ];
    // unseen, it is empty space to a fleet
    expect(err(await s.gql(SEND, { x: target.x, y: target.y, u: fleet }, p.token))).toBe(
      'Invalid celestial object, contact support',
    );

    await give(p.profileId, { 'radar-pirate-ship': 1 });
    expect(err(await s.gql(USE, { t: 'radar-pirate-ship', n: 2 }, p.token))).toBe('You need to select an amount');
    await s.gql(USE, { t: 'radar-pirate-ship', n: 1 }, p.token);
    expect(await held(p.token, 'radar-pirate-ship')).toBe(0);
    const shown = await radarItems(p.token);
    expect(shown.map((i) => `${i.x}:${i.y}`).sort()).toEqual(hidden.map((o) => `${o.x}:${o.y}`).sort());
    expect(shown.every((i) => i.type === 'pirate-ship')).toBe(true);
    // another commander's map does not show them
    expect(await radarItems(q.token)).toEqual([]);

    const sent = (await s.gql(SEND, { x: target.x, y: target.y, u: fleet }, p.token)).data!.sendUnits;
    expect(sent.target).toEqual({ kind: 'pirate-ship', level: target.level });
    // the sweep fades; the fleet still finds the ship it flew to
    s.clock.advance(3 * 3_600_000);
    expect(await radarItems(p.token)).toEqual([]);
    await s.runDueJobs(s.clock.now());
    const battles = ((await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string; data: string }[]).filter(
      (r) => r.kind === 'battle',
    );
    expect(battles).toHaveLength(1);
    expect(JSON.parse(battles[0]!.data).target).toMatchObject({ x: target.x, y: target.y, kind: 'pirate-ship' });
  });
});

describe('portal shields', () => {
  const PORTAL = '{ portal { address energy shieldUntil shieldDownAt } }';
  const OPEN = 'mutation($a:String!){ openPortal(address:$a){ commander } }';
  const DROP = 'mutation { disablePortalProtection { shieldUntil shieldDownAt } }';
  async function gate(name: string) {
    const p = await s.newPlayerWithProfile(name);
    const row = await s.db
      .selectFrom('bases')
      .select(['buildings'])
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    await s.db
      .updateTable('bases')
      .set({ buildings: { ...(row.buildings as object), portal: 2 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    return p;
  }

  test('a shielded portal neither opens nor is reached; taking it down bars a new one for 30 minutes; a dial reaching a shielded portal spends its energy, one’s own shield spends nothing', async () => {
    const a = await gate('Warden11');
    const b = await gate('Visitor11');
    await give(a.profileId, { 'portal-shield-8h': 2 });
    s.clock.advance(30 * 3_600_000); // both portals full
    const addrA = (await s.gql(PORTAL, {}, a.token)).data!.portal.address;
    const addrB = (await s.gql(PORTAL, {}, b.token)).data!.portal.address;
    await s.gql(USE, { t: 'portal-shield-8h', n: 1 }, a.token);
    const up = (await s.gql(PORTAL, {}, a.token)).data!.portal;
    expect(up.shieldUntil).toBe(s.clock.now() + 8 * 3_600_000);
    expect(err(await s.gql(USE, { t: 'portal-shield-8h', n: 1 }, a.token))).toBe('Your protection is already active');
    expect(err(await s.gql(OPEN, { a: addrA }, b.token))).toBe('Portal is protected, cannot connect');
    expect(err(await s.gql(OPEN, { a: addrB }, a.token))).toBe('Your portal is protected, cannot open');
    // a dial costs what it costs whatever waits on the other side (decision 041)
    expect((await s.gql(PORTAL, {}, b.token)).data!.portal.energy).toBe(10 - PORTAL_OPEN_COST);
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(10);

    const down = (await s.gql(DROP, {}, a.token)).data!.disablePortalProtection;
    expect(down).toEqual({ shieldUntil: null, shieldDownAt: s.clock.now() });
    expect(err(await s.gql(DROP, {}, a.token))).toBe('Your protection is not active');
    expect((await s.gql(OPEN, { a: addrA }, b.token)).data!.openPortal.commander).toBe('Warden11');
    s.clock.advance(29 * 60_000);
    expect(err(await s.gql(USE, { t: 'portal-shield-8h', n: 1 }, a.token))).toBe(
      'Cannot activate protection, you have to wait 30 minutes after disabling it',
    );
    expect(await held(a.token, 'portal-shield-8h')).toBe(1);
    s.clock.advance(60_000);
    expect(err(await s.gql(USE, { t: 'portal-shield-8h', n: 1 }, a.token))).toBeUndefined();
  });
});
