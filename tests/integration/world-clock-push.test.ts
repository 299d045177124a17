/**
 * A world's clock change reaches every open tab of the world (decision 056): when the dilation
 * controller slows or restores a world, the `worldClock` subscription hears the new factor once, on
 * commit, and the `worldClock` query reads it — so the client reads its moved timers again at once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DILATION_TASK, worldClockTopic } from '../../src/modules/worlds/index.ts';
import { enqueue } from '../../src/platform/jobs.ts';
import { publish } from '../../src/platform/pubsub.ts';
import { servers, socket } from '../support/sockets.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
const sv = servers(() => s.services);
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => {
  sv.stopAll();
  await s?.close();
});

const TRAIN = 'mutation($n:Int!){ trainUnits(unitType:"ranger", count:$n){ queue { id dueAt } } }';
type Clock = { dilation: number; since: number | null };

test("a world's clock change is pushed once to its commanders' open tabs, and the query reads it", async () => {
  const p = await s.newPlayerWithProfile('Clocked1');
  await s.db
    .updateTable('bases')
    .set({
      buildings: sql`buildings || '{"barracks":1}'::jsonb`,
      resources: { food: 90_000, steel: 90_000, energy: 90_000 },
    } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  const worldId = (await sql<{ w: string }>`select world_id as w from profiles where id = ${p.profileId}`.execute(s.db))
    .rows[0]!.w;
  expect((await s.gql('{ worldClock { dilation since } }', {}, p.token)).data!.worldClock).toEqual({
    dilation: 1,
    since: null,
  });

  const sock = socket(sv.listen(), p.token);
  const heard: Clock[] = [];
  sock.client.subscribe(
    { query: 'subscription { worldClock { dilation since } }' },
    {
      next: (m) => {
        const c = (m.data as { worldClock?: Clock } | null)?.worldClock;
        if (c) heard.push(c);
      },
      error: () => {},
      complete: () => {},
    },
  );
  await sock.connected;
  // live: a marker on the world's clock topic is heard (since 0: not a change of the controller's)
  await expect
    .poll(
      async () => {
        await s.db
          .transaction()
          .execute((trx) =>
            publish(trx, { topic: worldClockTopic(worldId), kind: 'world-clock', data: { dilation: 1, since: 0 } }),
          );
        return heard.length > 0;
      },
      { interval: 200, timeout: 10_000 },
    )
    .toBe(true);
  const changes = () => heard.filter((c) => c.since !== 0);

  // a batch applies 3 s late: the controller slows the world by a tenth, and the tab hears it once
  const late = (await s.gql(TRAIN, { n: 1 }, p.token)).data!.trainUnits.queue[0];
  s.clock.set(late.dueAt + 3_000);
  await s.runDueJobs(s.clock.now());
  const slowedAt = s.clock.now();
  await enqueue(s.db, DILATION_TASK, {}, { runAt: slowedAt });
  await s.runDueJobs(slowedAt);
  await expect.poll(changes, { timeout: 10_000 }).toEqual([{ dilation: 0.9, since: slowedAt }]);
  expect((await s.gql('{ worldClock { dilation since } }', {}, p.token)).data!.worldClock).toEqual({
    dilation: 0.9,
    since: slowedAt,
  });

  // a minute that kept up: back to normal speed, heard once more; a run that changes nothing is silent
  s.clock.set(slowedAt + 120_000);
  const backAt = s.clock.now();
  await enqueue(s.db, DILATION_TASK, {}, { runAt: backAt });
  await s.runDueJobs(backAt);
  await enqueue(s.db, DILATION_TASK, {}, { runAt: backAt + 60_000 });
  await s.runDueJobs(backAt + 60_000);
  await expect.poll(changes, { timeout: 10_000 }).toEqual([
    { dilation: 0.9, since: slowedAt },
    { dilation: 1, since: backAt },
  ]);
  sock.client.dispose();
});
