/**
 * A leader bot's diplomacy (decision 070): it accepts a pact or an alliance asked of it, and now
 * and then offers a pact to another alliance. Bots raid only pirates, so a pact never trips them;
 * their scouts and rallies leave pact partners alone too (the server would refuse a rally).
 */
import type { Ctx } from './context.ts';

interface Relation {
  id: string;
  kind: string;
  status: string;
  alliance: { id: string };
}

export async function diplomacy(ctx: Ctx, allianceId: string) {
  const r = await ctx.c.call<{ allianceRelations: Relation[] }>(
    'allianceRelations',
    '{ allianceRelations { id kind status alliance { id } } }',
  );
  if (r.kind !== 'ok' || !r.data) return;
  const asked = r.data.allianceRelations.find((x) => x.status === 'asked' && x.kind !== 'war');
  if (asked) {
    await ctx.c.call('acceptAllianceRelation', 'mutation($r:ID!){ acceptAllianceRelation(relationId:$r){ id } }', {
      r: asked.id,
    });
    return;
  }
  if (ctx.rng.next() > 0.2) return;
  const list = await ctx.c.call<{ alliances: { id: string }[] }>('alliances', '{ alliances { id } }');
  const known = new Set(r.data.allianceRelations.map((x) => x.alliance.id));
  const others = list.data?.alliances.filter((a) => a.id !== allianceId && !known.has(a.id)) ?? [];
  if (!others.length) return;
  const pick = others[ctx.rng.int(0, others.length - 1)]!;
  await ctx.c.call(
    'proposeAllianceRelation',
    'mutation($a:ID!){ proposeAllianceRelation(allianceId:$a, kind:pact){ id } }',
    { a: pick.id },
  );
}
