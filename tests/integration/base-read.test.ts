/**
 * Reading the base without a lock (docs/decisions/036): with nothing due on it, a read
 * takes no lock — a command holding the base does not hold up its owner's other tabs — and shows
 * exactly what a settle under the lock would; with an event due (its own, or another base's that
 * writes to it) the read settles under the locks as before, so nothing is shown that is not so.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseView } from '../../src/modules/bases/view.ts';
import { lockAndSettleMany, lockAndSettleProfile } from '../../src/kernel/index.ts';
import { scheduleEvent } from '../../src/platform/timeline.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const BASE =
  '{ base { units { type count } queue { id kind dueAt } snapshot { amounts { food steel energy } settledAt } } }';
const baseIdOf = async (profileId: string) =>
  (await s.db.selectFrom('bases').select('id').where('profile_id', '=', profileId).executeTakeFirstOrThrow())
    .id as string;

/** Holds these bases' row locks in a transaction of its own until `release()` is called. */
async function holdLocks(baseIds: string[]) {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let held!: () => void;
  const holding = new Promise<void>((r) => {
    held = r;
  });
  const done = s.db.transaction().execute(async (trx) => {
    await sql`select id from bases where id = any(${sql.raw(`'{${baseIds.join(',')}}'::uuid[]`)}) order by id for no key update`.execute(
      trx,
    );
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

/** Sessions of this database waiting on a lock right now. */
const lockWaiters = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
        s.db,
      )
    ).rows[0]?.n ?? 0,
  );

/** Waits until `p` settles or some session waits on a lock: which came first. */
async function answeredOrBlocked<T>(p: Promise<T>): Promise<'answered' | 'blocked'> {
  let answered = false;
  void p.then(
    () => (answered = true),
    () => (answered = true),
  );
  for (;;) {
    if (answered) return 'answered';
    if ((await lockWaiters()) > 0) return 'blocked';
    await new Promise((r) => setImmediate(r));
  }
}

async function giveQueue(profileId: string) {
  await s.db
    .updateTable('bases')
    .set({
      buildings: {
        'command-center': 2,
        barracks: 1,
        'hydroponic-farm': 2,
        'steel-foundry': 1,
        'energy-plant': 1,
        'resource-depot': 3,
      },
      resources: { food: 20_000, steel: 20_000, energy: 20_000 },
    } as never)
    .where('profile_id', '=', profileId)
    .execute();
}

describe('a base read', () => {
  test('with nothing due takes no lock: it answers while a command holds the base', async () => {
    const p = await s.newPlayerWithProfile('Peek1');
    await giveQueue(p.profileId);
    const train = await s.gql('mutation{ trainUnits(unitType:"ranger", count:2){ queue { id } } }', {}, p.token);
    expect(train.errors).toBeUndefined();
    const release = await holdLocks([await baseIdOf(p.profileId)]);
    try {
      const read = s.gql(BASE, {}, p.token);
      expect(await answeredOrBlocked(read)).toBe('answered');
      const r = await read;
      expect(r.errors).toBeUndefined();
      // the batch under way is in the queue: the pending events came with the row
      expect(r.data!.base.queue.map((q: { kind: string }) => q.kind)).toContain('training');
    } finally {
      await release();
    }
  });

  test('with its own event due waits for the lock, then shows the event applied', async () => {
    const p = await s.newPlayerWithProfile('Peek2');
    const id = await baseIdOf(p.profileId);
    const due = s.clock.now() + 60_000;
    await s.db.transaction().execute(async (trx) => {
      const b = await lockAndSettleProfile(trx, p.profileId, s.clock.now());
      await scheduleEvent(trx, {
        baseId: b.row.id,
        kind: 'training',
        payload: { kind: 'training', unitId: 'ranger', count: 7 },
        startsAt: s.clock.now(),
        dueAt: due,
      });
    });
    s.clock.set(due + 1);
    const release = await holdLocks([id]);
    const read = s.gql(BASE, {}, p.token);
    expect(await answeredOrBlocked(read)).toBe('blocked');
    await release();
    const r = await read;
    expect(r.data!.base.units.find((u: { type: string }) => u.type === 'ranger')?.count).toBe(7);
    expect(r.data!.base.queue).toEqual([]);
  });

  test("with another base's event due that writes to it waits for the locks too", async () => {
    const a = await s.newPlayerWithProfile('Peek3a');
    const b = await s.newPlayerWithProfile('Peek3b');
    const [idA, idB] = [await baseIdOf(a.profileId), await baseIdOf(b.profileId)];
    const due = s.clock.now() + 60_000;
    await s.db.transaction().execute(async (trx) => {
      await lockAndSettleMany(trx, [idA, idB], s.clock.now());
      // an event on A's timeline that names B as a base it writes to (as a raid's landing does)
      await scheduleEvent(trx, {
        baseId: idA,
        kind: 'training',
        payload: { kind: 'training', unitId: 'ranger', count: 1 },
        startsAt: s.clock.now(),
        dueAt: due,
        touches: [idB],
      });
    });
    // not yet due: B reads freely
    {
      const release = await holdLocks([idA, idB]);
      const read = s.gql(BASE, {}, b.token);
      expect(await answeredOrBlocked(read)).toBe('answered');
      await read;
      await release();
    }
    s.clock.set(due + 1);
    const release = await holdLocks([idA, idB]);
    const read = s.gql(BASE, {}, b.token);
    expect(await answeredOrBlocked(read)).toBe('blocked');
    await release();
    expect((await read).errors).toBeUndefined();
    // B's read settled A's timeline too: the event is applied
    const left = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from timeline_events where base_id = ${idA} and applied_at is null`.execute(s.db)
    ).rows[0]!;
    expect(left.n).toBe(0);
  });

  test('shows exactly what a settle under the lock shows: amounts, rates, boosts, queue', async () => {
    const p = await s.newPlayerWithProfile('Peek4');
    await giveQueue(p.profileId);
    const now = s.clock.now();
    const HOUR = 3_600_000;
    await s.db.transaction().execute(async (trx) => {
      const b = await lockAndSettleProfile(trx, p.profileId, now);
      await scheduleEvent(trx, {
        baseId: b.row.id,
        kind: 'training',
        payload: { kind: 'training', unitId: 'ranger', count: 3 },
        startsAt: now,
        dueAt: now + 10 * HOUR,
      });
      await scheduleEvent(trx, {
        baseId: b.row.id,
        kind: 'building',
        payload: { kind: 'building', buildingId: 'hydroponic-farm', level: 3 },
        startsAt: now,
        dueAt: now + 20 * HOUR,
      });
    });
    // a boost that ends on the way: the amounts change rate in the middle
    await s.db
      .updateTable('bases')
      .set({ boosts: [{ effect: 'food-output', amount: 0.5, endsAt: now + HOUR / 2 }] } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    s.clock.set(now + 2 * HOUR);
    const peeked = await s.gql(BASE, {}, p.token);
    const locked = await s.db
      .transaction()
      .execute(async (trx) => baseView(await lockAndSettleProfile(trx, p.profileId, s.clock.now()), s.clock.now()));
    expect(peeked.data!.base.snapshot.amounts).toEqual({
      food: locked.snapshot.amounts.food,
      steel: locked.snapshot.amounts.steel,
      energy: locked.snapshot.amounts.energy,
    });
    expect(peeked.data!.base.snapshot.settledAt).toBe(locked.snapshot.settledAt);
    expect(peeked.data!.base.queue.map((q: { id: string; dueAt: number }) => [q.id, q.dueAt])).toEqual(
      locked.queue.map((q) => [q.id, q.dueAt]),
    );
    expect(peeked.data!.base.queue).toHaveLength(2);
  });
});
