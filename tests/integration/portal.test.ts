/** The portal through GraphQL: every base has a unique address, opening costs energy that regrows up to the cap, a wrong address costs the same (no free guessing) and is refused, empty portals are refused, twenty opens at once spend only what there is. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseAddress, PORTAL_OPEN_COST } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const PORTAL = '{ portal { address level energy cap cost } }';
const OPEN = 'mutation($a:String!){ openPortal(address:$a){ address commander x y energyLeft } }';
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

async function withPortal(name: string, level: number) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ buildings: { ...(row.buildings as object), portal: level } } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return p;
}

describe('the portal', () => {
  test('every base has its own address of six symbols; opening to another costs energy and names the commander there; the energy regrows to its cap', async () => {
    const a = await withPortal('Gatekeeper1', 1);
    const b = await withPortal('FarSide1', 0);
    const mine = (await s.gql(PORTAL, {}, a.token)).data!.portal;
    const theirs = (await s.gql(PORTAL, {}, b.token)).data!.portal;
    expect(parseAddress(mine.address)).toHaveLength(6);
    expect(theirs.address).not.toBe(mine.address);
    expect(mine).toMatchObject({ level: 1, energy: 0, cap: 5, cost: PORTAL_OPEN_COST });
    // no energy yet: refused, nothing spent
    expect(err(await s.gql(OPEN, { a: theirs.address }, a.token))).toBe('Portal energy limit reached');
    s.clock.advance(10 * 3_600_000);
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(5);
    const opened = (await s.gql(OPEN, { a: theirs.address }, a.token)).data!.openPortal;
    const bb = (await s.gql('{ base { x y } }', {}, b.token)).data!.base;
    expect(opened).toEqual({ address: theirs.address, commander: 'FarSide1', x: bb.x, y: bb.y, energyLeft: 3 });
    const report = (
      (await s.gql('{ reports { kind data } }', {}, a.token)).data!.reports as { kind: string; data: string }[]
    )[0]!;
    expect(report.kind).toBe('portal');
    expect(JSON.parse(report.data)).toMatchObject({ commander: 'FarSide1', address: theirs.address });
    // a wrong address, one's own, and a malformed one are wrong addresses; the dials cost their energy
    // (a wrong address is no free guess), the malformed one is no dial and costs nothing
    const all = new Set(
      (
        (await s.db
          .selectFrom('portals' as never)
          .select('address' as never)
          .execute()) as { address: string }[]
      ).map((r) => r.address),
    );
    const unused = ['▲▲▲▲▲▲', '◈◈◈◈◈◈', '⬡⬡⬡⬡⬡⬡', '✦✦✦✦✦✦'].find((x) => !all.has(x))!;
    expect(err(await s.gql(OPEN, { a: unused }, a.token))).toBe('Portal failed to open, address is wrong');
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(1);
    expect(err(await s.gql(OPEN, { a: 'hello' }, a.token))).toBe('Portal failed to open, address is wrong');
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(1);
    // with less than a dial's energy left, even one's own address is refused for the energy
    expect(err(await s.gql(OPEN, { a: mine.address }, a.token))).toBe('Portal energy limit reached');
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(1);
    // no portal building: no opening
    expect(err(await s.gql(OPEN, { a: mine.address }, b.token))).toBe('Required building does not have enough level');
  });

  test('guessing costs what dialling costs: every wrong address spends the energy, and with none left a guess is refused for the energy, not the address', async () => {
    const a = await withPortal('Guesser1', 2);
    const b = await withPortal('Hidden1', 0);
    const theirs = (await s.gql(PORTAL, {}, b.token)).data!.portal.address as string;
    s.clock.advance(10 * 3_600_000);
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(10);
    const taken = new Set(
      (
        (await s.db
          .selectFrom('portals' as never)
          .select('address' as never)
          .execute()) as { address: string }[]
      ).map((r) => r.address),
    );
    const guesses = ['☉☉☉☉☉☉', '☽☽☽☽☽☽', '★★★★★★', '☄☄☄☄☄☄', '♁♁♁♁♁♁', '♃♃♃♃♃♃', '♄♄♄♄♄♄', '♆♆♆♆♆♆'].filter(
      (x) => !taken.has(x),
    );
    const answers = [];
    for (const g of guesses.slice(0, 6)) answers.push(err(await s.gql(OPEN, { a: g }, a.token)));
    // five guesses spend the ten energy; the sixth is refused for the energy before the address is looked at
    expect(answers).toEqual([
      ...Array.from({ length: 5 }, () => 'Portal failed to open, address is wrong'),
      'Portal energy limit reached',
    ]);
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(0);
    // the right address now answers exactly as a wrong one does: no energy
    expect(err(await s.gql(OPEN, { a: theirs }, a.token))).toBe('Portal energy limit reached');
    // an hour later (world speed 1) there is one energy: still not a dial's worth
    s.clock.advance(3_600_000);
    expect(err(await s.gql(OPEN, { a: guesses[6]! }, a.token))).toBe('Portal energy limit reached');
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(1);
  });

  test('twenty wrong dials at once with energy for two: two spend it, the rest are refused for the energy', async () => {
    const a = await withPortal('Guesser2', 1);
    s.clock.advance(10 * 3_600_000);
    const taken = new Set(
      (
        (await s.db
          .selectFrom('portals' as never)
          .select('address' as never)
          .execute()) as { address: string }[]
      ).map((r) => r.address),
    );
    const wrong = ['▲☉▲☉▲☉', '☉▲☉▲☉▲', '◈☉◈☉◈☉'].find((x) => !taken.has(x))!;
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.gql(OPEN, { a: wrong }, a.token)));
    expect(answers.filter((r) => err(r) === 'Portal failed to open, address is wrong')).toHaveLength(2);
    expect(answers.filter((r) => err(r) === 'Portal energy limit reached')).toHaveLength(18);
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(1);
  });

  test('twenty opens at once with energy for two: exactly two open, the energy never goes below zero', async () => {
    const a = await withPortal('Gatekeeper2', 1);
    const b = await withPortal('FarSide2', 0);
    const theirs = (await s.gql(PORTAL, {}, b.token)).data!.portal.address;
    s.clock.advance(10 * 3_600_000);
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.gql(OPEN, { a: theirs }, a.token)));
    expect(answers.filter((r) => !r.errors)).toHaveLength(2);
    expect(new Set(answers.filter((r) => r.errors).map(err))).toEqual(new Set(['Portal energy limit reached']));
    expect((await s.gql(PORTAL, {}, a.token)).data!.portal.energy).toBe(1);
  });
});
