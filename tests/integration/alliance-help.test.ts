/**
 * Alliance help (decision 071): a member asks for help on a running queue item; each ally's tap
 * moves its end earlier by the rule (1 % of the duration, at least 60 s / world speed), once per
 * helper, at most HELP_CAP taps — and twenty taps at once pay exactly the cap.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HELP_CAP } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const CREATE = 'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }';
const UPGRADE = 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ id queue { id dueAt } } }';
const QUEUE = '{ base { queue { id dueAt } buildings { id level } } }';
const FIELDS = 'id commander queueItemId kind target level dueAt helps cap cutMs mine helpedByMe';
const ASK = `mutation($q:ID!){ askAllianceHelp(queueItemId:$q){ ${FIELDS} } }`;
const HELP = `mutation($r:ID!){ helpAlly(requestId:$r){ ${FIELDS} } }`;
const HELP_ALL = `mutation { helpAllAllies { helped requests { ${FIELDS} } } }`;
const OPEN = `{ allianceHelp { ${FIELDS} } }`;

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;

async function commander(name: string) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      buildings: { ...(row.buildings as object), 'alliance-embassy': 1, 'steel-foundry': 12, 'command-center': 14 },
      resources: { food: 9e7, steel: 9e7, energy: 9e7, credits: 500 },
    } as never)
    .where('id', '=', row.id)
    .execute();
  return p;
}

/** An alliance founded by `leader` with `others` in it (members written directly: the alliances test covers joining). */
async function alliance(tag: string, leader: Player, others: Player[]) {
  const made = await s.gql(CREATE, { n: `Help ${tag}`, t: tag }, leader.token);
  const id = made.data!.createAlliance.alliance.id as string;
  for (const o of others)
    await s.db
      .insertInto('alliance_members')
      .values({ profile_id: o.profileId, alliance_id: id, role: 'member', joined_at: new Date() } as never)
      .execute();
  return id;
}

async function upgrading(p: Player) {
  const up = await s.gql(UPGRADE, { b: 'steel-foundry' }, p.token);
  expect(up.errors).toBeUndefined();
  return up.data!.startBuildingUpgrade.queue[0] as { id: string; dueAt: number };
}
const dueOf = async (p: Player, id: string) =>
  ((await s.gql(QUEUE, {}, p.token)).data!.base.queue as { id: string; dueAt: number }[]).find((q) => q.id === id)
    ?.dueAt;

describe('alliance help', () => {
  test('each ally’s tap moves the end by the rule, once per helper; the asker and outsiders cannot help', async () => {
    const [a, b, c, out] = await Promise.all(['HelpA', 'HelpB', 'HelpC', 'HelpOut'].map(commander));
    await alliance('HLP', a!, [b!, c!]);
    const item = await upgrading(a!);
    const asked = await s.gql(ASK, { q: item.id }, a!.token);
    expect(asked.errors).toBeUndefined();
    const req = asked.data!.askAllianceHelp[0];
    expect(req).toMatchObject({ commander: 'HelpA', queueItemId: item.id, kind: 'building', mine: true, helps: 0 });
    expect((await s.gql(ASK, { q: item.id }, a!.token)).errors?.[0]?.message).toBe(
      'You already asked your alliance for help with this',
    );
    // B sees it; the cut is 1 % of the duration, at least 60 s at this world's speed
    const seen = (await s.gql(OPEN, {}, b!.token)).data!.allianceHelp;
    expect(seen).toHaveLength(1);
    const speed = (
      await s.db.selectFrom('bases').select('speed').where('profile_id', '=', a!.profileId).executeTakeFirstOrThrow()
    ).speed;
    const duration = item.dueAt - s.clock.now();
    expect(duration).toBeGreaterThan(HELP_CAP * 60_000);
    expect(seen[0].cutMs).toBe(Math.max(Math.round(duration / 100), Math.round(60_000 / speed)));
    const cut = seen[0].cutMs as number;

    const helped = await s.gql(HELP, { r: req.id }, b!.token);
    expect(helped.errors).toBeUndefined();
    expect(await dueOf(a!, item.id)).toBe(item.dueAt - cut);
    expect((await s.gql(HELP, { r: req.id }, b!.token)).errors?.[0]?.message).toBe('You already helped with this');
    expect((await s.gql(HELP, { r: req.id }, a!.token)).errors?.[0]?.message).toBe(
      'You cannot help with your own queue',
    );
    expect((await s.gql(HELP, { r: req.id }, out!.token)).errors?.[0]?.message).toBe(
      'Only members of the same alliance can help',
    );
    // C helps everything open with one tap
    const all = (await s.gql(HELP_ALL, {}, c!.token)).data!.helpAllAllies;
    expect(all.helped).toBe(1);
    expect(all.requests[0]).toMatchObject({ helps: 2, helpedByMe: true });
    expect(await dueOf(a!, item.id)).toBe(item.dueAt - 2 * cut);
    // the rescheduled event completes at its new end, not the old one
    await s.runDueJobs(item.dueAt - 2 * cut);
    const base = (await s.gql(QUEUE, {}, a!.token)).data!.base;
    expect(base.queue.find((q: { id: string }) => q.id === item.id)).toBeUndefined();
    expect(base.buildings.find((x: { id: string }) => x.id === 'steel-foundry')?.level).toBe(13);
    // done: it leaves the list
    expect((await s.gql(OPEN, {}, b!.token)).data!.allianceHelp).toEqual([]);
  });

  test(`twenty taps at once on one item pay exactly ${HELP_CAP} helps`, async () => {
    const asker = await commander('RaceAsker');
    const helpers = await Promise.all(Array.from({ length: 20 }, (_, i) => commander(`RaceHelper${i}`)));
    await alliance('RCE', asker, helpers);
    const item = await upgrading(asker);
    const req = (await s.gql(ASK, { q: item.id }, asker.token)).data!.askAllianceHelp[0];
    const results = await Promise.all(helpers.map((h) => s.gql(HELP, { r: req.id }, h.token)));
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(HELP_CAP);
    expect(new Set(results.filter((r) => r.errors).map((r) => r.errors![0]!.message))).toEqual(
      new Set(['This item has all the help it can get']),
    );
    expect(await dueOf(asker, item.id)).toBe(item.dueAt - HELP_CAP * req.cutMs);
    const paid = await s.db
      .selectFrom('alliance_helps')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('request_id', '=', req.id)
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBe(HELP_CAP);
    // full: it leaves the helpers' list; the asker still sees it, full
    expect((await s.gql(OPEN, {}, helpers[0]!.token)).data!.allianceHelp).toEqual([]);
    expect((await s.gql(OPEN, {}, asker.token)).data!.allianceHelp[0]).toMatchObject({ helps: HELP_CAP, mine: true });
  });
});
