/**
 * Galaxy events and claimable rewards through GraphQL: an admin schedules an event, commanders join,
 * what they do scores (a portal mission here), the ranking is live, the close pays event-reward
 * reports exactly once, claims pay once under races, the cooldown, cancelling, Pirate Hunt's
 * alliance ranking, and an admin's reward.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_COOLDOWN_MS, prizeFor } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const EVENTS =
  '{ events { id type phase startsAt endsAt ranks top joined canJoin joinRefusal myScore myPlace ranking { place name tag score mine } } }';
const SCHEDULE =
  'mutation($w:ID!,$t:String!,$s:Float!){ scheduleEvent(worldId:$w,type:$t,startsAt:$s){ id phase startsAt endsAt } }';
const JOIN = 'mutation($id:ID!){ joinEvent(eventId:$id){ id joined myScore } }';
const REPORTS = '{ reports { id kind data rewards claimedAt } }';
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
type Ev = {
  id: string;
  type: string;
  phase: string;
  endsAt: number;
  joined: boolean;
  canJoin: boolean;
  joinRefusal: string | null;
  myScore: number | null;
  myPlace: number | null;
  ranking: { place: number; name: string; tag: string | null; score: number; mine: boolean }[];
};

async function commander(name: string) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings', 'world_id'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      units: { interceptor: 400, cruiser: 100 },
      buildings: { ...(row.buildings as object), portal: 2, 'command-center': 3 },
    } as never)
    .where('id', '=', row.id)
    .execute();
  await s.db
    .updateTable('portals' as never)
    .set({ energy: 10, energy_at: new Date(s.clock.now()) } as never)
    .where('base_id' as never, '=', row.id as never)
    .execute();
  return { ...p, baseId: row.id, worldId: row.world_id as string };
}
const events = async (token: string) => {
  const r = await s.gql(EVENTS, {}, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.events as Ev[];
};
const eventOf = async (token: string, id: string) => (await events(token)).find((e) => e.id === id)!;
const credits = async (baseId: string) =>
  (
    (await s.db.selectFrom('bases').select('resources').where('id', '=', baseId).executeTakeFirstOrThrow())
      .resources as { credits: number }
  ).credits;

describe('galaxy events', () => {
  test('an event runs from start to close: what commanders do scores, the ranking is live, the close pays once, the reward is claimed once', async () => {
    const admin = await s.adminToken();
    const a = await commander('Voyager1');
    const b = await commander('Voyager2');
    expect(err(await s.gql(SCHEDULE, { w: a.worldId, t: 'portal-explorers', s: s.clock.now() }, a.token))).toBe(
      'Not authorized',
    );
    const ev = (await s.gql(SCHEDULE, { w: a.worldId, t: 'portal-explorers', s: s.clock.now() }, admin)).data!
      .scheduleEvent;
    expect(ev.phase).toBe('running');
    expect(err(await s.gql(SCHEDULE, { w: a.worldId, t: 'portal-explorers', s: s.clock.now() + 1000 }, admin))).toBe(
      'This event already runs in that world at that time',
    );
    expect((await eventOf(a.token, ev.id)).canJoin).toBe(true);
    for (const p of [a, b])
      expect((await s.gql(JOIN, { id: ev.id }, p.token)).data!.joinEvent).toMatchObject({ joined: true, myScore: 0 });
    expect(err(await s.gql(JOIN, { id: ev.id }, a.token))).toBe('You already take part in this event');

    // one event at a time: another running event is refused with the spec's text
    const other = (await s.gql(SCHEDULE, { w: a.worldId, t: 'battlefront-clash', s: s.clock.now() }, admin)).data!
      .scheduleEvent;
    expect(err(await s.gql(JOIN, { id: other.id }, b.token))).toBe("You can't participate in a new event yet.");
    expect(await eventOf(b.token, other.id)).toMatchObject({ canJoin: false, joinRefusal: 'COOLDOWN' });

    // A goes through the portal on an exploration mission: its report scores
    const board = (await s.gql('{ getMissions { id type } }', {}, a.token)).data!.getMissions as {
      id: string;
      type: string;
    }[];
    const exploration = board.find((m) => m.type === 'exploration')!;
    const sent = (
      await s.gql(
        'mutation($m:ID!,$u:[UnitCountInput!]!){ deployMission(missionId:$m,units:$u){ endsAt startedAt } }',
        {
          m: exploration.id,
          u: [
            { type: 'interceptor', count: 400 },
            { type: 'cruiser', count: 100 },
          ],
        },
        a.token,
      )
    ).data!.deployMission;
    await s.runDueJobs(sent.endsAt);
    const report = ((await s.gql(REPORTS, {}, a.token)).data!.reports as { kind: string; data: string }[]).find(
      (r) => r.kind === 'portal-mission',
    )!;
    const share = JSON.parse(report.data).share as number;
    expect(share).toBeGreaterThan(0);
    const live = await eventOf(a.token, ev.id);
    expect(live).toMatchObject({ phase: 'running', myScore: Math.round(share * 100), myPlace: 1 });
    expect(live.ranking).toEqual([
      { place: 1, name: 'Voyager1', tag: null, score: Math.round(share * 100), mine: true },
    ]);
    // B did nothing: not ranked
    expect(await eventOf(b.token, ev.id)).toMatchObject({ myScore: 0, myPlace: null });

    // the end: the close job runs (twice over: a retried job), the event-reward is filed once
    await s.runDueJobs(ev.endsAt);
    await s.db.executeQuery({
      sql: "select graphile_worker.add_job('events/close', json_build_object('eventId', $1::text))",
      parameters: [ev.id],
      query: { kind: 'RawNode' },
    } as never);
    await s.runDueJobs(s.clock.now() + 1000);
    expect((await eventOf(a.token, ev.id)).phase).toBe('closed');
    const rewards = (
      (await s.gql(REPORTS, {}, a.token)).data!.reports as {
        id: string;
        kind: string;
        data: string;
        rewards: string;
        claimedAt: number | null;
      }[]
    ).filter((r) => r.kind === 'event-reward');
    expect(rewards).toHaveLength(1);
    expect(JSON.parse(rewards[0]!.data)).toMatchObject({
      type: 'portal-explorers',
      place: 1,
      score: Math.round(share * 100),
    });
    expect(JSON.parse(rewards[0]!.rewards)).toEqual(prizeFor('portal-explorers', 1));
    expect(
      ((await s.gql(REPORTS, {}, b.token)).data!.reports as { kind: string }[]).filter(
        (r) => r.kind === 'event-reward',
      ),
    ).toHaveLength(0);

    // ten claims at once: paid once
    const before = await credits(a.baseId);
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.gql(
          'mutation($r:ID!){ claimReward(reportId:$r){ reports resources { type count } items { type count } } }',
          { r: rewards[0]!.id },
          a.token,
        ),
      ),
    );
    expect(claims.filter((c) => c.data?.claimReward)).toHaveLength(1);
    expect(new Set(claims.filter((c) => c.errors).map(err))).toEqual(new Set(['This reward has already been claimed']));
    expect((await credits(a.baseId)) - before).toBe(prizeFor('portal-explorers', 1)!.resources.credits);
    const pack = (await s.gql('{ backpack { type count } }', {}, a.token)).data!.backpack as {
      type: string;
      count: number;
    }[];
    expect(pack.find((i) => i.type === 'core-shard')?.count).toBe(prizeFor('portal-explorers', 1)!.items['core-shard']);
    expect(err(await s.gql('mutation { claimAllRewards { reports } }', {}, a.token))).toBe('There is nothing to claim');

    // the cooldown after the close, then free to join again
    const next = (await s.gql(SCHEDULE, { w: a.worldId, t: 'asteroid-domination', s: s.clock.now() }, admin)).data!
      .scheduleEvent;
    expect(err(await s.gql(JOIN, { id: next.id }, a.token))).toBe("You can't participate in a new event yet.");
    s.clock.advance(EVENT_COOLDOWN_MS);
    expect((await s.gql(JOIN, { id: next.id }, a.token)).data!.joinEvent.joined).toBe(true);
  });

  test('a cancelled event pays nothing, and the cancel is in the audit log', async () => {
    const admin = await s.adminToken();
    const a = await commander('Voyager3');
    const ev = (await s.gql(SCHEDULE, { w: a.worldId, t: 'power-surge', s: s.clock.now() + 60_000 }, admin)).data!
      .scheduleEvent;
    expect(ev.phase).toBe('scheduled');
    expect(await eventOf(a.token, ev.id)).toMatchObject({ canJoin: false, joinRefusal: 'NOT_RUNNING' });
    const cancelled = (await s.gql('mutation($id:ID!){ cancelEvent(eventId:$id){ phase } }', { id: ev.id }, admin))
      .data!.cancelEvent;
    expect(cancelled.phase).toBe('cancelled');
    expect(err(await s.gql('mutation($id:ID!){ cancelEvent(eventId:$id){ phase } }', { id: ev.id }, admin))).toBe(
      'This event is over',
    );
    expect((await events(a.token)).find((e) => e.id === ev.id)).toBeUndefined();
    // its close job is gone with it: past its end, nothing is paid and it stays cancelled
    await s.runDueJobs(ev.endsAt + 1000);
    const row = await s.db
      .selectFrom('galaxy_events' as never)
      .select('status' as never)
      .where('id' as never, '=', ev.id as never)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled' });
    const paid = await s.db
      .selectFrom('reports')
      .select('id')
      .where('kind', '=', 'event-reward')
      .where(sql`data->>'eventId'`, '=', ev.id)
      .execute();
    expect(paid).toEqual([]);
    const audit = await s.db
      .selectFrom('audit_log' as never)
      .selectAll()
      .where('target' as never, '=', ev.id as never)
      .execute();
    expect((audit as { action: string }[]).map((r) => r.action).sort()).toEqual(['event-cancel', 'event-schedule']);
  });

  test('Pirate Hunt ranks alliances by their members’ pirates destroyed; members of ranked alliances who hunted are paid', async () => {
    const admin = await s.adminToken();
    const [a1, a2, b1] = [await commander('Hunter1'), await commander('Hunter2'), await commander('Hunter3')];
    const found = async (p: typeof a1, name: string, tag: string) =>
      (
        await s.gql(
          'mutation($n:String!,$t:String!){ createAlliance(name:$n, tag:$t){ alliance { id } } }',
          { n: name, t: tag },
          p.token,
        )
      ).data;
    for (const p of [a1, b1])
      await s.db
        .updateTable('bases')
        .set({ buildings: { 'command-center': 5, 'alliance-embassy': 1 } } as never)
        .where('id', '=', p.baseId)
        .execute();
    expect(await found(a1, 'Red Wolves', 'RWF')).toBeTruthy();
    expect(await found(b1, 'Blue Ravens', 'BRV')).toBeTruthy();
    const red = await s.db
      .selectFrom('alliance_members' as never)
      .select('alliance_id' as never)
      .where('profile_id' as never, '=', a1.profileId as never)
      .executeTakeFirstOrThrow();
    await s.db
      .insertInto('alliance_members' as never)
      .values({
        profile_id: a2.profileId,
        alliance_id: (red as { alliance_id: string }).alliance_id,
        role: 'member',
        joined_at: new Date(s.clock.now()),
      } as never)
      .execute();
    const ev = (await s.gql(SCHEDULE, { w: a1.worldId, t: 'pirate-hunt', s: s.clock.now() }, admin)).data!
      .scheduleEvent;
    for (const p of [a1, a2, b1]) await s.gql(JOIN, { id: ev.id }, p.token);
    // pirate ships destroyed, as the battle reports of won attacks on pirate ships record them
    const won = (p: typeof a1, n: number) =>
      s.db
        .insertInto('reports' as never)
        .values(
          Array.from({ length: n }, () => ({
            profile_id: p.profileId,
            kind: 'battle',
            data: { target: { kind: 'pirate-ship', x: 1, y: 1, level: 1 }, result: { winner: 'attacker' } },
            created_at: new Date(s.clock.now() + 1000),
          })) as never,
        )
        .execute();
    await won(a1, 2);
    await won(a2, 2);
    await won(b1, 3);
    s.clock.advance(2000);
    const live = await eventOf(a2.token, ev.id);
    expect(live.ranking.map((r) => [r.place, r.tag, r.score, r.mine])).toEqual([
      [1, 'RWF', 4, true],
      [2, 'BRV', 3, false],
    ]);
    await s.runDueJobs(ev.endsAt);
    for (const [p, place] of [
      [a1, 1],
      [a2, 1],
      [b1, 2],
    ] as const) {
      const r = ((await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string; data: string }[])
        .filter((x) => x.kind === 'event-reward')
        .map((x) => JSON.parse(x.data));
      expect(r).toEqual([expect.objectContaining({ type: 'pirate-hunt', place, ranks: 'alliances' })]);
    }
  });

  test('an admin’s reward reaches the commander as a claimable reward report', async () => {
    const admin = await s.adminToken();
    const a = await commander('Veteran1');
    const id = (
      await s.gql(
        'mutation($p:ID!){ grantReward(profileId:$p, credits:250, items:[{type:"speedup-building-5m", count:2}], note:"Sorry for the outage") }',
        { p: a.profileId },
        admin,
      )
    ).data!.grantReward;
    expect(
      err(
        await s.gql(
          'mutation($p:ID!){ grantReward(profileId:$p, credits:250, items:[], note:"x") }',
          { p: a.profileId },
          admin,
        ),
      ),
    ).toBe('Note must have at least 3 characters');
    expect(
      err(
        await s.gql(
          'mutation($p:ID!){ grantReward(profileId:$p, credits:250, items:[], note:"nope") }',
          { p: a.profileId },
          a.token,
        ),
      ),
    ).toBe('Not authorized');
    // an id that names nobody, or no world: a clear answer (the input fuzz found the first crashing on a foreign key)
    expect(
      err(
        await s.gql(
          'mutation($p:ID!){ grantReward(profileId:$p, credits:5, items:[], note:"for nobody") }',
          { p: 'f2a0559f-001b-1000-87d4-46a6e7773293' },
          admin,
        ),
      ),
    ).toBe('Profile not found');
    expect(
      err(
        await s.gql(SCHEDULE, { w: 'f2a0559f-001b-1000-87d4-46a6e7773293', t: 'pirate-hunt', s: s.clock.now() }, admin),
      ),
    ).toBe('World not found');
    const before = await credits(a.baseId);
    const claimed = (
      await s.gql('mutation { claimAllRewards { reports resources { type count } items { type count } } }', {}, a.token)
    ).data!.claimAllRewards;
    expect(claimed).toEqual({
      reports: 1,
      resources: [{ type: 'credits', count: 250 }],
      items: [{ type: 'speedup-building-5m', count: 2 }],
    });
    expect((await credits(a.baseId)) - before).toBe(250);
    const [r] = (
      (await s.gql(REPORTS, {}, a.token)).data!.reports as {
        id: string;
        kind: string;
        data: string;
        claimedAt: number | null;
      }[]
    ).filter((x) => x.kind === 'reward');
    expect(r).toMatchObject({ id, claimedAt: s.clock.now() });
    expect(JSON.parse(r!.data).note).toBe('Sorry for the outage');
  });
});
