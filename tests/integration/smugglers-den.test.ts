/** The smuggler's den through GraphQL: a provably fair roll for credits, its limits, and a double click that cannot roll twice. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYOUT } from '../../src/game/index.ts';
import { verifyWager } from '../../src/web/lib/fair-dice.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const DEN =
  '{ smugglersDen { seedHash commandCenterLevel credits stakedToday wagers { id bet stake payout dice serverSeed seedHash clientSeed } } }';
const WAGER =
  'mutation($b:Bet!,$s:Int!,$c:String!,$h:String!){ wager(bet:$b,stake:$s,clientSeed:$c,seedHash:$h){ id bet stake payout dice serverSeed seedHash clientSeed } }';
const credits = async (token: string) =>
  (await s.gql('{ base { snapshot { amounts { credits } } } }', {}, token)).data!.base.snapshot.amounts
    .credits as number;

async function gambler(name: string, credits = 5000, cc = 2) {
  const p = await s.newPlayerWithProfile(name);
  await s.db
    .updateTable('bases')
    .set({ resources: { food: 0, steel: 0, energy: 0, credits }, buildings: { 'command-center': cc } } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return p;
}

describe("the smuggler's den", () => {
  test('a roll on the seed whose hash was shown: the revealed seed checks out, the credits move by the payout, a trade report, a new seed', async () => {
    const p = await gambler('Dicer1');
    const den = (await s.gql(DEN, {}, p.token)).data!.smugglersDen;
    expect(den).toMatchObject({ commandCenterLevel: 2, credits: 5000, stakedToday: 0, wagers: [] });
    const w = (await s.gql(WAGER, { b: 'seven', s: 100, c: 'my-own-luck', h: den.seedHash }, p.token)).data!.wager;
    expect(w.seedHash).toBe(den.seedHash);
    // the browser's check: sha256(seed) is the hash shown before, HMAC(seed, clientSeed) shows these dice
    expect(verifyWager(w)).toBe(true);
    // a die changed, or a seed that is not the one committed to, does not check out
    expect(verifyWager({ ...w, dice: [(w.dice[0] % 6) + 1, w.dice[1]] })).toBe(false);
    expect(verifyWager({ ...w, seedHash: 'b'.repeat(64) })).toBe(false);
    expect(w.payout).toBe(w.dice[0] + w.dice[1] === 7 ? 100 * PAYOUT.seven : 0);
    expect(await credits(p.token)).toBe(5000 - 100 + w.payout);
    const after = (await s.gql(DEN, {}, p.token)).data!.smugglersDen;
    expect(after.seedHash).not.toBe(den.seedHash);
    expect(after.stakedToday).toBe(100);
    expect(after.wagers).toEqual([w]);
    const report = (await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports[0];
    expect(report.kind).toBe('trade');
    expect(JSON.parse(report.data)).toMatchObject({
      trade: 'wager',
      stake: 100,
      payout: w.payout,
      serverSeed: w.serverSeed,
    });
  });

  test('limits: the stake range, the credits, the day’s cap, a seed not shown; each refusal leaves the credits alone', async () => {
    const p = await gambler('Dicer2', 500, 1);
    const hash = (await s.gql(DEN, {}, p.token)).data!.smugglersDen.seedHash;
    const refuse = async (b: string, st: number, h = hash) =>
      (await s.gql(WAGER, { b, s: st, c: 'x', h }, p.token)).errors?.[0]?.message;
    expect(await refuse('low', 9)).toBe('Stake must be a whole number of credits within the limits shown');
    expect(await refuse('low', 201)).toBe('Stake must be a whole number of credits within the limits shown');
    await s.db
      .updateTable('bases')
      .set({ resources: { food: 0, steel: 0, energy: 0, credits: 50 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    expect(await refuse('low', 60)).toBe("You don't have enough credits");
    expect(await refuse('low', 10, 'a'.repeat(64))).toBe('The dice have changed since you looked, roll again');
    expect((await s.gql(WAGER, { b: 'middle', s: 10, c: 'x', h: hash }, p.token)).errors?.[0]?.extensions?.code).toBe(
      'BAD_INPUT',
    );
    expect(await credits(p.token)).toBe(50);
    // the day's cap: twenty of the largest stakes (4,000 at level 1)
    await s.db
      .updateTable('bases')
      .set({ resources: { food: 0, steel: 0, energy: 0, credits: 1_000_000 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    let staked = 0;
    while (staked < 4000) {
      const h = (await s.gql(DEN, {}, p.token)).data!.smugglersDen.seedHash;
      expect((await s.gql(WAGER, { b: 'high', s: 200, c: `r${staked}`, h }, p.token)).errors).toBeUndefined();
      staked += 200;
    }
    const h = (await s.gql(DEN, {}, p.token)).data!.smugglersDen.seedHash;
    expect(await refuse('high', 10, h)).toBe('The smuggler takes no more wagers from you today');
    s.clock.advance(24 * 3_600_000);
    expect(await refuse('high', 10, h)).toBeUndefined();
  });

  test('twenty rolls at once on one shown seed: exactly one rolls; the stake is taken once and the payout paid once', async () => {
    const p = await gambler('Dicer3', 5000);
    const hash = (await s.gql(DEN, {}, p.token)).data!.smugglersDen.seedHash;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.gql(WAGER, { b: 'low', s: 100, c: `click${i}`, h: hash }, p.token)),
    );
    const rolled = answers.filter((a) => !a.errors).map((a) => a.data!.wager);
    expect(rolled).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.errors).map((a) => a.errors![0]!.message))).toEqual(
      new Set(['The dice have changed since you looked, roll again']),
    );
    expect(await credits(p.token)).toBe(5000 - 100 + rolled[0].payout);
    expect((await s.gql(DEN, {}, p.token)).data!.smugglersDen.wagers).toHaveLength(1);
  });
});
