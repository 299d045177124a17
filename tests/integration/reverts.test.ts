/**
 * Selective revert (decision 065): an admin selects ledger entries by kind, commander and time,
 * previews each commander's net effect with nothing changed, and applies the compensating
 * correction in one audited transaction. Honest players keep what they have; an entry is undone at
 * most once, even by two admins at the same instant; what is already spent is reported, not taken
 * below zero. Launches are in the ledger too, so the same search finds a commander's fleet launches.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let cheat: { profileId: string; token: string };
let honest: { profileId: string; token: string };
let worldId: string;
let admin: string;

const PREVIEW = `query($w:ID!,$k:[String!]!,$c:[String!]!,$f:Float!,$t:Float!){
  adminRevertPreview(worldId:$w, kinds:$k, commanders:$c, from:$f, to:$t){
    total tooMany entries { commander kind cause resources { kind amount } units { type amount } }
    commanders { commander entries resources { kind amount } units { type amount } } } }`;
const REVERT = `mutation($w:ID!,$k:[String!]!,$c:[String!]!,$f:Float!,$t:Float!,$r:String!){
  adminRevert(worldId:$w, kinds:$k, commanders:$c, from:$f, to:$t, reason:$r){
    id entries commanders { commander entries changed { kind amount } shortfall { kind amount } } } }`;

const credits = async (profileId: string) =>
  Number((await s.sql`select (resources->>'credits')::float8 as c from bases where profile_id = ${profileId}`)[0]!.c);

async function gift(profileId: string, token: string, amount: number) {
  const g = await s.gql(
    'mutation($p:ID!,$c:Int!){ grantReward(profileId:$p, credits:$c, items:[], note:"glitch") }',
    { p: profileId, c: amount },
    admin,
  );
  expect(g.errors).toBeUndefined();
  expect((await s.gql('mutation { claimAllRewards { reports } }', {}, token)).errors).toBeUndefined();
}

beforeAll(async () => {
  s = await createTestStack();
  cheat = await s.newPlayerWithProfile('RevertCheat');
  honest = await s.newPlayerWithProfile('RevertHonest');
  admin = await s.adminToken();
  worldId = (await s.sql`select world_id::text as w from profiles where id = ${cheat.profileId}`)[0]!.w;
}, 120_000);
afterAll(async () => s?.close());

describe('selective revert', () => {
  test('preview changes nothing; the revert takes back one commander’s gains, the honest keep theirs, audited', async () => {
    const from = s.clock.now() - 1000;
    await gift(cheat.profileId, cheat.token, 4000);
    await gift(honest.profileId, honest.token, 4000);
    const to = s.clock.now() + 1000;
    const cheatBefore = await credits(cheat.profileId);
    const honestBefore = await credits(honest.profileId);
    const vars = { w: worldId, k: ['grant'], c: ['RevertCheat'], f: from, t: to };

    const p = await s.gql<any>(PREVIEW, vars, admin);
    expect(p.errors).toBeUndefined();
    expect(p.data.adminRevertPreview.commanders).toEqual([
      { commander: 'RevertCheat', entries: 1, resources: [{ kind: 'credits', amount: 4000 }], units: [] },
    ]);
    expect(await credits(cheat.profileId)).toBe(cheatBefore);

    // a player cannot read or revert
    expect((await s.gql(PREVIEW, vars, cheat.token)).errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');

    const r = await s.gql<any>(REVERT, { ...vars, r: 'Credits from the reward glitch' }, admin);
    expect(r.errors).toBeUndefined();
    expect(r.data.adminRevert.entries).toBe(1);
    expect(r.data.adminRevert.commanders[0].changed).toEqual([{ kind: 'credits', amount: -4000 }]);
    expect(await credits(cheat.profileId)).toBe(cheatBefore - 4000);
    expect(await credits(honest.profileId)).toBe(honestBefore);

    const [audit] = await s.sql`select action, details from audit_log where action = 'ledger-revert'`;
    expect(audit?.details.reason).toBe('Credits from the reward glitch');
    const [entry] = await s.sql`select kind, resources from ledger_entries
      where profile_id = ${cheat.profileId} and kind = 'revert'`;
    expect(entry?.resources).toEqual({ credits: -4000 });

    // undone once: the same selection again has nothing left
    const again = await s.gql(REVERT, { ...vars, r: 'Credits from the reward glitch' }, admin);
    expect(again.errors?.[0]?.message).toBe('No entries match: nothing to revert');
    expect(await credits(cheat.profileId)).toBe(cheatBefore - 4000);
  });

  test('what is spent is reported as the shortfall, never below zero', async () => {
    const from = s.clock.now() - 1000;
    await gift(cheat.profileId, cheat.token, 3000);
    const to = s.clock.now() + 1000;
    const have = await credits(cheat.profileId);
    await s.sql`update bases set resources = jsonb_set(resources, '{credits}', '1000') where profile_id = ${cheat.profileId}`;
    const r = await s.gql<any>(
      REVERT,
      { w: worldId, k: ['grant'], c: ['RevertCheat'], f: from, t: to, r: 'Spent glitch credits' },
      admin,
    );
    expect(r.errors).toBeUndefined();
    expect(have).toBeGreaterThan(3000);
    expect(r.data.adminRevert.commanders[0]).toMatchObject({
      changed: [{ kind: 'credits', amount: -1000 }],
      shortfall: [{ kind: 'credits', amount: 2000 }],
    });
    expect(await credits(cheat.profileId)).toBe(0);
  });

  test('two admins reverting the same selection at once: undone exactly once', async () => {
    const from = s.clock.now() - 1000;
    await gift(cheat.profileId, cheat.token, 2500);
    const to = s.clock.now() + 1000;
    await s.sql`update bases set resources = jsonb_set(resources, '{credits}', '10000') where profile_id = ${cheat.profileId}`;
    const vars = { w: worldId, k: ['grant'], c: ['RevertCheat'], f: from, t: to, r: 'Race of two admins' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => s.gql<any>(REVERT, vars, admin)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0]?.message === 'No entries match: nothing to revert')).toHaveLength(3);
    expect(await credits(cheat.profileId)).toBe(7500);
  });

  test('fleet launches are in the ledger and found by the same search', async () => {
    const [base] = await s.sql`select x, y from bases where profile_id = ${honest.profileId}`;
    await s.sql`update bases set units = '{"interceptor": 20}' where profile_id = ${cheat.profileId}`;
    const from = s.clock.now() - 1000;
    const sent = await s.gql(
      'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:5}]){ id } }',
      { x: base!.x, y: base!.y },
      cheat.token,
    );
    expect(sent.errors).toBeUndefined();
    const p = await s.gql<any>(PREVIEW, { w: worldId, k: ['launch'], c: [], f: from, t: s.clock.now() + 1000 }, admin);
    expect(p.data.adminRevertPreview.entries).toEqual([
      {
        commander: 'RevertCheat',
        kind: 'launch',
        cause: 'raid',
        resources: [],
        units: [{ type: 'interceptor', amount: -5 }],
      },
    ]);
  });
});
