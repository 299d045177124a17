/**
 * The worker killed with SIGKILL in the middle of draining the timeline, then restarted: every
 * event is applied exactly once, in order, and each base ends where the pure rules say.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Completion, newBase, settleBase } from '../../src/game/index.ts';
import { lockAndSettleMany } from '../../src/modules/bases/index.ts';
import { scheduleEvent } from '../../src/platform/timeline.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

function startWorker() {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: s.url };
  delete env.VITEST;
  return spawn('bun', ['src/server/worker.ts'], { env, stdio: 'ignore' });
}

const pendingCount = async () =>
  Number((await s.sql`select count(*)::int as n from timeline_events where applied_at is null`)[0]?.n);

test('SIGKILL mid-drain, then two workers at once: nothing lost or duplicated', async () => {
  const players = await Promise.all(['Crash1', 'Crash2', 'Crash3'].map((n) => s.newPlayerWithProfile(n)));
  const bases = await s.db.selectFrom('bases').select(['id', 'profile_id', 'settled_at', 'resources']).execute();
  const t0 = Date.now();
  const plan: Record<string, { id: string; dueAt: number; payload: Completion }[]> = {};
  await s.db.transaction().execute(async (trx) => {
    // events are written under their bases' locks, as every module writes them
    await lockAndSettleMany(
      trx,
      bases.map((b) => b.id),
      t0,
    );
    for (const [i, b] of bases.entries()) {
      plan[b.id] = [];
      // training batches: applied twice, they would show as extra units
      const steps: Completion[] = [
        { kind: 'building', buildingId: 'hydroponic-farm', level: 2 },
        { kind: 'training', unitId: 'ranger', count: 3 },
        { kind: 'building', buildingId: 'steel-foundry', level: 2 },
        { kind: 'training', unitId: 'ranger', count: 5 },
        { kind: 'training', unitId: 'guardian', count: 7 },
        { kind: 'building', buildingId: 'barracks', level: 1 },
      ];
      for (const [j, payload] of steps.entries()) {
        const dueAt = t0 + 400 + j * 250 + i * 30;
        const e = await scheduleEvent(trx, { baseId: b.id, kind: payload.kind, payload, startsAt: t0, dueAt });
        plan[b.id]?.push({ id: e.id, dueAt, payload });
      }
    }
  });
  expect(await pendingCount()).toBe(18);

  const first = startWorker();
  // let it work through part of the timeline, then kill it without warning
  for (let i = 0; i < 100 && (await pendingCount()) > 12; i++) await new Promise((r) => setTimeout(r, 50));
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  const left = await pendingCount();
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(18); // it was killed mid-drain, not before it started

  // two workers at once finish the drain: the base row lock keeps each event to one application
  const restarted = [startWorker(), startWorker()];
  try {
    for (let i = 0; i < 200 && (await pendingCount()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await pendingCount()).toBe(0);
  } finally {
    for (const w of restarted) {
      w.kill('SIGTERM');
      await new Promise((r) => w.once('exit', r));
    }
  }

  for (const b of bases) {
    const row = await s.db.selectFrom('bases').selectAll().where('id', '=', b.id).executeTakeFirstOrThrow();
    const events = await s.db
      .selectFrom('timeline_events')
      .select(['id', 'applied_at'])
      .where('base_id', '=', b.id)
      .orderBy('due_at')
      .execute();
    expect(events.every((e) => e.applied_at !== null)).toBe(true);
    // the base ends exactly where the pure rules put it, settled up to its last settle time
    const start = {
      ...newBase(new Date(b.settled_at).getTime()),
      resources: { ...newBase(0).resources, ...(b.resources as object) },
    };
    const expected = settleBase(start, plan[b.id] ?? [], new Date(row.settled_at).getTime()).state;
    expect(row.buildings).toEqual(expected.buildings);
    expect(row.units).toEqual(expected.units);
    expect(expected.units).toMatchObject({ ranger: 8, guardian: 7 });
    expect((row.resources as Record<string, number>).food).toBe(expected.resources.food);
    expect((row.resources as Record<string, number>).steel).toBe(expected.resources.steel);
  }
  expect(players).toHaveLength(3);
}, 60_000);
