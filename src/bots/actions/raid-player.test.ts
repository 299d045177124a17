/**
 * A bot refused by the bash limit or strength protection (decision 067) sets that base aside and raids
 * another; it knows the markers (decision 068): ghosts and inactive commanders first, vacationers never,
 * and no messages to commanders who are no longer there.
 */
import { expect, test } from 'vitest';
import { createRng } from '../../game/index.ts';
import { type Ctx, noteMarkers, peer } from './context.ts';
import { raidPlayer, raidPreference } from './raid-player.ts';
import { privateMessage } from './social.ts';

test('a refused base is set aside until the time the refusal names, and the next one is raided instead', async () => {
  const sent: { op: string; x?: number }[] = [];
  const NOW = 1_000_000;
  const c = {
    call: async (op: string, _q: string, v?: { x: number }) => {
      sent.push({ op, x: v?.x });
      if (op === 'getMapMarches') return { kind: 'ok', data: { getMapMarches: [] } };
      if (op === 'sendUnits:raid' && v?.x === 11)
        return { kind: 'refused', code: 'BASH_LIMIT', details: { untilMs: NOW + 5_000 } };
      return { kind: 'ok', data: {} };
    },
  };
  const ctx = {
    c,
    rng: createRng(7),
    now: () => NOW,
    base: { x: 10, y: 10, speed: 1, buildings: [{ id: 'command-center', level: 1 }], research: [] },
    map: [{ x: 11, y: 10, type: 'solar-system', level: 1, own: false, ally: false, owner: 'Near' }],
    mapAt: NOW,
    barred: new Map<string, number>(),
    away: new Map<string, string>(),
    awaySteps: 0,
    notSitters: new Set<string>(),
  } as unknown as Ctx;
  const raidsAt = () => sent.filter((x) => x.op === 'sendUnits:raid').map((x) => x.x);
  // the only base refuses: the bot does not send at it again, and remembers it until the time named
  await raidPlayer(ctx, { interceptor: 10 });
  expect(raidsAt()).toEqual([11]);
  expect(ctx.barred.get('11:10')).toBe(NOW + 5_000);
  // another base comes into view: the next step raids it, never the barred one
  ctx.map.push({ x: 15, y: 10, type: 'solar-system', level: 1, own: false, ally: false, owner: 'Far' });
  sent.length = 0;
  await raidPlayer(ctx, { interceptor: 10 });
  expect(raidsAt()).toEqual([15]);
});

/** A bot's memory and client for the marker tests: every call recorded, every answer ok. */
function botWith(map: { x: number; y: number; owner: string; marker?: string | null }[], peers: string[] = []) {
  const sent: { op: string; v?: Record<string, unknown> }[] = [];
  const c = {
    call: async (op: string, _q: string, v?: Record<string, unknown>) => {
      sent.push({ op, v });
      if (op === 'getMapMarches') return { kind: 'ok', data: { getMapMarches: [] } };
      return { kind: 'ok', data: {} };
    },
  };
  const ctx = {
    c,
    o: { username: 'me', peers: () => peers },
    rng: createRng(11),
    now: () => 1_000_000,
    lastWrite: 0,
    base: { x: 10, y: 10, speed: 1, buildings: [{ id: 'command-center', level: 1 }], research: [] },
    map: map.map((m) => ({ ...m, type: 'solar-system', level: 1, own: false, ally: false })),
    mapAt: 1_000_000,
    barred: new Map<string, number>(),
    away: new Map<string, string>(),
    awaySteps: 0,
    notSitters: new Set<string>(),
  } as unknown as Ctx;
  return { ctx, sent };
}

test('ghosts first, then long inactive, then inactive, then the active, nearest within each; never a base on vacation', async () => {
  expect([raidPreference('ghost'), raidPreference('I'), raidPreference('i'), raidPreference(null)]).toEqual([
    3, 2, 1, 0,
  ]);
  expect(raidPreference('v')).toBeNull();
  const map = [
    { x: 11, y: 10, owner: 'Awake' },
    { x: 12, y: 10, owner: 'Away', marker: 'v' },
    { x: 13, y: 10, owner: 'Dozing', marker: 'i' },
    { x: 16, y: 10, owner: 'Gone', marker: 'ghost' },
    { x: 14, y: 10, owner: 'Asleep', marker: 'I' },
  ];
  const raided: number[] = [];
  for (const without of [
    [],
    ['Gone'],
    ['Gone', 'Asleep'],
    ['Gone', 'Asleep', 'Dozing'],
    ['Gone', 'Asleep', 'Dozing', 'Awake'],
  ]) {
    const { ctx, sent } = botWith(map.filter((m) => !without.includes(m.owner)));
    await raidPlayer(ctx, { interceptor: 10 });
    raided.push(...sent.filter((x) => x.op === 'sendUnits:raid').map((x) => x.v?.x as number));
  }
  // the vacationer at 12 is never tried, not even when it is the only base left
  expect(raided).toEqual([16, 14, 13, 11]);
});

test('commanders last seen inactive or a ghost get no private messages (nor convoys): the map and the board tell', async () => {
  const { ctx, sent } = botWith([], ['me', 'Gone', 'Awake']);
  noteMarkers(ctx, [
    { name: 'Gone', marker: 'ghost' },
    { name: 'Awake', marker: null },
  ]);
  for (let i = 0; i < 6; i++) await privateMessage(ctx);
  expect(new Set(sent.filter((x) => x.op === 'sendPrivateMessage').map((x) => x.v?.u))).toEqual(new Set(['Awake']));
  // the ghost signs in again: its marker is gone from the board, and it hears from the bots again
  noteMarkers(ctx, [{ name: 'Gone', marker: null }]);
  expect(ctx.away.size).toBe(0);
  // everyone away: nobody to write to
  noteMarkers(ctx, [
    { name: 'Gone', marker: 'I' },
    { name: 'Awake', marker: 'i' },
  ]);
  expect(peer(ctx)).toBeNull();
});
