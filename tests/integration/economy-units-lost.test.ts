/**
 * The economy page's units lost (decision 098): an attacker's losses in a fleet away from home (at a
 * pirate ship) count, as the battle's report is filed; the ledger of the attacker's home base never
 * saw them (only its survivors coming home).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
}, 120_000);
afterAll(async () => s?.close());

const ECONOMY = 'query($w:ID!,$d:String!){ adminEconomy(worldId:$w, day:$d){ units { unit built lost } } }';

test('a fleet’s losses at a pirate ship are counted among the day’s units lost', async () => {
  const p = await s.newPlayerWithProfile('Farmhand');
  // a fleet far too small for the ship: it loses units there, away from home
  const fleet = { interceptor: 3 };
  await s.db
    .updateTable('bases')
    .set({ units: fleet } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  const home = (await s.gql('{ base { x y } }', {}, p.token)).data!.base;
  const map = (
    await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type level } } }', home, p.token)
  ).data!.getMap;
  const pirate = map.items
    .filter((i: { type: string }) => i.type === 'pirate-ship')
    .sort(
      (a: { level: number }, b: { level: number }) =>
        b.level - a.level || distance(a as never, home) - distance(b as never, home),
    )[0];
  const sent = await s.gql(
    'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ arrivesAt returnsAt } }',
    { x: pirate.x, y: pirate.y, u: Object.entries(fleet).map(([type, count]) => ({ type, count })) },
    p.token,
  );
  expect(sent.errors).toBeUndefined();
  await s.runDueJobs(sent.data!.sendUnits.arrivesAt + 1000);
  const report = (await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports.find(
    (r: { kind: string }) => r.kind === 'battle',
  );
  const lost = JSON.parse(report.data).result.attacker.lost as Record<string, number>;
  expect(Object.values(lost).reduce((a, n) => a + n, 0)).toBeGreaterThan(0);

  const [w] = await s.sql`select world_id::text as id from bases where profile_id = ${p.profileId}`;
  const day = new Date(sent.data!.sendUnits.arrivesAt).toISOString().slice(0, 10);
  const r = await s.gql(ECONOMY, { w: w!.id, d: day }, await s.adminToken());
  expect(r.errors).toBeUndefined();
  const byUnit = Object.fromEntries(
    r.data!.adminEconomy.units.map((u: { unit: string; lost: number }) => [u.unit, u.lost]),
  );
  for (const [unit, n] of Object.entries(lost))
    if (n > 0) expect({ unit, lost: byUnit[unit] }).toEqual({ unit, lost: n });
});
