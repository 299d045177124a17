/**
 * Passive map vision (decision 080): a commander's galactic observatory shows every fleet in flight
 * standing within its radius (src/game visionRadius: as far as its radars) on mapFleets, a
 * stranger's too; nothing beyond it, and nothing without an observatory. A level up widens it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { visionRadius } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => {
  await s?.close();
});

const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';
const FLEETS = '{ mapFleets { id relation commander from { x y } to { x y } } }';
type Seen = { id: string; relation: string; commander: string };

const place = (profileId: string, at: { x: number; y: number }, set: Record<string, unknown> = {}) =>
  s.db
    .updateTable('bases')
    .set({ x: at.x, y: at.y, ...set } as never)
    .where('profile_id', '=', profileId)
    .execute();
const observatory = (profileId: string, level: number) =>
  s.db
    .updateTable('bases')
    .set({ buildings: { 'command-center': 5, 'galactic-observatory': level } } as never)
    .where('profile_id', '=', profileId)
    .execute();

describe('the observatory’s passive vision', () => {
  test('a stranger’s raid inside the radius shows, one outside does not; none without an observatory; a level up widens it', async () => {
    const reader = await s.newPlayerWithProfile('Watcher1');
    const home = (await s.gql('{ base { x y } }', {}, reader.token)).data!.base as { x: number; y: number };
    const dir = home.x < 100 ? 1 : -1;
    const dy = home.y < 100 ? 3 : -3;
    // two raids between strangers, flying along a row: one 5 to 7 cells off, one 14 to 15
    const raid = async (tag: string, from: number, to: number) => {
      const a = await s.newPlayerWithProfile(`Seen${tag}`);
      const d = await s.newPlayerWithProfile(`Hit${tag}`);
      await place(a.profileId, { x: home.x + dir * from, y: home.y + dy }, { units: { interceptor: 50 } });
      await place(d.profileId, { x: home.x + dir * to, y: home.y + dy }, { units: { guardian: 1 } });
      const sent = await s.gql(
        SEND,
        { x: home.x + dir * to, y: home.y + dy, u: [{ type: 'interceptor', count: 50 }] },
        a.token,
      );
      expect(sent.errors).toBeUndefined();
      return sent.data!.sendUnits.id as string;
    };
    const near = await raid('Near1', 5, 7);
    const far = await raid('Far1', 14, 15);
    const seen = async () =>
      ((await s.gql(FLEETS, {}, reader.token)).data!.mapFleets as Seen[])
        .filter((f) => f.id === near || f.id === far)
        .map(({ id, relation, commander }) => ({ id, relation, commander }));

    // no observatory: a stranger's fleet between strangers is not the reader's to see
    expect(await seen()).toEqual([]);
    // level 1 sees 12 cells each way: the near raid, not the far one
    expect(visionRadius(1)).toBe(12);
    await observatory(reader.profileId, 1);
    expect(await seen()).toEqual([{ id: near, relation: 'neutral', commander: 'SeenNear1' }]);
    // level 2 sees 16: both
    await observatory(reader.profileId, 2);
    expect((await seen()).map((f) => f.id).sort()).toEqual([near, far].sort());
  });

  test('a fleet is seen where it stands now: one that flew out of the radius is no longer shown', async () => {
    const reader = await s.newPlayerWithProfile('Watcher2');
    await observatory(reader.profileId, 1);
    const home = (await s.gql('{ base { x y } }', {}, reader.token)).data!.base as { x: number; y: number };
    const dir = home.x < 100 ? 1 : -1;
    const dy = home.y < 100 ? -4 : 4;
    const a = await s.newPlayerWithProfile('Leaver2');
    const d = await s.newPlayerWithProfile('Target2');
    // from 10 cells off to 40: in sight at first, out of it most of the way
    await place(a.profileId, { x: home.x + dir * 10, y: home.y + dy }, { units: { interceptor: 20 } });
    await place(d.profileId, { x: home.x + dir * 40, y: home.y + dy }, { units: { guardian: 1 } });
    const sent = (
      await s.gql(SEND, { x: home.x + dir * 40, y: home.y + dy, u: [{ type: 'interceptor', count: 20 }] }, a.token)
    ).data!.sendUnits as { id: string; arrivesAt: number };
    const shows = async () =>
      ((await s.gql(FLEETS, {}, reader.token)).data!.mapFleets as Seen[]).some((f) => f.id === sent.id);
    expect(await shows()).toBe(true);
    // half way (25 cells off) it is beyond the 12 cells
    s.clock.set(Math.floor((s.clock.now() + sent.arrivesAt) / 2));
    expect(await shows()).toBe(false);
  });
});
