/** A bot refused by the bash limit or strength protection (decision 067) sets that base aside and raids another. */
import { expect, test } from 'vitest';
import { createRng } from '../../game/index.ts';
import type { Ctx } from './context.ts';
import { raidPlayer } from './raid-player.ts';

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
