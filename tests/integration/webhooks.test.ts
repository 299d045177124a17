/**
 * Alliance webhooks: public addresses only (private ones refused when added and before each post),
 * a member attacked posted once, signed, in Discord's JSON; a failing receiver is retried with
 * backoff, given up after the last try, and the webhook switched off after repeated give-ups.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isPublicAddress } from '../../src/modules/webhooks/address.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
interface Heard {
  headers: Headers;
  body: string;
}
const heard: Heard[] = [];
let answer = 204;
let receiver: ReturnType<typeof Bun.serve>;

beforeAll(async () => {
  s = await createTestStack();
  receiver = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (req) => {
      heard.push({ headers: req.headers, body: await req.text() });
      return new Response(null, { status: answer });
    },
  });
});
afterAll(async () => {
  receiver?.stop(true);
  delete process.env.WEBHOOK_ALLOW_HOSTS;
  await s?.close();
});

const ADD = `mutation($u:String!,$k:[WebhookKind!]!){ addAllianceWebhook(url:$u, kinds:$k){
  secret webhook { id url kinds enabled failures lastStatus } } }`;
const LIST = '{ allianceWebhooks { id enabled failures lastStatus } }';
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';
/** Lets the jobs due by now run (a job added by a commit is due by the database's clock). */
const runDue = (until = Math.max(s.clock.now(), Date.now() + 1000)) => s.runDueJobs(until);

async function leaderOf(tag: string): Promise<{ lead: Player; member: Player }> {
  const lead = await s.newPlayerWithProfile(`Hooklead${tag}`);
  const member = await s.newPlayerWithProfile(`Hookmate${tag}`);
  for (const p of [lead, member])
    await s.db
      .updateTable('bases')
      .set({ buildings: { 'command-center': 6, 'alliance-embassy': 1 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
  const made = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Signal Fires ${tag}`, t: `SF${tag}` },
    lead.token,
  );
  if (!made.data) throw new Error(JSON.stringify(made.errors));
  const id = made.data.createAlliance.alliance.id as string;
  await sql`insert into alliance_members (profile_id, alliance_id, role, joined_at)
    values (${member.profileId}, ${id}, 'member', now())`.execute(s.db);
  return { lead, member };
}

describe('the address', () => {
  test('only public unicast addresses, in IPv4 and IPv6, mapped and NAT64 forms unwrapped', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '64:ff9b::808:808'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '198.18.0.1',
      '192.0.2.1',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2001:db8::1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  test('a webhook to a private address, a malformed one, or from a member who does not lead is refused', async () => {
    const { lead, member } = await leaderOf('A');
    for (const u of [
      'http://127.0.0.1:8080/hook',
      'https://10.0.0.7/hook',
      'http://[::1]/hook',
      'http://localhost/hook',
      'https://169.254.169.254/latest/meta-data',
      'http://[::ffff:192.168.0.1]/x',
    ]) {
      const r = await s.gql(ADD, { u, k: ['attack'] }, lead.token);
      expect(r.errors?.[0]?.message, u).toBe('Webhook address must be public: it points into a private network');
    }
    for (const u of ['ftp://example.com/x', 'https://user:pw@example.com/x', 'not a url']) {
      const r = await s.gql(ADD, { u, k: ['attack'] }, lead.token);
      expect(r.errors?.[0]?.message, u).toBe(
        'Webhook address must be an http or https URL without a user name or password',
      );
    }
    expect((await s.gql(ADD, { u: 'https://203.0.113.9/x', k: ['attack'] }, lead.token)).errors?.[0]?.message).toBe(
      'Webhook address must be public: it points into a private network',
    );
    expect((await s.gql(ADD, { u: 'https://8.8.8.8/x', k: [] }, lead.token)).errors?.[0]?.message).toBe(
      'Choose at least one happening to send',
    );
    expect((await s.gql(ADD, { u: 'https://8.8.8.8/x', k: ['attack'] }, member.token)).errors?.[0]?.message).toBe(
      'Only the alliance’s leader manages its webhooks',
    );
    expect((await s.gql(LIST, {}, lead.token)).data?.allianceWebhooks).toEqual([]);
  });
});

describe('deliveries', () => {
  test('a member attacked is posted once, signed, as Discord JSON naming attacker and target', async () => {
    process.env.WEBHOOK_ALLOW_HOSTS = `127.0.0.1:${receiver.port}`;
    answer = 204;
    const { lead, member } = await leaderOf('B');
    const added = await s.gql(ADD, { u: `http://127.0.0.1:${receiver.port}/discord`, k: ['attack'] }, lead.token);
    expect(added.errors).toBeUndefined();
    const secret = added.data!.addAllianceWebhook.secret as string;
    expect(secret).toMatch(/^whsec_/);

    const raider = await s.newPlayerWithProfile('HookRaiderB');
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 50 }, buildings: { 'command-center': 20 } } as never)
      .where('profile_id', '=', raider.profileId)
      .execute();
    const home = (await s.gql('{ base { x y } }', {}, raider.token)).data!.base;
    await sql`update bases set x = ${home.x + 2}, y = ${home.y} where profile_id = ${member.profileId}`.execute(s.db);
    const before = heard.length;
    const sent = await s.gql(SEND, { x: home.x + 2, y: home.y, u: [{ type: 'interceptor', count: 5 }] }, raider.token);
    expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
    await runDue();
    const posts = heard.slice(before);
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post.headers.get('x-ephoran-event')).toBe('attack');
    const ts = post.headers.get('x-ephoran-timestamp')!;
    const expected = `sha256=${createHmac('sha256', secret).update(`${ts}.${post.body}`).digest('hex')}`;
    expect(post.headers.get('x-ephoran-signature')).toBe(expected);
    const body = JSON.parse(post.body);
    expect(body.username).toBe('Ephoran Frontier');
    expect(body.content).toContain('**HookRaiderB** attacks **HookmateB**');
    expect(body.embeds[0].title).toBe('Member under attack');
    expect(body.embeds[0].description).toBe('[Signal Fires B]');
    // settled: run again, nothing more is posted
    await runDue();
    expect(heard.length).toBe(before + 1);
    expect((await s.gql(LIST, {}, lead.token)).data?.allianceWebhooks[0]).toMatchObject({
      enabled: true,
      failures: 0,
      lastStatus: 'delivered (204)',
    });
  });

  test('a failing receiver is retried with growing waits, given up after six tries, and switched off after five give-ups', async () => {
    process.env.WEBHOOK_ALLOW_HOSTS = `127.0.0.1:${receiver.port}`;
    answer = 500;
    const { lead } = await leaderOf('C');
    const added = await s.gql(ADD, { u: `http://127.0.0.1:${receiver.port}/down`, k: ['rally'] }, lead.token);
    const id = added.data!.addAllianceWebhook.webhook.id as string;
    const PING = 'mutation($i:ID!){ pingAllianceWebhook(id:$i){ id } }';
    const triesOf = () => heard.filter((h) => h.headers.get('x-ephoran-event') === 'ping').length;

    const start = triesOf();
    expect((await s.gql(PING, { i: id }, lead.token)).errors).toBeUndefined();
    await runDue();
    expect(triesOf() - start).toBe(1);
    expect(JSON.parse(heard.at(-1)!.body).embeds[0].title).toBe('Webhook test');
    // the next try waits 30 s, then 2 min, 8 min, 32 min and 128 min after the one before
    const waits = [30_000, 120_000, 480_000, 1_920_000, 7_680_000];
    for (const [i, wait] of waits.entries()) {
      const row = (
        await sql<{ next_at: Date; last_at: Date }>`select d.next_at, w.last_at from webhook_deliveries d
          join alliance_webhooks w on w.id = d.webhook_id where w.id = ${id} order by d.id desc limit 1`.execute(s.db)
      ).rows[0]!;
      expect(row.next_at.getTime() - row.last_at.getTime(), `wait ${i + 1}`).toBe(wait);
      await s.runDueJobs(row.next_at.getTime() - 1_000);
      expect(triesOf() - start, `before wait ${i + 1}`).toBe(i + 1);
      await s.runDueJobs(row.next_at.getTime() + 1_000);
      expect(triesOf() - start, `after wait ${i + 1}`).toBe(i + 2);
    }
    // given up after the sixth: nothing more
    await s.runDueJobs(s.clock.now() + 24 * 3_600_000);
    expect(triesOf() - start).toBe(6);
    let hook = (await s.gql(LIST, {}, lead.token)).data?.allianceWebhooks[0];
    expect(hook).toMatchObject({ enabled: true, failures: 1, lastStatus: 'given up: HTTP 500' });

    // four more deliveries given up: the webhook is switched off, and a ping is not posted
    for (let n = 0; n < 4; n++) {
      await s.gql(PING, { i: id }, lead.token);
      await s.runDueJobs(Math.max(s.clock.now(), Date.now()) + 24 * 3_600_000);
    }
    hook = (await s.gql(LIST, {}, lead.token)).data?.allianceWebhooks[0];
    expect(hook).toMatchObject({ enabled: false, failures: 5 });
    const off = triesOf();
    await s.gql(PING, { i: id }, lead.token);
    await s.runDueJobs(Math.max(s.clock.now(), Date.now()) + 3_600_000);
    expect(triesOf()).toBe(off);
    // switched on again by its leader, it posts
    answer = 204;
    await s.gql('mutation($i:ID!){ enableAllianceWebhook(id:$i){ enabled } }', { i: id }, lead.token);
    await s.gql(PING, { i: id }, lead.token);
    await s.runDueJobs(Math.max(s.clock.now(), Date.now()) + 1000);
    expect(triesOf()).toBe(off + 1);
    expect((await s.gql(LIST, {}, lead.token)).data?.allianceWebhooks[0]).toMatchObject({
      enabled: true,
      failures: 0,
      lastStatus: 'delivered (204)',
    });
  });
});
