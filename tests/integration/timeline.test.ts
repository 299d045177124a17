/**
 * The timeline as an engine other features stand on: events whose double application would show
 * (a training batch) apply once under races; a leg written across bases applies in due order; a
 * handler that throws parks its event and the base lives on; an admin retries or discards it; the
 * sweep gets past a base it cannot settle; unknown kinds and bad payloads are refused; the settle job
 * and the engine agree on the clock.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { advance, applyCompletion, trainingCost } from '../../src/game/index.ts';
import {
  lockAndSettle,
  lockAndSettleMany,
  lockAndSettleProfile,
  registerTimelineKinds,
  type TimelineHandler,
} from '../../src/kernel/index.ts';
import { toState } from '../../src/modules/bases/state.ts';
import { outOfOrderLocks, scheduleEvent, SETTLE_TASK } from '../../src/platform/timeline.ts';
import { taskList } from '../../src/server/tasks.ts';
import { waitFor } from '../support/processes.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const BASE = '{ base { x y units { type count } } }';
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';
const HEALTH =
  '{ adminTimelineHealth { pending overdue parked lateP50Ms lateP99Ms appliedSample lastError parkedEvents { id kind error attempts baseId } } }';
const count = (list: { type: string; count: number }[], type: string) => list.find((u) => u.type === type)?.count ?? 0;
const baseOf = async (profileId: string) =>
  (await s.db
    .selectFrom('bases')
    .select(['id', 'units'])
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow()) as { id: string; units: Record<string, number> };
const tasks = () => taskList({ db: s.db, clock: s.clock });
const settleJob = (baseId: string, eventId?: string) =>
  (tasks()[SETTLE_TASK] as (p: unknown) => Promise<void>)({ baseId, eventId });

/** Schedules an event on a profile's base the way modules do: under the base's lock. */
async function schedule(profileId: string, kind: string, payload: unknown, dueAt: number) {
  return s.db.transaction().execute(async (trx) => {
    const b = await lockAndSettleProfile(trx, profileId, s.clock.now());
    return scheduleEvent(trx, { baseId: b.row.id, kind, payload, startsAt: s.clock.now(), dueAt });
  });
}

describe('exactly once', () => {
  test('a training batch due now, settled by twenty reads, the job twice and the queue while ten commands start the next batch, adds its units once and starts one batch', async () => {
    const p = await s.newPlayerWithProfile('Drill1');
    await s.db
      .updateTable('bases')
      .set({
        buildings: {
          'command-center': 2,
          barracks: 1,
          'hydroponic-farm': 1,
          'steel-foundry': 1,
          'energy-plant': 1,
          'resource-depot': 3,
        },
        resources: { food: 20_000, steel: 20_000, energy: 20_000 },
      } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const before = count((await s.gql(BASE, {}, p.token)).data!.base.units, 'ranger');
    const due = s.clock.now() + 60_000;
    const e = await schedule(p.profileId, 'training', { kind: 'training', unitId: 'ranger', count: 7 }, due);
    s.clock.set(due + 1);
    const { id } = await baseOf(p.profileId);
    const row = await s.db.selectFrom('bases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const TRAIN = 'mutation{ trainUnits(unitType:"ranger", count:2){ queue { id } } }';
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => s.gql(BASE, {}, p.token)),
      ...Array.from({ length: 10 }, () => s.gql(TRAIN, {}, p.token)),
      settleJob(id, e.id),
      settleJob(id, e.id),
      s.runDueJobs(due + 1),
    ]);
    await settleJob(id, e.id);
    expect(count((await s.gql(BASE, {}, p.token)).data!.base.units, 'ranger')).toBe(before + 7);
    // the yard was free once the batch was in: one of the ten started the next batch, the others found it busy
    expect(results.filter((r) => (r as { data?: { trainUnits?: unknown } })?.data?.trainUnits).length).toBe(1);
    const pending = await s.db
      .selectFrom('timeline_events')
      .select('kind')
      .where('base_id', '=', id)
      .where('applied_at', 'is', null)
      .execute();
    expect(pending.map((r) => r.kind)).toEqual(['training']);
    // and the stores are what the rules say: no settle wrote over the command's spend
    const expected = advance(
      applyCompletion(advance(toState(row as never), due), { kind: 'training', unitId: 'ranger', count: 7 }),
      due + 1,
    ).resources;
    const cost = trainingCost('ranger', 2);
    const after = (await s.db.selectFrom('bases').select('resources').where('id', '=', id).executeTakeFirstOrThrow())
      .resources as Record<string, number>;
    for (const k of ['food', 'steel', 'energy'] as const) expect(after[k]).toBe(expected[k] - (cost[k] ?? 0));
  });
});

describe('a long absence', () => {
  test('a settle that finishes 400 queue items at once still answers, and the owner’s browsers hear that the base changed', async () => {
    const p = await s.newPlayerWithProfile('Absent1');
    const { id } = await baseOf(p.profileId);
    const t0 = s.clock.now();
    await s.db.transaction().execute(async (trx) => {
      await lockAndSettleProfile(trx, p.profileId, t0);
      for (let i = 1; i <= 400; i++)
        await scheduleEvent(trx, {
          baseId: id,
          kind: 'training',
          payload: { kind: 'training', unitId: 'ranger', count: 1 },
          startsAt: t0,
          dueAt: t0 + i * 1000,
        });
    });
    const heard = s.services.push.subscribe(p.accountId, p.profileId);
    try {
      const next = heard.next();
      s.clock.set(t0 + 401_000);
      // the push naming 400 finished items would be past PostgreSQL's NOTIFY limit: the read must not fail for it
      const read = await s.gql(BASE, {}, p.token);
      expect(read.errors).toBeUndefined();
      expect(count(read.data!.base.units, 'ranger')).toBe(400);
      const msg = (await next).value as { kind: string; data: { baseId: string; truncated?: boolean } };
      expect(msg.kind).toBe('base-changed');
      expect(msg.data).toMatchObject({ baseId: id, truncated: true });
    } finally {
      await heard.return?.();
    }
  });
});

describe('the base lock', () => {
  test('a settle job waits for the lock of a base another transaction is changing, and builds on what it wrote', async () => {
    const p = await s.newPlayerWithProfile('Drill2');
    const due = s.clock.now() + 60_000;
    const e = await schedule(p.profileId, 'training', { kind: 'training', unitId: 'ranger', count: 5 }, due);
    const { id } = await baseOf(p.profileId);
    s.clock.set(due);
    const other = await s.sql.reserve();
    try {
      await other`begin`;
      await other`select id from bases where id = ${id} for no key update`;
      // a command in flight (another process) changes the garrison
      await other`update bases set units = '{"guardian": 11}'::jsonb where id = ${id}`;
      const job = settleJob(id, e.id);
      // the job is waiting on a lock, not finished
      for (let i = 0; i < 500; i++) {
        const [w] =
          await s.sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
        if ((w?.n ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      await other`commit`;
      await job;
    } finally {
      other.release();
    }
    const units = (await baseOf(p.profileId)).units;
    expect(units).toEqual({ guardian: 11, ranger: 5 });
  });

  test('a read that waited for the lock while another settle applied the due batch sees it applied, and does not apply it again', async () => {
    // the lock and the events under it go out in one round trip (decision 038): the events must still
    // be read after the lock is granted, with what its last holder committed
    const p = await s.newPlayerWithProfile('Drill3');
    const due = s.clock.now() + 60_000;
    await schedule(p.profileId, 'training', { kind: 'training', unitId: 'ranger', count: 5 }, due);
    s.clock.set(due + 1);
    const commit = Promise.withResolvers<void>();
    const applied = Promise.withResolvers<void>();
    // another settle (the job, another tab) applies the batch and has not committed yet
    const first = s.db.transaction().execute(async (trx) => {
      await lockAndSettleProfile(trx, p.profileId, s.clock.now());
      applied.resolve();
      await commit.promise;
    });
    await applied.promise;
    const read = s.gql(BASE, {}, p.token);
    await waitFor('the read waiting for the base lock', async () => {
      const [w] =
        await s.sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
      return (w?.n ?? 0) > 0 ? true : null;
    });
    commit.resolve();
    await first;
    const r = await read;
    expect(r.errors).toBeUndefined();
    expect(count(r.data!.base.units, 'ranger')).toBe(5);
    expect((await baseOf(p.profileId)).units.ranger).toBe(5);
  });
});

/** Bases on one row of the map: the attacker at x, others east of it, each with a garrison and a fast world. */
async function place(tag: string, dx: number, home: { x: number; y: number }, units: Record<string, number>) {
  const p = await s.newPlayerWithProfile(`${tag}`);
  await s.db
    .updateTable('bases')
    .set({
      x: home.x + dx,
      y: home.y,
      units,
      buildings: {
        'command-center': 3,
        'recovery-bay': 1,
        'resource-depot': 1,
        'hydroponic-farm': 1,
        'steel-foundry': 1,
        'energy-plant': 1,
      },
    } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return { ...p, at: { x: home.x + dx, y: home.y } };
}

describe('the lock set keeps growing', () => {
  beforeAll(() =>
    registerTimelineKinds([
      { kind: 'test-link', payload: z.object({ n: z.number() }), apply: async ({ state }) => ({ state }) },
    ]),
  );

  test('a chain of nine bases, each due event tying one more base to the last, is locked in id order and applied once', async () => {
    // bases sorted from the highest id down: the event on each writes to the one before it, so
    // settling the highest finds one more (lower) base every round
    const players = await Promise.all(Array.from({ length: 9 }, (_, i) => s.newPlayerWithProfile(`Link${i}`)));
    const ids = (await Promise.all(players.map((p) => baseOf(p.profileId))))
      .map((b) => b.id)
      .sort()
      .reverse();
    const t0 = s.clock.now();
    const events = await s.db.transaction().execute(async (trx) => {
      await lockAndSettleMany(trx, ids, t0);
      const out = [];
      for (let i = 1; i < ids.length; i++)
        out.push(
          await scheduleEvent(trx, {
            baseId: ids[i] as string,
            kind: 'test-link',
            payload: { n: i },
            startsAt: t0,
            dueAt: t0 + 1000 + i,
            touches: [ids[i - 1] as string],
          }),
        );
      return out;
    });
    const before = outOfOrderLocks();
    const settled = await s.db
      .transaction()
      .execute(async (trx) => (await lockAndSettle(trx, ids[0] as string, t0 + 5000)) !== null);
    expect(settled).toBe(true);
    expect(outOfOrderLocks() - before).toBe(0);
    const rows = await s.db
      .selectFrom('timeline_events')
      .select(['id', 'applied_at'])
      .where(
        'id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    expect(rows.filter((r) => r.applied_at !== null)).toHaveLength(8);
  }, 120_000);

  test("bases the caller reads under the locks (a rally's members, joining meanwhile) are held too, in id order", async () => {
    const players = await Promise.all(Array.from({ length: 4 }, (_, i) => s.newPlayerWithProfile(`Muster${i}`)));
    const ids = (await Promise.all(players.map((p) => baseOf(p.profileId)))).map((b) => b.id).sort();
    // the highest is asked for; each read under the locks names one more, lower base (a member who joined since)
    let reads = 0;
    const before = outOfOrderLocks();
    const held = await s.db.transaction().execute(async (trx) => {
      const bases = await lockAndSettleMany(trx, [ids[3] as string], s.clock.now(), {
        alsoHold: async () => ids.slice(Math.max(0, 2 - reads++), 3),
      });
      return [...bases.keys()].sort();
    });
    expect(held).toEqual(ids);
    expect(reads).toBe(4);
    expect(outOfOrderLocks() - before).toBe(0);
  }, 120_000);
});

describe('across bases', () => {
  test('a fleet overdue home is home: the attacker reads its base with no worker running and finds its fleet back, and a raid due later on it meets that fleet', async () => {
    const a = await s.newPlayerWithProfile('Raider7');
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 300, cruiser: 50 } } as never)
      .where('profile_id', '=', a.profileId)
      .execute();
    const home = (await s.gql(BASE, {}, a.token)).data!.base;
    const d = await place('Keeper7', 1, home, { ranger: 5 });
    const c = await place('Later7', 9, home, { interceptor: 40 });
    const out = (
      await s.gql(
        SEND,
        {
          ...d.at,
          u: [
            { type: 'interceptor', count: 300 },
            { type: 'cruiser', count: 50 },
          ],
        },
        a.token,
      )
    ).data!.sendUnits;
    const back = out.arrivesAt + (out.arrivesAt - s.clock.now());
    // a raid on the attacker's base that lands after its fleet is due home
    const late = (await s.gql(SEND, { ...home, u: [{ type: 'interceptor', count: 40 }] }, c.token)).data!.sendUnits;
    expect(late.arrivesAt).toBeGreaterThan(back);

    // the worker is far behind: nothing has run. Only the job of the later raid, on the attacker's base
    s.clock.set(late.arrivesAt);
    const { id: aBase } = await baseOf(a.profileId);
    const lateEvent = await s.db
      .selectFrom('timeline_events')
      .select('id')
      .where('base_id', '=', aBase)
      .where('applied_at', 'is', null)
      .executeTakeFirstOrThrow();
    await settleJob(aBase, String(lateEvent.id));

    // the raid on the keeper was fought at its time, the fleet came home before the later raid landed and fought it
    const reports = (await s.gql('{ reports { kind data } }', {}, c.token)).data!.reports.map((r: { data: string }) =>
      JSON.parse(r.data),
    );
    const fight = reports.find((r: { role?: string }) => r.role === 'attack');
    expect(fight.input.defender.host.units.interceptor ?? 0).toBeGreaterThan(0);
    const units = (await s.gql(BASE, {}, a.token)).data!.base.units;
    expect(count(units, 'interceptor')).toBeGreaterThan(0);
    expect((await s.gql('{ getMapMarches { id status } }', {}, a.token)).data!.getMapMarches).toEqual([]);
  });

  test('the attacker’s view does not wait for the defender’s settle: a read after the return time shows the fleet home', async () => {
    const a = await s.newPlayerWithProfile('Raider8');
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 300, cruiser: 50 } } as never)
      .where('profile_id', '=', a.profileId)
      .execute();
    const home = (await s.gql(BASE, {}, a.token)).data!.base;
    const d = await place('Keeper8', 2, home, { ranger: 5 });
    const out = (
      await s.gql(
        SEND,
        {
          ...d.at,
          u: [
            { type: 'interceptor', count: 300 },
            { type: 'cruiser', count: 50 },
          ],
        },
        a.token,
      )
    ).data!.sendUnits;
    s.clock.set(out.arrivesAt + (out.arrivesAt - s.clock.now()) + 1000);
    // no job has run: the attacker's read settles the keeper's arrival first, then its own return
    const units = (await s.gql(BASE, {}, a.token)).data!.base.units;
    expect(count(units, 'interceptor') + count(units, 'cruiser')).toBeGreaterThan(0);
    expect((await s.gql('{ getMapMarches { id } }', {}, a.token)).data!.getMapMarches).toEqual([]);
    expect((await s.gql('{ reports { kind } }', {}, d.token)).data!.reports).toHaveLength(1);
  });
});

describe('failures are isolated', () => {
  let explode = true;
  let applied = 0;
  const volatile: TimelineHandler = async ({ state }) => {
    if (explode) throw new Error('reactor breach');
    applied++;
    return { state };
  };
  beforeAll(() =>
    registerTimelineKinds([{ kind: 'test-volatile', payload: z.object({ n: z.number() }), apply: volatile }]),
  );

  test('a handler that throws parks its event; the base still answers and its later events apply; /control lists it; retry applies it once; discard removes one', async () => {
    const p = await s.newPlayerWithProfile('Fragile1');
    const t0 = s.clock.now();
    const bad = await schedule(p.profileId, 'test-volatile', { n: 1 }, t0 + 1000);
    const worse = await schedule(p.profileId, 'test-volatile', { n: 2 }, t0 + 1500);
    await schedule(p.profileId, 'training', { kind: 'training', unitId: 'ranger', count: 3 }, t0 + 2000);
    const rangers = count((await s.gql(BASE, {}, p.token)).data!.base.units, 'ranger');
    await s.runDueJobs(t0 + 3000);

    const read = await s.gql(BASE, {}, p.token);
    expect(read.errors).toBeUndefined();
    expect(count(read.data!.base.units, 'ranger')).toBe(rangers + 3);

    const admin = await s.adminToken();
    const health = (await s.gql(HEALTH, {}, admin)).data!.adminTimelineHealth;
    expect(health.parked).toBe(2);
    expect(health.parkedEvents.map((e: { id: string }) => e.id).sort()).toEqual([bad.id, worse.id].sort());
    expect(health.parkedEvents[0]).toMatchObject({ kind: 'test-volatile', attempts: 1 });
    expect(health.parkedEvents[0].error).toContain('reactor breach');
    expect(health.lastError).toContain('reactor breach');
    // players may not touch it
    expect(
      (await s.gql('mutation($id:ID!){ adminRetryTimelineEvent(eventId:$id){ outcome } }', { id: bad.id }, p.token))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_AUTHORIZED');

    // still broken: it stays parked with a second attempt
    const again = await s.gql(
      'mutation($id:ID!){ adminRetryTimelineEvent(eventId:$id){ outcome error } }',
      { id: bad.id },
      admin,
    );
    expect(again.data!.adminRetryTimelineEvent).toMatchObject({ outcome: 'parked' });
    explode = false;
    const ok = await s.gql(
      'mutation($id:ID!){ adminRetryTimelineEvent(eventId:$id){ outcome } }',
      { id: bad.id },
      admin,
    );
    expect(ok.data!.adminRetryTimelineEvent.outcome).toBe('applied');
    expect(applied).toBe(1);
    // applied once: a second retry finds nothing to do, and settles apply nothing more
    expect(
      (await s.gql('mutation($id:ID!){ adminRetryTimelineEvent(eventId:$id){ outcome } }', { id: bad.id }, admin))
        .errors?.[0]?.message,
    ).toBe('This event is not waiting any more');
    await s.gql(BASE, {}, p.token);
    expect(applied).toBe(1);

    const gone = await s.gql(
      'mutation($id:ID!){ adminDiscardTimelineEvent(eventId:$id){ outcome } }',
      { id: worse.id },
      admin,
    );
    expect(gone.data!.adminDiscardTimelineEvent.outcome).toBe('discarded');
    expect(
      await s.db
        .selectFrom('timeline_events')
        .select('id')
        .where('id', '=', worse.id as never)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(applied).toBe(1);
    expect((await s.gql(HEALTH, {}, admin)).data!.adminTimelineHealth.parked).toBe(0);
    const audit = await s.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'like', 'timeline-%')
      .execute();
    expect(audit.map((r) => r.action).sort()).toEqual(['timeline-discard', 'timeline-retry', 'timeline-retry']);
  });

  test('an event kind nobody declared is refused when scheduled, and parked when met on a timeline', async () => {
    const p = await s.newPlayerWithProfile('Fragile2');
    await expect(schedule(p.profileId, 'no-such-kind', {}, s.clock.now() + 1000)).rejects.toThrow(
      /unknown timeline event kind/,
    );
    await expect(
      schedule(p.profileId, 'training', { kind: 'training', unitId: 'dragon', count: 3 }, s.clock.now() + 1000),
    ).rejects.toThrow(/does not match its schema/);
    // rows written by an older version, or by hand
    const { id } = await baseOf(p.profileId);
    const due = new Date(s.clock.now() + 1000);
    await s.db
      .insertInto('timeline_events')
      .values([
        { base_id: id, kind: 'no-such-kind', payload: {}, starts_at: due, due_at: due },
        {
          base_id: id,
          kind: 'training',
          payload: { kind: 'training', unitId: 'ranger', count: -5 },
          starts_at: due,
          due_at: due,
        },
      ] as never)
      .execute();
    const rangers = count((await s.gql(BASE, {}, p.token)).data!.base.units, 'ranger');
    s.clock.set(due.getTime() + 1);
    const read = await s.gql(BASE, {}, p.token);
    expect(count(read.data!.base.units, 'ranger')).toBe(rangers);
    const parked = await s.db
      .selectFrom('timeline_events')
      .select(['kind', 'last_error'])
      .where('base_id', '=', id)
      .where('parked_at', 'is not', null)
      .orderBy('id')
      .execute();
    expect(parked.map((r) => r.kind)).toEqual(['no-such-kind', 'training']);
    expect(parked[0]?.last_error).toMatch(/unknown timeline event kind/);
    expect(parked[1]?.last_error).toMatch(/does not match its schema/);
  });

  test('the sweep settles every overdue base even when one of them cannot be settled', async () => {
    const players = await Promise.all(['Sweep1', 'Sweep2', 'Sweep3', 'Sweep4'].map((n) => s.newPlayerWithProfile(n)));
    const t0 = s.clock.now();
    for (const p of players)
      await schedule(p.profileId, 'training', { kind: 'training', unitId: 'ranger', count: 2 }, t0 + 1000);
    const ids = (await Promise.all(players.map((p) => baseOf(p.profileId)))).map((b) => b.id).sort();
    // the first base the sweep meets cannot be written (as a corrupt row or a broken constraint would)
    const poisoned = ids[0] as string;
    await s.sql.unsafe(
      `alter table bases add constraint poisoned check (id <> '${poisoned}' or version < 0) not valid`,
    );
    try {
      s.clock.set(t0 + 120_000);
      // the jobs were lost (a killed worker): only the sweep is left
      await s.sql`delete from graphile_worker._private_jobs`;
      await expect((tasks()['timeline/sweep'] as (p: unknown) => Promise<void>)({ graceMs: 0 })).rejects.toThrow(
        /1 base\(s\) could not be settled/,
      );
      const left = await s.db
        .selectFrom('timeline_events')
        .select('base_id')
        .where('applied_at', 'is', null)
        .where('base_id', 'in', ids)
        .execute();
      expect(left.map((r) => r.base_id)).toEqual([poisoned]);
    } finally {
      await s.sql.unsafe('alter table bases drop constraint poisoned');
    }
  });
});

describe('one clock', () => {
  test('a settle job that runs before its event is due by the engine’s clock comes back at the due time instead of finishing with nothing done', async () => {
    const p = await s.newPlayerWithProfile('Clock1');
    const due = s.clock.now() + 60_000;
    const e = await schedule(p.profileId, 'training', { kind: 'training', unitId: 'ranger', count: 4 }, due);
    const { id } = await baseOf(p.profileId);
    const rangers = count((await s.gql(BASE, {}, p.token)).data!.base.units, 'ranger');
    // the database's clock is ahead: graphile-worker hands out the job a minute early
    await settleJob(id, e.id);
    const job = await s.sql`select run_at from graphile_worker.jobs where key = ${`timeline:${e.id}`}`;
    expect(job).toHaveLength(1);
    expect(new Date(job[0]!.run_at).getTime()).toBe(due);
    await s.runDueJobs(due);
    expect(count((await s.gql(BASE, {}, p.token)).data!.base.units, 'ranger')).toBe(rangers + 4);
  });
});

describe('/control sees how late events apply', () => {
  test('the applied-late figures come from the latest applied events', async () => {
    const p = await s.newPlayerWithProfile('Late1');
    const t0 = s.clock.now();
    await schedule(p.profileId, 'training', { kind: 'training', unitId: 'ranger', count: 1 }, t0 + 1000);
    // applied 4 s late by a read
    s.clock.set(t0 + 5000);
    await s.gql(BASE, {}, p.token);
    const h = (await s.gql(HEALTH, {}, await s.adminToken())).data!.adminTimelineHealth;
    expect(h.appliedSample).toBeGreaterThan(0);
    expect(h.lateP99Ms).toBeGreaterThanOrEqual(4000);
  });
});

describe('retention', () => {
  test('applied events older than a week are pruned by the daily job; pending, parked and recent ones stay', async () => {
    const p = await s.newPlayerWithProfile('Prune1');
    const { id } = await baseOf(p.profileId);
    const now = s.clock.now();
    const day = 24 * 3_600_000;
    const at = (ms: number) => new Date(now - ms);
    const rows = await s.db
      .insertInto('timeline_events')
      .values([
        {
          base_id: id,
          kind: 'training',
          payload: { kind: 'training', unitId: 'ranger', count: 1 },
          starts_at: at(9 * day),
          due_at: at(8 * day),
          applied_at: at(8 * day),
        },
        {
          base_id: id,
          kind: 'training',
          payload: { kind: 'training', unitId: 'ranger', count: 1 },
          starts_at: at(2 * day),
          due_at: at(day),
          applied_at: at(day),
        },
        {
          base_id: id,
          kind: 'no-such-kind',
          payload: {},
          starts_at: at(9 * day),
          due_at: at(8 * day),
          parked_at: at(8 * day),
          last_error: 'x',
        },
        {
          base_id: id,
          kind: 'training',
          payload: { kind: 'training', unitId: 'ranger', count: 1 },
          starts_at: at(0),
          due_at: new Date(now + day),
        },
      ] as never)
      .returning(['id'])
      .execute();
    await (tasks()['timeline/prune'] as (p: unknown) => Promise<void>)({});
    const left = await s.db
      .selectFrom('timeline_events')
      .select('id')
      .where('base_id', '=', id)
      .orderBy('id')
      .execute();
    expect(left.map((r) => String(r.id))).toEqual(rows.slice(1).map((r) => String(r.id)));
  });
});
