/**
 * The war room (decision 070): a raid launched at a member shows in every member's list (who, from
 * where, at whom, when, how many, what our scouts saw of the attacker) and is pushed to them;
 * friendly fleets and fleets of the alliance's own do not show; shared intelligence keeps the latest
 * scout and battle report per target, scouts shared by themselves unless turned off, battles by hand.
 */
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publish } from '../../src/platform/pubsub.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';
import { err, helpers, list, SEND } from './diplomacy-helpers.ts';

let s: TestStack;
let h: ReturnType<typeof helpers>;
let server: { stop(): void; port: number };
beforeAll(async () => {
  s = await createTestStack();
  h = helpers(s);
  const app = s.app.listen({ port: 0, hostname: '127.0.0.1' });
  server = { stop: () => app.stop(), port: app.server!.port as number };
});
afterAll(async () => {
  server?.stop();
  await s?.close();
});

const INCOMING =
  '{ allianceIncoming { kind attacker from { x y } defender target { x y } arrivesAt units scout { filedAt findings } } }';
const INTEL = '{ allianceIntel { kind x y owner sharedBy filedAt data } }';
const SCOUT = 'mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ id arrivesAt departsAt } }';

/** Hears the pushes of one profile's account; resolves `ready` once a first push got through. */
function listen(p: { token: string; accountId: string; profileId: string }) {
  const heard: { kind: string }[] = [];
  const client = createClient({
    url: `ws://127.0.0.1:${server.port}/graphql-ws`,
    connectionParams: { token: p.token },
    lazy: false,
    retryAttempts: 0,
  });
  client.subscribe(
    { query: 'subscription { notifications { kind } }' },
    {
      next: (m) => heard.push((m.data as { notifications: { kind: string } }).notifications),
      error: () => {},
      complete: () => {},
    },
  );
  const ready = async () => {
    const until = Date.now() + 5000;
    while (heard.length === 0 && Date.now() < until)
      await s.db.transaction().execute((trx) => publish(trx, { profileId: p.profileId, kind: 'friends', data: {} }));
    expect(heard.length).toBeGreaterThan(0);
  };
  const waitFor = async (kind: string) => {
    const until = Date.now() + 5000;
    while (!heard.some((n) => n.kind === kind) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    return heard.some((n) => n.kind === kind);
  };
  return { ready, waitFor, close: () => client.dispose() };
}

describe('the war room', () => {
  test('a raid on a member: every member sees who, from where, when and what our scouts saw; pushed to them', async () => {
    const a = await h.commander('WarA', { ranger: 10 });
    const b = await h.commander('WarB', { interceptor: 50 });
    const c = await h.commander('WarC');
    const o = await h.commander('WarOut', { interceptor: 200, cruiser: 20 });
    await h.alliance('WR1', a, [b, c]);
    const at = await h.besides(a, o, 2);
    const home = await h.base(o);
    // C scouts the outsider first: the report goes to the alliance by itself
    const sc = (await s.gql(SCOUT, { x: home.x, y: home.y }, c.token)).data!.scout;
    await s.runDueJobs(sc.arrivesAt);
    const ear = listen(b);
    await ear.ready();
    const raid = (await s.gql(SEND, { ...at, u: list({ interceptor: 200, cruiser: 20 }) }, o.token)).data!.sendUnits;
    expect(raid.kind).toBe('raid');
    expect(await ear.waitFor('alliance-incoming')).toBe(true);
    ear.close();
    const seen = (await s.gql(INCOMING, {}, b.token)).data!.allianceIncoming;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      kind: 'raid',
      attacker: 'WarOut',
      from: { x: home.x, y: home.y },
      defender: 'WarA',
      target: at,
      arrivesAt: raid.arrivesAt,
      units: 220,
    });
    expect(seen[0].scout.filedAt).toBe(sc.arrivesAt);
    expect(JSON.parse(seen[0].scout.findings)).toHaveProperty('resources');
    // the same list for the member attacked and the third; none for the outsider
    expect((await s.gql(INCOMING, {}, a.token)).data!.allianceIncoming).toEqual(seen);
    expect((await s.gql(INCOMING, {}, o.token)).data!.allianceIncoming).toEqual([]);
    // a member's reinforcement is no threat: B reinforces A, the list still has the raid alone
    const help = (await s.gql(SEND, { ...at, u: list({ interceptor: 50 }) }, b.token)).data!.sendUnits;
    expect(help.kind).toBe('reinforce');
    expect((await s.gql(INCOMING, {}, c.token)).data!.allianceIncoming).toHaveLength(1);
    // landed: gone from the list
    await s.runDueJobs(raid.arrivesAt);
    expect((await s.gql(INCOMING, {}, b.token)).data!.allianceIncoming).toEqual([]);
  });

  test('intel board: scouts shared by themselves (unless turned off), battles by hand; the latest of each kind per target', async () => {
    const a = await h.commander('IntA', { interceptor: 300, cruiser: 30 });
    const b = await h.commander('IntB');
    const t1 = await h.commander('IntT', { ranger: 5 });
    await h.alliance('IN1', a, [b]);
    const at = await h.besides(t1, a, 2);
    const first = (await s.gql(SCOUT, at, a.token)).data!.scout;
    await s.runDueJobs(first.arrivesAt + (first.arrivesAt - first.departsAt) + 1000);
    const second = (await s.gql(SCOUT, at, a.token)).data!.scout;
    await s.runDueJobs(second.arrivesAt + (second.arrivesAt - second.departsAt) + 1000);
    let board = (await s.gql(INTEL, {}, b.token)).data!.allianceIntel;
    expect(board).toHaveLength(1);
    expect(board[0]).toMatchObject({
      kind: 'scout',
      ...at,
      owner: 'IntT',
      sharedBy: 'IntA',
      filedAt: second.arrivesAt,
    });

    // turned off: the next scout stays A's own
    expect((await s.gql('mutation{ setIntelSettings(shareScouts:false){ shareScouts } }', {}, a.token)).data).toEqual({
      setIntelSettings: { shareScouts: false },
    });
    const third = (await s.gql(SCOUT, at, a.token)).data!.scout;
    await s.runDueJobs(third.arrivesAt + (third.arrivesAt - third.departsAt) + 1000);
    expect((await s.gql(INTEL, {}, b.token)).data!.allianceIntel[0].filedAt).toBe(second.arrivesAt);

    // a battle shared by hand; a notice cannot be
    const raid = (await s.gql(SEND, { ...at, u: list({ interceptor: 300, cruiser: 30 }) }, a.token)).data!.sendUnits;
    await s.runDueJobs(raid.arrivesAt);
    const reports = (await s.gql('{ reports { id kind } }', {}, a.token)).data!.reports as {
      id: string;
      kind: string;
    }[];
    const battle = reports.find((r) => r.kind === 'battle')!;
    const SHARE = 'mutation($r:ID!){ shareReportWithAlliance(reportId:$r) }';
    expect((await s.gql(SHARE, { r: battle.id }, a.token)).data!.shareReportWithAlliance).toBe(true);
    // someone else's report is not theirs to share
    expect(err(await s.gql(SHARE, { r: battle.id }, b.token))).toBe('Report not available');
    board = (await s.gql(INTEL, {}, b.token)).data!.allianceIntel;
    expect(board.map((r: { kind: string }) => r.kind).sort()).toEqual(['battle', 'scout']);
    const shared = board.find((r: { kind: string }) => r.kind === 'battle');
    // the shared battle is the raid's own report: its target and outcome, which the simulator reads
    expect(JSON.parse(shared.data)).toMatchObject({
      target: { x: at.x, y: at.y },
      result: { winner: expect.stringMatching(/^(attacker|defender)$/) },
    });
  });
});
