/** Alliances and commanders for the diplomacy and war-room tests: bases side by side, fleets ready. */
import { expect } from 'vitest';
import type { TestStack } from '../support/stack.ts';

export type Units = Record<string, number>;
export type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
export const list = (u: Units) => Object.entries(u).map(([type, count]) => ({ type, count }));
export const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
export const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind status arrivesAt departsAt } }';
export const RELATIONS = '{ allianceRelations { id kind status alliance { id tag } } }';
export const PROPOSE =
  'mutation($a:ID!,$k:RelationKind!){ proposeAllianceRelation(allianceId:$a,kind:$k){ id kind status } }';
export const ACCEPT = 'mutation($r:ID!){ acceptAllianceRelation(relationId:$r){ id kind status } }';
export const END = 'mutation($r:ID!){ endAllianceRelation(relationId:$r) }';
export const PACT_REFUSAL = 'Your alliances have a non-aggression pact: no attacks between their members';

export function helpers(s: TestStack) {
  async function commander(name: string, units: Units = {}): Promise<Player> {
    const p = await s.newPlayerWithProfile(name);
    const row = await s.db
      .selectFrom('bases')
      .select(['id', 'buildings'])
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    await s.db
      .updateTable('bases')
      .set({
        units,
        buildings: {
          ...(row.buildings as object),
          'command-center': 8,
          'alliance-embassy': 3,
          'intelligence-agency': 3,
        },
      } as never)
      .where('id', '=', row.id)
      .execute();
    return p;
  }
  /** An alliance led by `lead` with `others` as members; its id. */
  async function alliance(tag: string, lead: Player, others: Player[] = []) {
    const made = await s.gql(
      'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
      { n: `Accord ${tag}`, t: tag },
      lead.token,
    );
    expect(made.errors).toBeUndefined();
    const id = made.data!.createAlliance.alliance.id as string;
    for (const o of others)
      await s.db
        .insertInto('alliance_members' as never)
        .values({
          profile_id: o.profileId,
          alliance_id: id,
          role: 'member',
          joined_at: new Date(s.clock.now()),
        } as never)
        .execute();
    return id;
  }
  const base = async (p: Player) =>
    (await s.gql('{ base { id x y units { type count } } }', {}, p.token)).data!.base as {
      id: string;
      x: number;
      y: number;
      units: { type: string; count: number }[];
    };
  /** Puts `p`'s base on a free cell `dx` east of `anchor`'s. */
  async function besides(p: Player, anchor: Player, dx = 1) {
    const a = await base(anchor);
    for (let d = dx; d < dx + 30; d++) {
      const c = { x: a.x + d, y: a.y };
      const taken = await s.db
        .selectFrom('bases')
        .select('id')
        .where('x', '=', c.x)
        .where('y', '=', c.y)
        .executeTakeFirst();
      if (taken) continue;
      await s.db
        .updateTable('bases')
        .set(c as never)
        .where('profile_id', '=', p.profileId)
        .execute();
      return c;
    }
    throw new Error('no free cell');
  }
  /** A pact (or an alliance) proposed by `a`'s leader and accepted by `b`'s; the relation's id. */
  async function agree(a: Player, b: Player, bAlliance: string, kind: 'pact' | 'ally') {
    const p = await s.gql(PROPOSE, { a: bAlliance, k: kind }, a.token);
    expect(p.errors).toBeUndefined();
    const r = await s.gql(ACCEPT, { r: p.data!.proposeAllianceRelation.id }, b.token);
    expect(r.data!.acceptAllianceRelation).toMatchObject({ kind, status: 'in-force' });
    return p.data!.proposeAllianceRelation.id as string;
  }
  const reports = async (p: Player) =>
    ((await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports as { kind: string; data: string }[]).map(
      (r) => ({ kind: r.kind, data: JSON.parse(r.data) }),
    );
  const count = (u: { type: string; count: number }[], type: string) => u.find((x) => x.type === type)?.count ?? 0;
  return { commander, alliance, base, besides, agree, reports, count };
}
