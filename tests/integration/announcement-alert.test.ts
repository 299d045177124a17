/**
 * A new alliance announcement reaches members whose game is closed (decisions 031, 071): an
 * `announcement` alert by push and/or e-mail as each member asked; nothing to a member looking at
 * the game, nothing to one who did not ask, nothing to the leader who wrote it; once per posting.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPushService, type PushService, type TestSubscription } from '../support/push-service.ts';
import { servers, socket } from '../support/sockets.ts';
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

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
const SAVE = 'mutation($i:AlertSettingsInput!){ saveAlertSettings(input:$i){ kinds { kind push email } } }';
const POST = 'mutation($t:String!){ postAllianceAnnouncement(text:$t){ text } }';

async function commander(name: string) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ buildings: { ...(row.buildings as object), 'alliance-embassy': 1 } } as never)
    .where('id', '=', row.id)
    .execute();
  return p;
}
async function want(p: Player, w: { push?: string[]; email?: string[] }) {
  const kinds = ['announcement', 'attack'].map((kind) => ({
    kind,
    push: (w.push ?? []).includes(kind),
    email: (w.email ?? []).includes(kind),
  }));
  const i = { kinds, quietStart: null, quietEnd: null, attacksInQuietHours: true, timeZone: 'UTC', language: 'en' };
  const r = await s.gql(SAVE, { i }, p.token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
}
async function device(p: Player): Promise<TestSubscription> {
  const sub = push.subscribe();
  const r = await s.gql(
    'mutation($i:PushDeviceInput!){ registerPushDevice(input:$i){ id } }',
    { i: { ...sub, language: 'en' } },
    p.token,
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return sub;
}
const runAlerts = () => s.runDueJobs(Math.max(s.clock.now(), Date.now() + 1000));
const alertsOf = (p: Player) =>
  sql<{ kind: string; status: string; outcome: string | null }>`
    select kind, status, outcome from alerts where profile_id = ${p.profileId} order by id`
    .execute(s.db)
    .then((r) => r.rows);
const mails = (address: string) =>
  s.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', address)
    .where('kind', '=', 'alert-announcement')
    .execute();

describe('announcement alerts', () => {
  test('members away hear of each posting as they asked; the one looking at the game and the leader do not', async () => {
    const lead = await commander('AnnLead');
    const away = await commander('AnnAway');
    const looking = await commander('AnnLooking');
    const quiet = await commander('AnnQuiet');
    const id = (
      await s.gql(
        'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
        { n: 'Heralds', t: 'HRLD' },
        lead.token,
      )
    ).data!.createAlliance.alliance.id;
    for (const p of [away, looking, quiet])
      await s.db
        .insertInto('alliance_members')
        .values({ profile_id: p.profileId, alliance_id: id, role: 'member', joined_at: new Date() } as never)
        .execute();
    await want(lead, { push: ['announcement'] });
    await want(away, { push: ['announcement'], email: ['announcement'] });
    await want(looking, { push: ['announcement'] });
    await want(quiet, { push: ['attack'] });
    const [leadSub, awaySub, lookingSub, quietSub] = [
      await device(lead),
      await device(away),
      await device(looking),
      await device(quiet),
    ];
    const open = socket(net.listen(), looking.token);
    await open.connected;

    const text = `Muster at the gate at 20:00. ${'Bring every battleship you have. '.repeat(6)}`.trim();
    expect((await s.gql(POST, { t: text }, lead.token)).errors).toBeUndefined();
    await runAlerts();
    expect(push.failures).toEqual([]);
    const heard = push.for(awaySub);
    expect(heard).toHaveLength(1);
    expect(heard[0]?.payload).toMatchObject({ kind: 'announcement', title: 'Alliance announcement', url: '/alliance' });
    const body = String(heard[0]?.payload.body);
    expect(body.startsWith('AnnLead to the alliance: “Muster at the gate at 20:00.')).toBe(true);
    expect(body.endsWith('…”')).toBe(true);
    expect(body.length).toBeLessThan(200);
    const [mail] = await mails('annaway@example.test');
    expect(mail?.subject).toBe('Ephoran Frontier: Alliance announcement');
    expect(mail?.body_text).toContain('http://localhost:3000/alliance');
    // the member looking at the game sees it pinned in the chat: no alert
    expect(push.for(lookingSub)).toHaveLength(0);
    expect((await alertsOf(looking)).map((a) => [a.kind, a.status, a.outcome])).toEqual([
      ['announcement', 'skipped', 'present'],
    ]);
    expect(push.for(quietSub)).toHaveLength(0);
    expect(push.for(leadSub)).toHaveLength(0);
    expect(await alertsOf(lead)).toEqual([]);

    // a second posting is news again: one more, and a job run twice sends nothing twice
    s.clock.advance(20 * 60_000);
    expect((await s.gql(POST, { t: 'Gate at 21:00 instead.' }, lead.token)).errors).toBeUndefined();
    await runAlerts();
    await runAlerts();
    expect(push.for(awaySub).map((p) => p.payload.body)).toEqual([
      body,
      'AnnLead to the alliance: “Gate at 21:00 instead.”',
    ]);
    expect(push.for(leadSub)).toHaveLength(0);
  });
});
