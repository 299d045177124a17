/**
 * The worker killed with SIGKILL in the middle of draining the timeline, then restarted: every
 * event is applied exactly once, in order, and each base ends where the pure rules say.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Completion, newBase, settleBase } from '../../src/game/index.ts';
import { lockAndSettleMany } from '../../src/kernel/index.ts';
import { scheduleEvent } from '../../src/platform/timeline.ts';
import { waitFor } from '../support/processes.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

/** A worker process, and a promise that it has started (it says 'worker running'). */
function startWorker() {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: s.url };
  delete env.VITEST;
  const child = spawn('bun', ['src/server/worker.ts'], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  const running = new Promise<void>((resolve) =>
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('worker running')) resolve();
    }),
  );
  return Object.assign(child, { running });
}

const pendingCount = async () =>
  Number((await s.sql`select count(*)::int as n from timeline_events where applied_at is null`)[0]?.n);

test('SIGKILL mid-drain, then two workers at once: nothing lost or duplicated', async () => {
  const players = await Promise.all(['Crash1', 'Crash2', 'Crash3'].map((n) => s.newPlayerWithProfile(n)));
  const bases = await s.db.selectFrom('bases').select(['id', 'profile_id', 'settled_at', 'resources']).execute();
  // the worker is up before the timeline is written, so the drain starts while events are still to
  // come, however long a loaded machine takes to start a process
  const first = startWorker();
  await first.running;
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
        const dueAt = t0 + 400 + j * 500 + i * 30;
        const e = await scheduleEvent(trx, { baseId: b.id, kind: payload.kind, payload, startsAt: t0, dueAt });
        plan[b.id]?.push({ id: e.id, dueAt, payload });
      }
    }
  });
  // (the worker may already be applying the first: count them all)
  expect(Number((await s.sql`select count(*)::int as n from timeline_events`)[0]?.n)).toBe(18);

  // let it work through part of the timeline, then kill it without warning
  await waitFor('the worker to apply some of the timeline', async () => (await pendingCount()) <= 12, 60_000);
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  const left = await pendingCount();
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(18); // it was killed mid-drain, not before it started

  // two workers at once finish the drain: the base row lock keeps each event to one application
  const restarted = [startWorker(), startWorker()];
  try {
    await waitFor('the two workers to finish the drain', async () => (await pendingCount()) === 0, 60_000, 100);
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
}, 240_000);
