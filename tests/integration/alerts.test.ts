/**
 * Alerts while the game is closed (decision 031), through GraphQL and the real job queue:
 * a push arrives encrypted at a push service (a stand-in on this machine) and decrypts with the
 * subscription's key; one alert per event, sent once; none to a commander looking at the game;
 * quiet hours; e-mail alerts in the outbox, one per kind per quarter hour, none after unsubscribing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPushService, type PushService, type TestSubscription } from '../support/push-service.ts';
import { ask, servers, socket } from '../support/sockets.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let push: PushService;
const net = servers(() => s.services);
beforeAll(async () => {
  s = await createTestStack();
  push = await startPushService();
});
afterAll(async () => {
  net.stopAll();
  push?.stop();
  await s?.close();
});

const SETTINGS = 'kinds { kind push email } quietStart quietEnd attacksInQuietHours timeZone language pushPublicKey';
const SAVE = `mutation($i:AlertSettingsInput!){ saveAlertSettings(input:$i){ ${SETTINGS} } }`;
const REGISTER = 'mutation($i:PushDeviceInput!){ registerPushDevice(input:$i){ id browser os failing } }';
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';
const KINDS = [
  'attack',
  'scout',
  'queue',
  'rally',
  'reinforcements',
  'event',
  'operation',
  'allies',
  'vacation',
  'announcement',
];

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;

interface Wanted {
  push?: string[];
  email?: string[];
  quietStart?: number | null;
  quietEnd?: number | null;
  attacksInQuietHours?: boolean;
  timeZone?: string;
  language?: string;
}
const input = (w: Wanted) => ({
  kinds: KINDS.map((kind) => ({ kind, push: (w.push ?? []).includes(kind), email: (w.email ?? []).includes(kind) })),
  quietStart: w.quietStart ?? null,
  quietEnd: w.quietEnd ?? null,
  attacksInQuietHours: w.attacksInQuietHours ?? true,
  timeZone: w.timeZone ?? 'UTC',
  language: w.language ?? 'en',
});
async function want(p: Player, w: Wanted) {
  const r = await s.gql(SAVE, { i: input(w) }, p.token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.saveAlertSettings;
}
async function device(p: Player, language = 'en'): Promise<TestSubscription> {
  const sub = push.subscribe();
  const r = await s.gql(REGISTER, { i: { ...sub, language } }, p.token, {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return sub;
}

/** An attacker with five march slots and a fleet, and a defender two cells east. */
async function pair(tag: string) {
  const a = await s.newPlayerWithProfile(`Raider${tag}`);
  const d = await s.newPlayerWithProfile(`Keeper${tag}`);
  await s.db
    .updateTable('bases')
    .set({ units: { interceptor: 600 }, buildings: { 'command-center': 20 } } as never)
    .where('profile_id', '=', a.profileId)
    .execute();
  const home = (await s.gql('{ base { x y } }', {}, a.token)).data!.base;
  await s.db
    .updateTable('bases')
    .set({ x: home.x + 2, y: home.y } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  const attack = async () => {
    const r = await s.gql(SEND, { x: home.x + 2, y: home.y, u: [{ type: 'interceptor', count: 5 }] }, a.token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.sendUnits as { id: string; arrivesAt: number };
  };
  return { a, d, attack };
}

/**
 * Lets the jobs due now run: an alert's job is due as soon as the change that raised it commits, by
 * the database's clock (the game's manual clock may stand behind it).
 */
const runAlerts = () => s.runDueJobs(Math.max(s.clock.now(), Date.now() + 1000));
const alertsOf = (p: Player) =>
  sql<{
    kind: string;
    status: string;
    outcome: string | null;
    pushed: number;
    emailed: boolean;
  }>`select kind, status, outcome, pushed, emailed from alerts where profile_id = ${p.profileId} order by id`
    .execute(s.db)
    .then((r) => r.rows);

describe('alerts by push', () => {
  test('a rally’s attack push carries "Evade now" naming its leader’s march; evading with it lifts the garrison off', async () => {
    const { a, d } = await pair('P9');
    await s.db
      .updateTable('bases')
      .set({ buildings: { 'command-center': 20, 'alliance-embassy': 1 } } as never)
      .where('profile_id', '=', a.profileId)
      .execute();
    await s.db
      .updateTable('bases')
      .set({ units: { guardian: 10 } } as never)
      .where('profile_id', '=', d.profileId)
      .execute();
    const band = await s.gql(
      'mutation { createAlliance(name: "Push Rally", tag: "PR9") { alliance { id } } }',
      {},
      a.token,
    );
    expect(band.errors).toBeUndefined();
    await want(d, { push: ['attack'] });
    const phone = await device(d);
    const at = (await s.gql('{ base { x y } }', {}, d.token)).data!.base;
    const made = await s.gql(
      'mutation($x:Int!,$y:Int!){ createRally(x:$x,y:$y,waitMinutes:5,units:[{type:"interceptor",count:100}]){ id departsAt } }',
      at,
      a.token,
    );
    expect(made.errors).toBeUndefined();
    await s.runDueJobs(made.data!.createRally.departsAt);
    await runAlerts();
    const heard = push.for(phone).find((p) => p.payload.kind === 'attack');
    const lead = await s.db
      .selectFrom('marches' as never)
      .select('id' as never)
      .where('profile_id' as never, '=', a.profileId as never)
      .executeTakeFirstOrThrow();
    expect(heard?.payload.evade).toEqual({ marchId: (lead as { id: string }).id, title: 'Evade now' });
    const evaded = await s.gql(
      'mutation($m:ID!){ evadeNow(marchId:$m){ units } }',
      { m: heard?.payload.evade?.marchId },
      d.token,
    );
    expect(evaded.errors).toBeUndefined();
    expect(evaded.data!.evadeNow.units).toBe(10);
  });

  test('an incoming attack arrives encrypted at the push service and decrypts, with the subscription’s key, to its kind, text and screen', async () => {
    const { d, attack } = await pair('P1');
    const settings = await want(d, { push: ['attack'] });
    expect(settings.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/); // a P-256 point, base64url
    const english = await device(d, 'en');
    const german = await device(d, 'de');
    const devices = (await s.gql('{ pushDevices { browser os } }', {}, d.token)).data!.pushDevices;
    expect(devices).toEqual([
      { browser: 'Chrome', os: 'Android' },
      { browser: 'Chrome', os: 'Android' },
    ]);

    const sent = await attack();
    await runAlerts();
    expect(push.failures).toEqual([]);
    const [en] = push.for(english);
    const [de] = push.for(german);
    const lands = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(sent.arrivesAt);
    expect(en?.payload).toEqual({
      kind: 'attack',
      title: 'Incoming attack',
      body: `RaiderP1 attacks your base. It lands at ${lands}.`,
      url: '/attacks',
      tag: `attack:${sent.id}`,
      evade: { marchId: sent.id, title: 'Evade now' },
    });
    expect(de?.payload).toMatchObject({ kind: 'attack', title: 'Angriff im Anflug', url: '/attacks' });
    expect(de?.payload.body).toContain('RaiderP1 greift deine Basis an');
    // signed with the server's VAPID key for the push service's origin, urgent, kept for hours
    expect(en?.vapid).toEqual({ aud: push.origin, sub: 'mailto:ops@ephoran.test', publicKey: settings.pushPublicKey });
    expect(en?.urgency).toBe('high');
    expect(Number(en?.ttl)).toBeGreaterThan(3600);
    expect(await alertsOf(d)).toEqual([
      { kind: 'attack', status: 'sent', outcome: 'push: 2 of 2', pushed: 2, emailed: false },
    ]);
  });

  test('a finished building, a landed scout: each kind to its screen; kinds not asked for send nothing', async () => {
    const { a, d } = await pair('P2');
    await want(d, { push: ['queue', 'scout'] });
    await want(a, { push: ['queue'] });
    const sub = await device(d);
    await s.db
      .updateTable('bases')
      .set({ buildings: { 'command-center': 20, 'intelligence-agency': 2 } } as never)
      .where('profile_id', '=', a.profileId)
      .execute();

    const up = (
      await s.gql('mutation { startBuildingUpgrade(buildingId:"hydroponic-farm"){ queue { id dueAt } } }', {}, d.token)
    ).data!.startBuildingUpgrade.queue[0];
    const target = (await s.gql('{ base { x y } }', {}, d.token)).data!.base;
    const scout = (await s.gql('mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ arrivesAt } }', target, a.token)).data!
      .scout;
    await s.runDueJobs(Math.max(up.dueAt, scout.arrivesAt));
    const got = push.for(sub).map((r) => r.payload);
    expect(got).toContainEqual(
      expect.objectContaining({
        kind: 'queue',
        title: 'Queue finished',
        body: 'Construction finished: level 2. Your building queue is free.',
        url: '/base',
      }),
    );
    expect(got).toContainEqual(
      expect.objectContaining({ kind: 'scout', body: 'RaiderP2 scouted your base.', url: '/reports' }),
    );
    expect(got).toHaveLength(2);
    // the attacker asked for queue alerts only, and has no device: nothing raised for the scout's way home
    expect((await alertsOf(a)).map((x) => x.kind)).toEqual([]);
  });

  test('an alert job run twice sends once; a device the push service says is gone is dropped', async () => {
    const { d, attack } = await pair('P3');
    await want(d, { push: ['attack'] });
    const sub = await device(d);
    await attack();
    await runAlerts();
    expect(push.for(sub)).toHaveLength(1);
    // the job again, as after a worker that died before it could mark the job done
    const [alert] = (
      await sql<{ id: string }>`select id::text as id from alerts where profile_id = ${d.profileId}`.execute(s.db)
    ).rows;
    await sql`select graphile_worker.add_job('alerts/send', json_build_object('alertId', ${alert!.id}::text), job_key => ${`alert:${alert!.id}`})`.execute(
      s.db,
    );
    expect(await runAlerts()).toBeGreaterThanOrEqual(1);
    expect(push.for(sub)).toHaveLength(1);

    push.answer(sub, 410);
    await attack();
    await runAlerts();
    expect((await s.gql('{ pushDevices { id } }', {}, d.token)).data!.pushDevices).toEqual([]);
  });

  test('a suspended or banned commander hears nothing from the game; lifted, alerts come again', async () => {
    const { d, attack } = await pair('P3s');
    await want(d, { push: ['attack'] });
    const sub = await device(d);
    const admin = await s.adminToken();
    const accountId = (
      await sql<{ id: string }>`select account_id::text as id from profiles where id = ${d.profileId}`.execute(s.db)
    ).rows[0]!.id;
    await s.gql(
      'mutation($a:ID!){ adminSuspendAccount(accountId:$a, until:null, reason:"Botting"){ banned } }',
      { a: accountId },
      admin,
    );
    await attack();
    await runAlerts();
    expect(push.for(sub)).toHaveLength(0);
    expect((await alertsOf(d)).at(-1)).toMatchObject({ kind: 'attack', status: 'skipped', outcome: 'suspended' });
    await s.gql(
      'mutation($a:ID!){ adminLiftSuspension(accountId:$a, reason:"Appeal accepted"){ banned } }',
      { a: accountId },
      admin,
    );
    await attack();
    await runAlerts();
    expect(push.for(sub)).toHaveLength(1);
  });

  test('a commander looking at the game (a socket open in any process) gets no alert; once it closes, alerts come', async () => {
    const { d, attack } = await pair('P4');
    await want(d, { push: ['attack'] });
    const sub = await device(d);
    const port = net.listen();
    const open = socket(port, d.token);
    await open.connected;
    await attack();
    await runAlerts();
    expect(push.for(sub)).toHaveLength(0);
    expect((await alertsOf(d)).map((x) => [x.status, x.outcome])).toEqual([['skipped', 'present']]);

    // a subscription waiting for its next message when the socket closes (it never returns by itself)
    open.client.subscribe(
      { query: 'subscription { notifications { kind } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    expect((await ask(open.client, '{ __typename }')).data).toEqual({ __typename: 'Query' });
    // gone the way a closed tab goes: no goodbye for the subscription
    open.client.terminate();
    await open.closed;
    for (let i = 0; i < 200; i++) {
      const r = await sql<{
        n: number;
      }>`select count(*)::int as n from socket_presence where account_id = ${d.accountId}`.execute(s.db);
      if (r.rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    await attack();
    await runAlerts();
    expect(push.for(sub)).toHaveLength(1);
  });

  test('quiet hours in the commander’s time zone hold back all but an incoming attack, and that too when asked', async () => {
    const { d, attack } = await pair('P5');
    const zone = 'Asia/Kolkata'; // UTC+5:30: the hour is the commander's, not the server's
    const hour =
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(s.clock.now()),
      ) % 24;
    await want(d, { push: ['attack', 'queue'], quietStart: hour, quietEnd: (hour + 3) % 24, timeZone: zone });
    const sub = await device(d);
    const up = (
      await s.gql('mutation { startBuildingUpgrade(buildingId:"hydroponic-farm"){ queue { dueAt } } }', {}, d.token)
    ).data!.startBuildingUpgrade.queue[0];
    await s.runDueJobs(up.dueAt);
    await attack();
    await runAlerts();
    expect(push.for(sub).map((r) => r.payload.kind)).toEqual(['attack']);

    await want(d, {
      push: ['attack', 'queue'],
      quietStart: hour,
      quietEnd: (hour + 3) % 24,
      timeZone: zone,
      attacksInQuietHours: false,
    });
    await attack();
    await runAlerts();
    expect(push.for(sub)).toHaveLength(1);
    expect((await alertsOf(d)).map((x) => `${x.kind} ${x.status} ${x.outcome}`)).toEqual([
      'queue skipped quiet',
      'attack sent push: 1 of 1',
      'attack skipped quiet',
    ]);

    // quiet hours that ended: the next one goes
    await want(d, {
      push: ['attack'],
      quietStart: (hour + 1) % 24,
      quietEnd: (hour + 3) % 24,
      timeZone: zone,
      attacksInQuietHours: false,
    });
    await attack();
    await runAlerts();
    expect(push.for(sub)).toHaveLength(2);
  });
});

describe('alerts by e-mail', () => {
  test('land in the outbox with a link to the screen, one per kind per quarter hour, none after unsubscribing', async () => {
    const { d, attack } = await pair('M1');
    await want(d, { email: ['attack'] });
    const address = 'keeperm1@example.test';
    const mails = () =>
      s.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', address)
        .where('kind', '=', 'alert-attack')
        .orderBy('created_at')
        .execute();

    await attack();
    await runAlerts();
    const [first] = await mails();
    expect(first?.subject).toBe('Ephoran Frontier: Incoming attack');
    expect(first?.body_text).toContain('RaiderM1 attacks your base.');
    expect(first?.body_text).toContain('http://localhost:3000/attacks');
    expect(first?.body_text).toContain('http://localhost:3000/profile/alerts');
    const unsubscribe = /\/unsubscribe\/([\w-]+)/.exec(first?.body_text ?? '')?.[1];
    expect(unsubscribe).toBeTruthy();

    // another attack five minutes later: the same quarter hour, no second mail
    s.clock.advance(5 * 60_000);
    await attack();
    await runAlerts();
    expect(await mails()).toHaveLength(1);
    expect((await alertsOf(d)).at(-1)).toMatchObject({
      status: 'skipped',
      outcome: 'e-mail: one this quarter hour already',
    });

    s.clock.advance(11 * 60_000);
    await attack();
    await runAlerts();
    expect(await mails()).toHaveLength(2);

    expect(
      (await s.gql('mutation($t:String!){ unsubscribe(token:$t){ ok } }', { t: unsubscribe })).data!.unsubscribe.ok,
    ).toBe(true);
    s.clock.advance(16 * 60_000);
    await attack();
    await runAlerts();
    expect(await mails()).toHaveLength(2);
    expect((await alertsOf(d)).at(-1)).toMatchObject({ status: 'skipped', outcome: 'e-mail: unsubscribed' });
  });

  test('written in the commander’s language and time zone', async () => {
    const { d, attack } = await pair('M2');
    await want(d, { email: ['attack'], language: 'de', timeZone: 'Europe/Berlin' });
    const sent = await attack();
    await runAlerts();
    const mail = await s.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'keeperm2@example.test')
      .where('kind', '=', 'alert-attack')
      .executeTakeFirstOrThrow();
    const lands = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(sent.arrivesAt);
    expect(mail.subject).toBe('Ephoran Frontier: Angriff im Anflug');
    expect(mail.body_text).toContain(`RaiderM2 greift deine Basis an. Ankunft um ${lands}.`);
  });
});

describe('alert settings and devices', () => {
  test('nothing is on until saved; saved settings read back', async () => {
    const p = await s.newPlayerWithProfile('Quiet1');
    const none = (await s.gql(`{ alertSettings { ${SETTINGS} } }`, {}, p.token)).data!.alertSettings;
    expect(none.kinds.every((k: { push: boolean; email: boolean }) => !k.push && !k.email)).toBe(true);
    expect(none.quietStart).toBeNull();
    await want(p, {
      push: ['attack', 'rally'],
      email: ['event'],
      quietStart: 22,
      quietEnd: 7,
      timeZone: 'Europe/Berlin',
      language: 'de',
    });
    const back = (await s.gql(`{ alertSettings { ${SETTINGS} } }`, {}, p.token)).data!.alertSettings;
    expect(back).toMatchObject({
      quietStart: 22,
      quietEnd: 7,
      timeZone: 'Europe/Berlin',
      language: 'de',
      attacksInQuietHours: true,
    });
    expect(back.kinds.filter((k: { push: boolean }) => k.push).map((k: { kind: string }) => k.kind)).toEqual([
      'attack',
      'rally',
    ]);
    expect(back.kinds.filter((k: { email: boolean }) => k.email).map((k: { kind: string }) => k.kind)).toEqual([
      'event',
    ]);
  });

  test('bad input is refused with a message naming the field', async () => {
    const p = await s.newPlayerWithProfile('Quiet2');
    const refused = async (query: string, variables: Record<string, unknown>) => {
      const r = await s.gql(query, variables, p.token);
      expect(r.status).toBeLessThan(500);
      return r.errors?.[0]?.message;
    };
    expect(await refused(SAVE, { i: { ...input({}), quietStart: 24, quietEnd: 7 } })).toBe(
      'Quiet start can be at most 23',
    );
    expect(await refused(SAVE, { i: { ...input({}), quietStart: 22 } })).toBe(
      'Quiet hours need both a start and an end hour',
    );
    expect(await refused(SAVE, { i: { ...input({}), timeZone: 'Mars/Olympus' } })).toBe(
      'Time zone must be a time zone name like Europe/Berlin',
    );
    expect(await refused(SAVE, { i: { ...input({}), kinds: [{ kind: 'nuke', push: true, email: false }] } })).toBe(
      `Kind must be one of: ${KINDS.join(', ')}`,
    );
    expect(await refused(SAVE, { i: { ...input({}), language: 'fr' } })).toBe('Language must be one of: en, de');
    const sub = push.subscribe();
    expect(await refused(REGISTER, { i: { ...sub, endpoint: 'http://10.0.0.1/internal', language: 'en' } })).toBe(
      "Endpoint must be the https address of a browser's push service",
    );
    expect(await refused(REGISTER, { i: { ...sub, endpoint: 'not a url', language: 'en' } })).toBe(
      "Endpoint must be the https address of a browser's push service",
    );
    expect(await refused(REGISTER, { i: { ...sub, p256dh: 'AAAA', language: 'en' } })).toBe(
      'P256dh must be the browser’s public key (65 bytes, base64url)',
    );
    expect(await refused(REGISTER, { i: { ...sub, auth: 'short', language: 'en' } })).toBe(
      'Auth must be the browser’s 16-byte secret (base64url)',
    );
    expect(await refused('mutation($id:ID!){ removePushDevice(id:$id){ ok } }', { id: 'nope' })).toBe(
      'Id must be a valid id',
    );
    expect(
      await refused('mutation($id:ID!){ removePushDevice(id:$id){ ok } }', {
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ).toBe('This device no longer receives alerts');
  });

  test('a device is removed, and only by its commander', async () => {
    const p = await s.newPlayerWithProfile('Quiet3');
    const other = await s.newPlayerWithProfile('Quiet4');
    await device(p);
    const [mine] = (await s.gql('{ pushDevices { id } }', {}, p.token)).data!.pushDevices;
    expect(
      (await s.gql('mutation($id:ID!){ removePushDevice(id:$id){ ok } }', { id: mine.id }, other.token)).errors?.[0]
        ?.message,
    ).toBe('This device no longer receives alerts');
    expect(
      (await s.gql('mutation($id:ID!){ removePushDevice(id:$id){ ok } }', { id: mine.id }, p.token)).data!
        .removePushDevice.ok,
    ).toBe(true);
    expect((await s.gql('{ pushDevices { id } }', {}, p.token)).data!.pushDevices).toEqual([]);
  });
});

describe('each kind from where it happens', () => {
  /** A commander with an embassy (alliances, rallies, reinforcements) and units. */
  async function commander(name: string, units: Record<string, number> = {}) {
    const p = await s.newPlayerWithProfile(name);
    await s.db
      .updateTable('bases')
      .set({ units, buildings: { 'command-center': 6, 'alliance-embassy': 1 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    return p;
  }
  async function alliance(tag: string, lead: Player, others: Player[]) {
    const made = await s.gql(
      'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
      { n: `Night Watch ${tag}`, t: `N${tag}` },
      lead.token,
    );
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
  }
  /** Puts `p`'s base on a free cell `dx` east of `anchor`'s. */
  async function beside(p: Player, anchor: Player, dx: number) {
    const a = (await s.gql('{ base { x y } }', {}, anchor.token)).data!.base;
    for (let d = dx; d < dx + 20; d++) {
      if (
        await s.db
          .selectFrom('bases')
          .select('id')
          .where('x', '=', a.x + d)
          .where('y', '=', a.y)
          .executeTakeFirst()
      )
        continue;
      await s.db
        .updateTable('bases')
        .set({ x: a.x + d, y: a.y } as never)
        .where('profile_id', '=', p.profileId)
        .execute();
      return { x: a.x + d, y: a.y };
    }
    throw new Error('no free cell');
  }

  test('a rally opened tells the leader’s allies (not the leader) to join before it sets off; as it sets off, the target hears of the attack', async () => {
    const leader = await commander('Marshal1', { interceptor: 60 });
    const ally = await commander('Banner1');
    const target = await commander('Bastion1');
    await alliance('1', leader, [ally]);
    const at = await beside(target, leader, 2);
    for (const p of [leader, ally, target]) await want(p, { push: ['rally', 'attack'] });
    const [mine, theirs, defence] = [await device(leader), await device(ally), await device(target)];

    const r = await s.gql(
      'mutation($x:Int!,$y:Int!,$w:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x,y:$y,waitMinutes:$w,units:$u){ departsAt } }',
      { ...at, w: 5, u: [{ type: 'interceptor', count: 60 }] },
      leader.token,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const departsAt = r.data.createRally.departsAt as number;
    await runAlerts();
    const sets = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(departsAt);
    expect(push.for(theirs).map((x) => x.payload)).toEqual([
      expect.objectContaining({
        kind: 'rally',
        title: 'Rally opened',
        body: `Marshal1 opened a rally against Bastion1. It sets off at ${sets}: join it before then.`,
        url: '/rallies',
      }),
    ]);
    expect(push.for(mine)).toHaveLength(0);
    expect(push.for(defence)).toHaveLength(0);

    await s.runDueJobs(departsAt);
    await runAlerts();
    expect(push.for(defence).map((x) => x.payload)).toEqual([
      expect.objectContaining({ kind: 'attack', url: '/attacks' }),
    ]);
    expect(push.for(defence)[0]!.payload.body).toMatch(/^A rally led by Marshal1 attacks your base\. It lands at /);
  });

  test('reinforcements arriving tell their host', async () => {
    const helper = await commander('Aide1', { interceptor: 30 });
    const host = await commander('Warden1');
    await alliance('2', host, [helper]);
    const at = await beside(helper, host, 1);
    await want(host, { push: ['reinforcements'] });
    const sub = await device(host);
    const hostAt = { x: at.x - 1, y: at.y };
    const sent = await s.gql(SEND, { ...hostAt, u: [{ type: 'interceptor', count: 30 }] }, helper.token);
    if (!sent.data) throw new Error(JSON.stringify(sent.errors));
    await s.runDueJobs(sent.data.sendUnits.arrivesAt);
    await runAlerts();
    expect(push.for(sub).map((x) => x.payload)).toEqual([
      expect.objectContaining({
        kind: 'reinforcements',
        title: 'Reinforcements arrived',
        body: 'Units of Aide1 arrived at your base to defend it.',
        url: '/reinforcements',
      }),
    ]);
  });

  test('an event ending soon tells those taking part, once even when its job runs again', async () => {
    const admin = await s.adminToken();
    const player = await commander('Runner1');
    const idle = await commander('Idler1');
    const world = (await s.gql('{ worlds { id } }')).data!.worlds[0].id;
    await want(player, { push: ['event'] });
    await want(idle, { push: ['event'] });
    const sub = await device(player);
    const other = await device(idle);
    const ev = (
      await s.gql(
        'mutation($w:ID!,$t:String!,$s:Float!){ scheduleEvent(worldId:$w,type:$t,startsAt:$s){ id endsAt } }',
        { w: world, t: 'pirate-hunt', s: s.clock.now() },
        admin,
      )
    ).data!.scheduleEvent;
    expect(
      (await s.gql('mutation($id:ID!){ joinEvent(eventId:$id){ joined } }', { id: ev.id }, player.token)).data!
        .joinEvent.joined,
    ).toBe(true);

    // an hour before its end
    await s.runDueJobs(ev.endsAt - 3_600_000);
    await runAlerts();
    const ends = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(ev.endsAt);
    expect(push.for(sub).map((x) => x.payload)).toEqual([
      expect.objectContaining({
        kind: 'event',
        title: 'Event ending soon',
        body: `Pirate Hunt ends at ${ends}.`,
        url: '/events',
      }),
    ]);
    expect(push.for(other)).toHaveLength(0);

    // the job again (a retry after a crash): the alert is the same one, not sent again
    await sql`select graphile_worker.add_job('events/ending-soon', json_build_object('eventId', ${ev.id}::text), job_key => ${`event-ending:${ev.id}`})`.execute(
      s.db,
    );
    await runAlerts();
    expect(push.for(sub)).toHaveLength(1);
    expect((await alertsOf(player)).filter((a) => a.kind === 'event')).toHaveLength(1);
  });
});
