/** An attack through the portal through GraphQL: the portal opens (energy, shields), the fleet crosses in the transit time, raids the base there, and comes back the same way. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PORTAL_OPEN_COST, PORTAL_TRANSIT_MS } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SEND =
  'mutation($a:String!,$u:[UnitCountInput!]!){ sendThroughPortal(address:$a,units:$u){ id kind phase status arrivesAt target { x y kind } } }';
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const FLEET = [
  { type: 'interceptor', count: 300 },
  { type: 'cruiser', count: 50 },
];

async function commander(name: string, units: Record<string, number>) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ units, buildings: { ...(row.buildings as object), portal: 2 } } as never)
    .where('id', '=', row.id)
    .execute();
  await s.db
    .updateTable('portals' as never)
    .set({ energy: 10, energy_at: new Date(s.clock.now()) } as never)
    .where('base_id' as never, '=', row.id as never)
    .execute();
  const address = (await s.gql('{ portal { address } }', {}, p.token)).data!.portal.address as string;
  return { ...p, address, baseId: row.id };
}
const energy = async (token: string) => (await s.gql('{ portal { energy } }', {}, token)).data!.portal.energy as number;
const units = async (token: string, type: string) =>
  (
    (await s.gql('{ base { units { type count } } }', {}, token)).data!.base.units as { type: string; count: number }[]
  ).find((u) => u.type === type)?.count ?? 0;

describe('an attack through the portal', () => {
  test('the base there hears of it as of a raid: its contingency rule lifts the fleet off, the attacker finds an empty hangar', async () => {
    const a = await commander('Evader16', { interceptor: 300, cruiser: 50 });
    const b = await commander('Keeper16', { interceptor: 40 });
    const rule = await s.gql(
      'mutation($m:Int!,$a:ContingencyAction!){ addContingencyRule(minutes:$m,action:$a){ id } }',
      { m: 5, a: 'evacuate' },
      b.token,
    );
    expect(rule.errors).toBeUndefined();
    const sent = (await s.gql(SEND, { a: b.address, u: FLEET }, a.token)).data!.sendThroughPortal;
    // five minutes before it lands the rule has acted: the garrison is in the orbit
    await s.runDueJobs(sent.arrivesAt - 5 * 60_000 + 1000);
    expect(await units(b.token, 'interceptor')).toBe(0);
    await s.runDueJobs(sent.arrivesAt);
    const battle = (
      (await s.gql('{ reports { kind data } }', {}, a.token)).data!.reports as { kind: string; data: string }[]
    )
      .filter((r) => r.kind === 'battle')
      .map((r) => JSON.parse(r.data))[0];
    expect(battle.input.defender.host.units).toEqual({});
    const kinds = ((await s.gql('{ reports { kind } }', {}, b.token)).data!.reports as { kind: string }[]).map(
      (r) => r.kind,
    );
    expect(kinds).toContain('notice');
  });

  test('crosses in the transit time whatever the distance, raids the base there on its timeline, and comes back through the portal', async () => {
    const a = await commander('Breacher13', { interceptor: 300, cruiser: 50 });
    const b = await commander('Target13', { ranger: 5 });
    const sent = (await s.gql(SEND, { a: b.address, u: FLEET }, a.token)).data!.sendThroughPortal;
    expect(sent).toMatchObject({
      kind: 'portal',
      phase: 'portal travel',
      status: 'marching',
      arrivesAt: s.clock.now() + PORTAL_TRANSIT_MS,
      target: { kind: 'solar-system' },
    });
    expect(await energy(a.token)).toBe(10 - PORTAL_OPEN_COST);
    expect(await units(a.token, 'interceptor')).toBe(0);
    const incoming = (await s.gql('{ getIncomingAttacks { id arrivesAt } }', {}, b.token)).data!.getIncomingAttacks;
    expect(incoming).toEqual([{ id: sent.id, arrivesAt: sent.arrivesAt }]);
    // no turning back
    expect(err(await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ id } }', { id: sent.id }, a.token))).toBe(
      'This march can no longer be recalled',
    );

    await s.runDueJobs(sent.arrivesAt);
    const reports = async (token: string) =>
      ((await s.gql('{ reports { kind data } }', {}, token)).data!.reports as { kind: string; data: string }[])
        .filter((r) => r.kind === 'battle')
        .map((r) => JSON.parse(r.data));
    const [attack] = await reports(a.token);
    const [defence] = await reports(b.token);
    expect(attack).toMatchObject({ role: 'attack', attacker: 'Breacher13', target: { owner: 'Target13' } });
    expect(defence).toMatchObject({ role: 'defence', attacker: 'Breacher13' });
    expect(attack.result.winner).toBe('attacker');
    const home = (await s.gql('{ getMapMarches { phase returnsAt } }', {}, a.token)).data!.getMapMarches[0];
    expect(home).toEqual({ phase: 'portal returning', returnsAt: sent.arrivesAt + PORTAL_TRANSIT_MS });
    await s.runDueJobs(home.returnsAt);
    expect(await units(a.token, 'interceptor')).toBe(attack.result.attacker.survivors.interceptor ?? 0);
    expect((await s.gql('{ getMapMarches { id } }', {}, a.token)).data!.getMapMarches).toEqual([]);
  });

  test('refused without spending units: a shielded portal and a wrong address or my own cost the dial’s energy; no units and my planetary shield cost nothing', async () => {
    const a = await commander('Breacher14', { interceptor: 300, cruiser: 50 });
    const b = await commander('Target14', {});
    await s.db
      .updateTable('portals' as never)
      .set({ shield_until: new Date(s.clock.now() + 3_600_000) } as never)
      .where('base_id' as never, '=', b.baseId as never)
      .execute();
    expect(err(await s.gql(SEND, { a: b.address, u: FLEET }, a.token))).toBe('Portal is protected, cannot connect');
    expect(err(await s.gql(SEND, { a: a.address, u: FLEET }, a.token))).toBe('Portal failed to open, address is wrong');
    expect(err(await s.gql(SEND, { a: 'nonsense', u: FLEET }, a.token))).toBe(
      'Portal failed to open, address is wrong',
    );
    expect(err(await s.gql(SEND, { a: b.address, u: [] }, a.token))).toBe('You have to send at least one unit');
    await s.db
      .insertInto('backpack_items' as never)
      .values({ profile_id: a.profileId, item_type: 'planetary-shield-8h', count: 1 } as never)
      .execute();
    await s.gql('mutation { useItem(type:"planetary-shield-8h",count:1){ type } }', {}, a.token);
    await s.db
      .updateTable('portals' as never)
      .set({ shield_until: null } as never)
      .where('base_id' as never, '=', b.baseId as never)
      .execute();
    expect(err(await s.gql(SEND, { a: b.address, u: FLEET }, a.token))).toBe(
      'Your planetary shield is active, cannot send units',
    );
    // two dials reached the other side (the shielded portal, my own address): 2 × the cost
    expect(await energy(a.token)).toBe(10 - 2 * PORTAL_OPEN_COST);
    expect(await units(a.token, 'interceptor')).toBe(300);
  });

  test('a wrong address through the attack costs the dial’s energy too, and with none left the answer is the energy, right address or not', async () => {
    const a = await commander('Breacher15', { interceptor: 10 });
    const b = await commander('Target15', {});
    await s.db
      .updateTable('portals' as never)
      .set({ energy: 3, energy_at: new Date(s.clock.now()) } as never)
      .where('base_id' as never, '=', a.baseId as never)
      .execute();
    const taken = new Set(
      (
        (await s.db
          .selectFrom('portals' as never)
          .select('address' as never)
          .execute()) as { address: string }[]
      ).map((r) => r.address),
    );
    const wrong = ['♆☄♆☄♆☄', '☄♆☄♆☄♆'].find((x) => !taken.has(x))!;
    expect(err(await s.gql(SEND, { a: wrong, u: FLEET }, a.token))).toBe('Portal failed to open, address is wrong');
    expect(await energy(a.token)).toBe(3 - PORTAL_OPEN_COST);
    expect(err(await s.gql(SEND, { a: wrong, u: FLEET }, a.token))).toBe('Portal energy limit reached');
    // the right address with a fleet that would be refused: the energy is what answers, as for a guess
    expect(err(await s.gql(SEND, { a: b.address, u: [] }, a.token))).toBe('Portal energy limit reached');
    expect(await energy(a.token)).toBe(3 - PORTAL_OPEN_COST);
    expect(await units(a.token, 'interceptor')).toBe(10);
  });
});
