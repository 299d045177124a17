/**
 * The evidence ledger: an applied event (a building's level reached) and commands outside the
 * timeline (an admin's grant claimed, an item bought) are each written once, with when, why and what
 * moved; the owner reads their own, paged and filtered by kind and time; support reads anyone's; a
 * player reads nobody else's. An event recorded twice is what the invariant checker calls applied twice.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findViolations } from '../../src/modules/invariants/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let a: { profileId: string; token: string };
let b: { profileId: string; token: string };

const PAGE = `query($k:[String!],$f:DateTime,$t:DateTime,$c:String,$l:Int){ ledger(kinds:$k, from:$f, to:$t, cursor:$c, limit:$l){
  entries { id at kind cause eventId resources { kind amount } units { type count } details } kinds next } }`;

beforeAll(async () => {
  s = await createTestStack();
  a = await s.newPlayerWithProfile('LedgerAlpha');
  b = await s.newPlayerWithProfile('LedgerBravo');
}, 120_000);
afterAll(async () => s?.close());

type Page = { entries: any[]; kinds: string[]; next: string | null };
const page = async (token: string, vars: Record<string, unknown> = {}) => {
  const r = await s.gql<{ ledger: Page }>(PAGE, vars, token);
  expect(r.errors).toBeUndefined();
  return r.data!.ledger;
};

describe('evidence ledger', () => {
  test('a level reached, a grant claimed and an item bought are each written once with what moved', async () => {
    const up = await s.gql(
      'mutation { startBuildingUpgrade(buildingId:"hydroponic-farm"){ queue { id dueAt } } }',
      {},
      a.token,
    );
    expect(up.errors).toBeUndefined();
    const due = Math.max(...(up.data!.startBuildingUpgrade.queue as { dueAt: number }[]).map((q) => Number(q.dueAt)));
    s.clock.set(due + 1000);
    await s.runDueJobs(s.clock.now());

    const admin = await s.adminToken();
    const grant = await s.gql(
      'mutation($p:ID!){ grantReward(profileId:$p, credits:250, items:[], note:"outage") }',
      { p: a.profileId },
      admin,
    );
    expect(grant.errors).toBeUndefined();
    expect((await s.gql('mutation { claimAllRewards { reports } }', {}, a.token)).errors).toBeUndefined();

    const bought = await s.gql('mutation { buyItem(type:"speedup-building-5m", count:1){ type } }', {}, a.token);
    expect(bought.errors).toBeUndefined();

    const all = await page(a.token);
    const purchase = all.entries.find((e) => e.kind === 'purchase');
    expect(purchase?.cause).toBe('speedup-building-5m');
    expect(purchase?.resources[0]).toMatchObject({ kind: 'credits' });
    expect(purchase?.resources[0].amount).toBeLessThan(0);
    const started = all.entries.find((e) => e.kind === 'start:building');
    expect(started?.cause).toBe('hydroponic-farm 2');
    expect(started?.resources.every((r: { amount: number }) => r.amount < 0)).toBe(true);
    const building = all.entries.find((e) => e.kind === 'building');
    expect(building?.cause).toBe('hydroponic-farm 2');
    expect(building?.eventId).toBeTruthy();
    const granted = all.entries.find((e) => e.kind === 'grant');
    expect(granted?.resources).toEqual([{ kind: 'credits', amount: 250 }]);
    expect(JSON.parse(granted.details).reportId).toBeTruthy();
    expect(all.kinds).toEqual(expect.arrayContaining(['building', 'grant']));

    // each applied event once, however many settles ran
    const [dupes] = await s.sql`select count(*)::int as n from (select event_id from ledger_entries
      where event_id is not null group by event_id, base_id having count(*) > 1) d`;
    expect(dupes!.n).toBe(0);
  });

  test('paged newest first, filtered by kind and by time', async () => {
    const first = await page(a.token, { l: 1 });
    expect(first.entries).toHaveLength(1);
    expect(first.next).toBeTruthy();
    const second = await page(a.token, { l: 1, c: first.next });
    expect(second.entries).toHaveLength(1);
    expect(new Date(second.entries[0].at).getTime()).toBeLessThanOrEqual(new Date(first.entries[0].at).getTime());
    expect(second.entries[0].id).not.toBe(first.entries[0].id);

    const grants = await page(a.token, { k: ['grant'] });
    expect(grants.entries.map((e) => e.kind)).toEqual(['grant']);
    const future = await page(a.token, { f: new Date(s.clock.now() + 3_600_000).toISOString() });
    expect(future.entries).toEqual([]);
    const past = await page(a.token, { t: new Date(s.clock.now() + 1).toISOString() });
    expect(past.entries.length).toBeGreaterThanOrEqual(2);
  });

  test('support reads any commander’s; a player only their own', async () => {
    const admin = await s.adminToken();
    const q = 'query($p:ID!){ adminLedger(userProfileId:$p){ entries { kind } } }';
    const r = await s.gql(q, { p: a.profileId }, admin);
    expect(r.data!.adminLedger.entries.map((e: { kind: string }) => e.kind)).toContain('grant');
    const refused = await s.gql(q, { p: a.profileId }, b.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    expect((await page(b.token)).entries.filter((e) => e.kind === 'grant')).toEqual([]);
  });

  test('the economy of the day: what was created and destroyed, by kind, and who moved most', async () => {
    const admin = await s.adminToken();
    const [w] = await s.sql`select world_id::text as id from bases limit 1`;
    const day = new Date(s.clock.now()).toISOString().slice(0, 10);
    const r = await s.gql(
      `query($w:ID!,$d:String!){ adminEconomy(worldId:$w, day:$d){ totals { resource created destroyed }
        faucets { kind resource amount } sinks { kind resource amount } units { unit built lost }
        movers { username gained spent } } }`,
      { w: w!.id, d: day },
      admin,
    );
    expect(r.errors).toBeUndefined();
    const e = r.data!.adminEconomy;
    expect(e.faucets).toContainEqual({ kind: 'grant', resource: 'credits', amount: 250 });
    expect(e.sinks.find((f: { kind: string }) => f.kind === 'purchase')?.resource).toBe('credits');
    expect(e.movers[0].username).toBe('LedgerAlpha');
    const bad = await s.gql('query($w:ID!){ adminEconomy(worldId:$w, day:"yesterday"){ day } }', { w: w!.id }, admin);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  test('an event recorded twice is found as applied twice', async () => {
    const [e] = await s.sql`select * from ledger_entries where event_id is not null limit 1`;
    await s.sql`insert into ledger_entries (base_id, profile_id, world_id, at, kind, cause, event_id)
      values (${e!.base_id}, ${e!.profile_id}, ${e!.world_id}, ${e!.at}, ${e!.kind}, ${e!.cause}, ${e!.event_id})`;
    const found = await findViolations(s.db, e!.world_id);
    expect(found.map((f) => f.subject)).toContain(`event:${e!.event_id}`);
  });
});
