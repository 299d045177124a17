import { expect, test } from 'vitest';
import { SITTER_COMMANDS } from '../game/index.ts';
import { BotClient } from './client.ts';
import { mutationField, SITTER_MUTATIONS, sitterMaySend } from './sitting.ts';

const stats = { record: () => {} } as never;
const rng = { next: () => 0.5 } as never;

test('a sitting bot sends reads and the allowed commands, never an attack, a convoy or a credit spend', async () => {
  const sent: { body: string; sitAs: string | null }[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    sent.push({ body: String(init.body), sitAs: (init.headers as Record<string, string>)['x-sit-as'] ?? null });
    return new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
  }) as typeof fetch;
  try {
    const c = new BotClient({ url: 'http://game', stats, rng });
    c.sitAs = 'owner-id';
    await c.call('base', '{ base { id } }');
    await c.call('up', 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ id } }', { b: 'steel-foundry' });
    const refused = await c.call('raid', 'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[]){ id } }');
    await c.call('convoy', 'mutation { sendConvoy(cargo:[], to:"X"){ id } }');
    await c.call('queue', 'mutation { buyExtraQueue(kind:"building"){ id } }');
    expect(refused).toMatchObject({ kind: 'refused', code: 'SITTER_CANNOT' });
    expect(sent.map((s) => mutationField(JSON.parse(s.body).query) ?? 'read')).toEqual([
      'read',
      'startBuildingUpgrade',
    ]);
    expect(sent.every((s) => s.sitAs === 'owner-id')).toBe(true);
  } finally {
    globalThis.fetch = real;
  }
});

test("the bots' list is inside the server's allow-list, fleets left out", () => {
  expect(SITTER_MUTATIONS.size).toBeLessThan(Object.keys(SITTER_COMMANDS).length);
  expect(sitterMaySend('mutation { scout(x:1,y:2){ id } }')).toBe(false);
  expect(sitterMaySend('{ sittingSeats { ownerId } }')).toBe(true);
});
