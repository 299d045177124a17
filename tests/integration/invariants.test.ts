/**
 * The invariant checker: on a world with each kind of fault planted in its rows (written here in SQL,
 * as a bug or an exploit would leave them), every kind is found; the safe kinds are repaired through
 * their owners with an audit entry each, and a run after that finds only what must wait for a person.
 * A world without faults shows nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNIT_IDS } from '../../src/game/index.ts';
import {
  findViolations,
  INVARIANTS_NIGHTLY_TASK,
  invariantTasks,
  NIGHTLY_RUNNER,
  runChecks,
} from '../../src/modules/invariants/index.ts';
import { CRONTAB } from '../../src/server/tasks.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let world: string;
let a: { profileId: string; token: string };
let b: { profileId: string; token: string };
let baseA: { id: string; x: number; y: number };
let baseB: { id: string; x: number; y: number };
const U = UNIT_IDS[0] as string;

beforeAll(async () => {
  s = await createTestStack();
  a = await s.newPlayerWithProfile('CheckAlpha');
  b = await s.newPlayerWithProfile('CheckBravo');
  const rows = await s.sql`select id::text, profile_id::text, world_id::text, x, y from bases`;
  world = rows[0]!.world_id;
  baseA = rows.find((r) => r.profile_id === a.profileId) as never;
  baseB = rows.find((r) => r.profile_id === b.profileId) as never;
}, 120_000);
afterAll(async () => s?.close());

const kinds = (fs: { kind: string }[]) => [...new Set(fs.map((f) => f.kind))].sort();

async function march(status: string, kind: string, units: Record<string, number>, target: string | null) {
  const [m] = await s.sql`insert into marches (profile_id, base_id, world_id, kind, status, target_x, target_y,
      target_kind, target_level, units, departs_at, arrives_at, updated_at, target_base_id)
    values (${b.profileId}, ${baseB.id}, ${world}, ${kind}, ${status}, ${baseA.x}, ${baseA.y}, 'base', 0,
      ${s.sql.json(units)}, now() - interval '1 hour', now() - interval '1 minute', now(), ${target})
    returning id::text`;
  return m!.id as string;
}

async function alliance(name: string, members: [string, string, number][]) {
  const [al] = await s.sql`insert into alliances (world_id, name, tag, created_at)
    values (${world}, ${name}, ${name.slice(0, 4).toUpperCase()}, now()) returning id::text`;
  for (const [profile, role, minutesAgo] of members)
    await s.sql`insert into alliance_members (profile_id, alliance_id, role, joined_at)
      values (${profile}, ${al!.id}, ${role}, now() - make_interval(mins => ${minutesAgo}))`;
  return al!.id as string;
}

describe('invariant checker', () => {
  test('a world nobody broke shows nothing', async () => {
    expect(await findViolations(s.db, world)).toEqual([]);
  });

  test('an evacuation beyond the march slots is no fault: it lifts off whatever the slots (decision 073)', async () => {
    // B has one march slot: a raid away, and the garrison lifted off to the orbit before an attack
    const away = [
      await march('returning', 'raid', { [U]: 5 }, null),
      await march('marching', 'evade', { [U]: 9 }, null),
    ];
    expect(kinds(await findViolations(s.db, world))).not.toContain('fleets-over-slots');
    // two raids away on one slot are
    away.push(await march('returning', 'raid', { [U]: 1 }, null));
    expect(kinds(await findViolations(s.db, world))).toContain('fleets-over-slots');
    await s.sql`delete from marches where id = any(${away}::uuid[])`;
  });

  test('each planted kind of fault is found; the safe ones are repaired and audited', async () => {
    // stores and units below zero
    await s.sql`update bases set resources = jsonb_set(resources, '{steel}', '-500') where id = ${baseA.id}`;
    await s.sql`update bases set units = jsonb_set(units, ${`{${U}}`}, '-3') where id = ${baseB.id}`;
    // a fleet stationed at A that A's guests do not hold; one marching with fewer than none and nothing
    // to move it on (and B has one march slot: two fleets away)
    await march('reinforcing', 'reinforce', { [U]: 5 }, baseA.id);
    const stranded = await march('marching', 'raid', { [U]: -2 }, baseA.id);
    // its arrival applied twice
    for (let i = 0; i < 2; i++)
      await s.sql`insert into timeline_events (base_id, kind, payload, starts_at, due_at, applied_at)
        values (${baseB.id}, 'march', ${s.sql.json({ marchId: stranded, leg: 'arrive' })}, now(), now(), now())`;
    // alliances: the one-membership key lost, B in two, one alliance with no leader, one with two
    await s.sql`alter table alliance_members drop constraint alliance_members_pkey`;
    await alliance('Lonely Ones', [
      [a.profileId, 'member', 30],
      [b.profileId, 'officer', 10],
    ]);
    const twoLeaders = await alliance('Crowded Top', [
      [a.profileId, 'leader', 20],
      [b.profileId, 'leader', 5],
    ]);
    // a pending event of a base that is gone
    await s.sql.begin(async (trx) => {
      await trx`set local session_replication_role = replica`;
      await trx`insert into timeline_events (base_id, kind, payload, starts_at, due_at)
        values (gen_random_uuid(), 'march', '{}', now(), now() + interval '1 hour')`;
    });

    const found = await findViolations(s.db, world);
    expect(kinds(found)).toEqual(
      [
        'applied-twice',
        'fleets-over-slots',
        'leader-count',
        'multiple-memberships',
        'negative-fleet-units',
        'negative-stores',
        'negative-units',
        'orphan',
        'stationed-mismatch',
        'stranded-fleet',
      ].sort(),
    );
    expect(found.find((f) => f.kind === 'negative-stores')?.details).toMatchObject({ negative: { steel: -500 } });
    expect(found.filter((f) => f.kind === 'leader-count')).toHaveLength(2);

    const run = await runChecks(s.db, world, { repair: true, by: NIGHTLY_RUNNER, now: s.clock.now() });
    const repaired = run.findings.filter((f) => f.repaired);
    expect(kinds(repaired)).toEqual([
      'leader-count',
      'negative-stores',
      'negative-units',
      'orphan',
      'stationed-mismatch',
    ]);

    const [after] = await s.sql`select resources, units, guests from bases where id = ${baseA.id}`;
    expect(after!.resources.steel).toBeGreaterThanOrEqual(0);
    expect(after!.guests).toEqual({ [U]: 5 });
    const [bUnits] = await s.sql`select units from bases where id = ${baseB.id}`;
    expect(bUnits!.units[U] ?? 0).toBe(0);
    const roles = await s.sql`select a.name, m.profile_id::text, m.role from alliance_members m
      join alliances a on a.id = m.alliance_id order by a.name, m.joined_at`;
    // no leader: the officer takes over before an older member; two: the first to join keeps it
    expect(roles.map((r) => `${r.name}:${r.profile_id === a.profileId ? 'A' : 'B'}:${r.role}`)).toEqual([
      'Crowded Top:A:leader',
      'Crowded Top:B:officer',
      'Lonely Ones:A:member',
      'Lonely Ones:B:leader',
    ]);
    expect(twoLeaders).toBeTruthy();
    const audit = await s.sql`select action, admin_username, details->>'kind' as kind from audit_log
      where action = 'invariants.repair' order by id`;
    expect(audit.map((r) => r.kind).sort()).toEqual(
      ['leader-count', 'leader-count', 'negative-stores', 'negative-units', 'orphan', 'stationed-mismatch'].sort(),
    );
    expect(new Set(audit.map((r) => r.admin_username))).toEqual(new Set(['nightly check']));

    // what is left waits for a person: nothing safe to change
    expect(kinds(await findViolations(s.db, world))).toEqual([
      'applied-twice',
      'fleets-over-slots',
      'multiple-memberships',
      'negative-fleet-units',
      'stranded-fleet',
    ]);
    const [stored] = await s.sql`select found, repaired, run_by from invariant_runs order by id desc limit 1`;
    expect(stored).toEqual({ found: found.length, repaired: repaired.length, run_by: 'nightly check' });
  });

  test('an admin runs it over GraphQL and reads the report', async () => {
    const admin = await s.adminToken();
    const r = await s.gql(
      'mutation($w:ID!){ adminRunInvariants(worldId:$w, repair:false){ found repaired runBy findings { kind repaired } } }',
      { w: world },
      admin,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.adminRunInvariants.runBy).toBe('admin');
    expect(r.data!.adminRunInvariants.repaired).toBe(0);
    const list = await s.gql('query($w:ID!){ adminInvariantRuns(worldId:$w){ id found } }', { w: world }, admin);
    expect(list.data!.adminInvariantRuns.length).toBe(2);
    const player = await s.gql('query($w:ID!){ adminInvariantRuns(worldId:$w){ id } }', { w: world }, a.token);
    expect(player.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
  });

  test('the nightly job (graphile-worker cron) checks every world and repairs what is safe', async () => {
    expect(CRONTAB).toContain(INVARIANTS_NIGHTLY_TASK);
    await s.sql`update bases set resources = jsonb_set(resources, '{food}', '-1') where id = ${baseB.id}`;
    await invariantTasks({ db: s.db, clock: s.clock } as never)[INVARIANTS_NIGHTLY_TASK]!({});
    const [last] = await s.sql`select run_by, repair from invariant_runs order by id desc limit 1`;
    expect(last).toEqual({ run_by: 'nightly check', repair: true });
    const [b2] = await s.sql`select (resources->>'food')::numeric as food from bases where id = ${baseB.id}`;
    expect(Number(b2!.food)).toBeGreaterThanOrEqual(0);
  });

  test('units written into a garrison outside every record are reported for their commander, and left as they are (decision 091)', async () => {
    const unexplained = async () => (await findViolations(s.db, world)).filter((f) => f.kind === 'units-unexplained');
    // the last run counted every commander's units: nothing changed since
    expect(await unexplained()).toEqual([]);
    const before = (await s.sql`select units from bases where id = ${baseA.id}`)[0]!.units[U] ?? 0;
    await s.sql`update bases set units = units || jsonb_build_object(${U}::text, ${before + 7}::int) where id = ${baseA.id}`;
    const found = await unexplained();
    expect(found).toEqual([
      {
        kind: 'units-unexplained',
        subject: a.profileId,
        details: expect.objectContaining({ trained: 0, lost: 0, difference: 7 }),
        repaired: false,
      },
    ]);
    // report only: a repair run leaves the garrison as it is, and the next run compares with this one
    const run = await runChecks(s.db, world, { repair: true, by: NIGHTLY_RUNNER, now: s.clock.now() });
    expect(run.findings.filter((f) => f.kind === 'units-unexplained').map((f) => f.repaired)).toEqual([false]);
    expect((await s.sql`select units from bases where id = ${baseA.id}`)[0]!.units[U]).toBe(before + 7);
    expect(await unexplained()).toEqual([]);
  });
});
