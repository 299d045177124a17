/**
 * The galaxy events' ranking asks each owner (reports, bases, alliances) and scores reports in code
 * (events/scores.ts). Here it is held to the single statement it replaced, kept below as the
 * reference: for every event type, over reports that hit each rule (a window that starts at joining,
 * a holding's payouts running into the window, targets that are not asteroids, roles and winners, a
 * share that is a half), both give every participant the same score and alliance.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { EventType } from '../../src/game/index.ts';
import { scores } from '../../src/modules/events/scores.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

/** The statement the ranking was read with before it asked the owners (decision 048). */
async function reference(e: { id: string; type: EventType; starts_at: Date; ends_at: Date }) {
  if (e.type === 'power-surge') {
    const rows = await sql<{ profile_id: string; score: number; alliance_id: string | null }>`
      select p.profile_id, greatest(0, b.influence - p.influence_at_join)::bigint as score, m.alliance_id
      from event_participants p join bases b on b.profile_id = p.profile_id left join alliance_members m on m.profile_id = p.profile_id
      where p.event_id = ${e.id}`.execute(s.db);
    return rows.rows.map((r) => ({ ...r, score: Number(r.score) }));
  }
  const kinds = {
    'portal-explorers': ['portal-mission'],
    'asteroid-domination': ['gathering', 'occupied-reward'],
    'battlefront-clash': ['battle', 'rally'],
    'pirate-hunt': ['battle', 'rally'],
  }[e.type];
  const points = {
    'portal-explorers': sql`round(coalesce((r.data->>'share')::float, 0) * 100)`,
    'asteroid-domination': sql`case when r.kind = 'gathering' then coalesce((r.data->>'amount')::int, 0) * (case when r.data->>'resource' = 'quantarite' then 4 else 1 end)
      when r.data->'target'->>'kind' not like '%asteroid' then 0
      when r.data ? 'payouts' then (select coalesce(sum(coalesce((h->'paid'->>'astromite')::int, 0) + 4 * coalesce((h->'paid'->>'quantarite')::int, 0)), 0)
        from jsonb_array_elements(r.data->'payouts') h
        where (h->>'at')::bigint >= (extract(epoch from greatest(p.joined_at, ${e.starts_at})) * 1000)::bigint
          and (h->>'at')::bigint < (extract(epoch from ${e.ends_at}::timestamptz) * 1000)::bigint)
      else coalesce((r.data->'paid'->>'astromite')::int, 0) + 4 * coalesce((r.data->'paid'->>'quantarite')::int, 0) end`,
    'battlefront-clash': sql`case when r.data->'target'->>'kind' = 'pirate-ship' then 0
      when (r.data->>'role' = 'attack' and r.data->'result'->>'winner' = 'attacker') or (r.data->>'role' in ('defence', 'reinforcement') and r.data->'result'->>'winner' = 'defender') then 1 else 0 end`,
    'pirate-hunt': sql`case when r.data->'target'->>'kind' = 'pirate-ship' and r.data->'result'->>'winner' = 'attacker' then 1 else 0 end`,
  }[e.type];
  const rows = await sql<{ profile_id: string; score: number; alliance_id: string | null }>`
    select p.profile_id, coalesce(sum(${points}), 0)::bigint as score, m.alliance_id
    from event_participants p
    left join reports r on r.profile_id = p.profile_id and r.kind in (${sql.join(kinds)})
      and r.created_at < ${e.ends_at}
      and (r.created_at >= greatest(p.joined_at, ${e.starts_at})
        or (r.kind = 'occupied-reward' and r.data ? 'payouts' and (r.data->>'until')::bigint >= (extract(epoch from greatest(p.joined_at, ${e.starts_at})) * 1000)::bigint))
    left join alliance_members m on m.profile_id = p.profile_id
    where p.event_id = ${e.id}
    group by p.profile_id, p.joined_at, m.alliance_id`.execute(s.db);
  return rows.rows.map((r) => ({ ...r, score: Number(r.score) }));
}

const TYPES: EventType[] = [
  'portal-explorers',
  'asteroid-domination',
  'battlefront-clash',
  'pirate-hunt',
  'power-surge',
];

test('the ranking read from the owners scores what the single statement scored, for every event type', async () => {
  const [a, b, c] = [
    await s.newPlayerWithProfile('Scorer1'),
    await s.newPlayerWithProfile('Scorer2'),
    await s.newPlayerWithProfile('Scorer3'),
  ];
  const world = await sql<{ id: string }>`select world_id as id from profiles where id = ${a.profileId}`.execute(s.db);
  const worldId = world.rows[0]!.id;
  const t0 = Date.UTC(2030, 0, 10);
  const starts = new Date(t0);
  const ends = new Date(t0 + 7 * 86_400_000);
  const hour = 3_600_000;
  // a and b in one alliance, c in none
  const al = await sql<{ id: string }>`insert into alliances (world_id, name, tag, created_at)
    values (${worldId}, 'Scorers', 'SCR', now()) returning id`.execute(s.db);
  for (const p of [a, b])
    await sql`insert into alliance_members (profile_id, alliance_id, role, joined_at)
      values (${p.profileId}, ${al.rows[0]!.id}, 'member', now())`.execute(s.db);
  await sql`update bases set influence = 900 where profile_id = ${a.profileId}`.execute(s.db);
  await sql`update bases set influence = 50 where profile_id = ${b.profileId}`.execute(s.db);

  const report = (p: { profileId: string }, kind: string, at: number, data: object) =>
    s.db
      .insertInto('reports')
      .values({ profile_id: p.profileId, kind, data, created_at: new Date(at) })
      .execute();
  // before the window, inside it, after it; b joins a day late, so its first day does not count
  for (const [p, at] of [
    [a, t0 - hour],
    [a, t0 + hour],
    [b, t0 + 2 * hour],
    [b, t0 + 30 * hour],
    [c, t0 + 3 * hour],
    [c, ends.getTime()],
  ] as const) {
    await report(p, 'portal-mission', at, { share: 0.125 });
    await report(p, 'portal-mission', at + 1, { share: 0.625 });
    await report(p, 'portal-mission', at + 2, { share: 0.734 });
    await report(p, 'gathering', at, { amount: 120, resource: 'astromite' });
    await report(p, 'gathering', at + 1, { amount: 30, resource: 'quantarite' });
    await report(p, 'occupied-reward', at, { target: { kind: 'asteroid' }, paid: { astromite: 10, quantarite: 2 } });
    await report(p, 'occupied-reward', at + 1, { target: { kind: 'pirate-ship' }, paid: { astromite: 10 } });
    await report(p, 'battle', at, { role: 'attack', result: { winner: 'attacker' } });
    await report(p, 'battle', at + 1, { role: 'defence', result: { winner: 'defender' } });
    await report(p, 'battle', at + 2, { role: 'defence', result: { winner: 'attacker' } });
    await report(p, 'battle', at + 3, {
      role: 'attack',
      target: { kind: 'pirate-ship' },
      result: { winner: 'attacker' },
    });
    // a rally member's report: a commander's base taken, a pirate ship destroyed, a rally beaten back
    await report(p, 'rally', at + 4, {
      role: 'attack',
      target: { kind: 'solar-system' },
      result: { winner: 'attacker' },
    });
    await report(p, 'rally', at + 5, {
      role: 'attack',
      target: { kind: 'pirate-ship' },
      result: { winner: 'attacker' },
    });
    await report(p, 'rally', at + 6, {
      role: 'attack',
      target: { kind: 'solar-system' },
      result: { winner: 'defender' },
    });
    await report(p, 'battle', at + 7, { role: 'reinforcement', result: { winner: 'defender' } });
  }
  // a holding's payouts report filed before the window whose payouts run into it (and past its end)
  const payouts = [-2, -1, 0, 1, 5, 24, 40, 24 * 7, 24 * 7 + 1].map((h) => ({
    at: t0 + h * hour,
    paid: { astromite: 3, quantarite: 1 },
  }));
  for (const p of [a, b, c])
    await report(p, 'occupied-reward', t0 - 3 * hour, {
      target: { kind: 'rich-asteroid' },
      until: t0 + (24 * 7 + 1) * hour,
      payouts,
    });
  await report(c, 'occupied-reward', t0 - 3 * hour, { target: { kind: 'asteroid' }, until: t0 - hour, payouts });

  for (const type of TYPES) {
    const ev = await sql<{
      id: string;
    }>`insert into galaxy_events (world_id, type, starts_at, ends_at, status, created_by, created_at)
      values (${worldId}, ${type}, ${starts}, ${ends}, 'scheduled', 'admin', now()) returning id`.execute(s.db);
    const id = ev.rows[0]!.id;
    for (const [p, joined, influence] of [
      [a, t0 - 5 * hour, 100],
      [b, t0 + 24 * hour, 400],
      [c, t0, 0],
    ] as const)
      await sql`insert into event_participants (event_id, profile_id, joined_at, influence_at_join)
        values (${id}, ${p.profileId}, ${new Date(joined)}, ${influence})`.execute(s.db);
    const e = { id, type, starts_at: starts, ends_at: ends };
    const byId = (rows: { profile_id: string; score: number; alliance_id: string | null }[]) =>
      rows
        .map((r) => ({ profile_id: r.profile_id, score: r.score, alliance_id: r.alliance_id }))
        .sort((x, y) => (x.profile_id < y.profile_id ? -1 : 1));
    const expected = byId(await reference(e));
    expect(
      expected.some((r) => r.score > 0),
      type,
    ).toBe(true);
    expect(byId(await scores(s.db, e)), type).toEqual(expected);
  }
});
