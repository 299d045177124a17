/**
 * A sitter's tab hears the sat base live (decision 066), over a real WebSocket: the owner's queue
 * finishing and an attack coming at the owner's base reach the sitter's `notifications(sitAs:)`
 * subscription; the owner's private pushes (reports) do not, nor the sitter's own base's pushes of
 * the same kinds; a revoke is heard ('sitting-ended') and nothing of the base after it; no grant, no
 * subscription.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publish } from '../../src/platform/pubsub.ts';
import { type Answer, servers, socket } from '../support/sockets.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
const sv = servers(() => s.services);
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => {
  sv.stopAll();
  await s?.close();
});

const NAME = 'mutation($c:String!,$h:Int!){ nameSitter(commander:$c,hours:$h){ sitters { commander } } }';
const REVOKE = 'mutation($id:String!){ revokeSitter(sitterId:$id){ sitters { commander } } }';
const UPGRADE = 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ id queue { id dueAt } } }';
const BASE = '{ base { id x y } }';
const SEND = 'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:5}]){ id arrivesAt } }';
const SUB = 'subscription($s:String){ notifications(sitAs:$s){ kind data } }';

let seq = 0;
async function commander(tag: string, units: Record<string, number> = {}) {
  const p = await s.newPlayerWithProfile(`Push${tag}${seq++}`);
  // each from an address of their own: not linked
  await s.db
    .updateTable('sessions')
    .set({ ip: `10.8.${seq}.1` } as never)
    .where('account_id', '=', p.accountId)
    .execute();
  await s.db
    .updateTable('bases')
    .set({ resources: { food: 9000, steel: 9000, energy: 9000 }, units } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  const name = (
    await s.db.selectFrom('profiles').select('username').where('id', '=', p.profileId).executeTakeFirstOrThrow()
  ).username;
  const base = (await s.gql(BASE, {}, p.token)).data!.base as { id: string; x: number; y: number };
  return { ...p, name, base };
}

type Heard = { kind: string; data: Record<string, unknown> };

/** The sitter's socket subscribed to its notifications while sitting `sitAs`; what it hears. */
async function listen(token: string, sitAs: string | null, accountId: string) {
  const sock = socket(sv.listen(), token);
  const heard: Heard[] = [];
  let refused: Answer['errors'] | null = null;
  sock.client.subscribe(
    { query: SUB, variables: { s: sitAs } },
    {
      next: (m) => {
        const n = (m.data as { notifications: { kind: string; data: string } } | null)?.notifications;
        if (n) heard.push({ kind: n.kind, data: JSON.parse(n.data) });
        if (m.errors) refused = m.errors as never;
      },
      error: (e) => {
        refused = (Array.isArray(e) ? e : [{ message: String(e) }]) as never;
      },
      complete: () => {},
    },
  );
  await sock.connected;
  return {
    heard,
    refused: () => refused,
    /** waits until the subscription is live: a push to the sitter's account is heard */
    async live() {
      await expect
        .poll(
          async () => {
            if (refused) return true;
            await s.db
              .transaction()
              .execute((trx) =>
                publish(trx, { accountId, kind: 'ticket-closed', data: { ticketId: 't', subject: 's', text: 'ping' } }),
              );
            return heard.some((h) => h.kind === 'ticket-closed');
          },
          { interval: 200, timeout: 10_000 },
        )
        .toBe(true);
    },
    close: () => sock.client.dispose(),
  };
}

describe("a sitter's socket while sitting", () => {
  test("hears the sat base's queue and an attack coming, not the owner's reports nor its own base; a revoke ends it", async () => {
    const a = await commander('Owner');
    const b = await commander('Sitter');
    const c = await commander('Raider', { interceptor: 50 });
    // the raider two cells from A's base
    await s.db
      .updateTable('bases')
      .set({ x: a.base.x + 2, y: a.base.y } as never)
      .where('profile_id', '=', c.profileId)
      .execute();
    expect((await s.gql(NAME, { c: b.name, h: 5 }, a.token)).errors).toBeUndefined();
    const sub = await listen(b.token, a.profileId, b.accountId);
    await sub.live();
    expect(sub.refused()).toBeNull();

    // the owner's upgrade, and the sitter's own: both queued, both finish
    const mine = (await s.gql(UPGRADE, { b: 'steel-foundry' }, a.token)).data!.startBuildingUpgrade;
    const own = (await s.gql(UPGRADE, { b: 'steel-foundry' }, b.token)).data!.startBuildingUpgrade;
    const due = Math.max(...[...mine.queue, ...own.queue].map((q: { dueAt: number }) => q.dueAt));
    s.clock.set(due);
    await s.runDueJobs(due);
    const finished = (h: Heard) => h.kind === 'base-changed' && (h.data.queue as { dueAt: unknown }[]).length > 0;
    await expect
      .poll(() => sub.heard.filter(finished).map((h) => h.data.baseId), { timeout: 10_000 })
      .toContain(a.base.id);

    // an attack at the owner's base: heard as it is launched
    const sent = await s.gql(SEND, { x: a.base.x, y: a.base.y }, c.token);
    expect(sent.errors).toBeUndefined();
    await expect
      .poll(() => sub.heard.filter((h) => h.kind === 'incoming-attack').map((h) => h.data.marchId), { timeout: 10_000 })
      .toEqual([sent.data!.sendUnits.id]);
    // it lands: the owner's battle report is the owner's, never pushed to the sitter
    s.clock.set(sent.data!.sendUnits.arrivesAt);
    await s.runDueJobs(sent.data!.sendUnits.arrivesAt);
    await expect
      .poll(() => sub.heard.filter((h) => h.kind === 'base-changed' && h.data.baseId === a.base.id).length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(1);
    expect(sub.heard.filter((h) => h.kind === 'new-report')).toEqual([]);
    // the sitter's own base's pushes of the sat kinds are not heard in this subscription
    expect(sub.heard.filter((h) => h.kind === 'base-changed' && h.data.baseId !== a.base.id)).toEqual([]);

    // the owner revokes: heard, and the base's pushes stop
    expect((await s.gql(REVOKE, { id: b.profileId }, a.token)).errors).toBeUndefined();
    await expect
      .poll(() => sub.heard.filter((h) => h.kind === 'sitting-ended').map((h) => h.data.ownerId), { timeout: 10_000 })
      .toEqual([a.profileId]);
    const before = sub.heard.length;
    const later = (await s.gql(UPGRADE, { b: 'hydroponic-farm' }, a.token)).data!.startBuildingUpgrade;
    expect(later.queue.length).toBeGreaterThan(0);
    // a push after it to the sitter's account is heard; nothing of the base came before it
    await sub.live();
    expect(sub.heard.slice(before).filter((h) => h.kind === 'base-changed')).toEqual([]);
    sub.close();
  }, 120_000);

  test('a grant that runs out: the sitter and the owner each hear it ended once, at its end', async () => {
    const a = await commander('Lender');
    const b = await commander('Minder');
    expect((await s.gql(NAME, { c: b.name, h: 1 }, a.token)).errors).toBeUndefined();
    const sitter = await listen(b.token, a.profileId, b.accountId);
    const owner = await listen(a.token, null, a.accountId);
    await sitter.live();
    await owner.live();
    const ended = (l: { heard: Heard[] }) =>
      l.heard.filter((h) => h.kind === 'sitting-ended').map((h) => h.data.ownerId);
    // half-way: nothing yet
    s.clock.advance(30 * 60_000);
    await s.runDueJobs(s.clock.now());
    await sitter.live();
    expect(ended(sitter)).toEqual([]);
    // the grant's end passes on the injected clock: its event applies
    s.clock.advance(30 * 60_000);
    await s.runDueJobs(s.clock.now());
    await expect.poll(() => ended(sitter), { timeout: 10_000 }).toEqual([a.profileId]);
    await expect.poll(() => ended(owner), { timeout: 10_000 }).toEqual([a.profileId]);
    // once: later runs and reads of the base apply nothing again
    s.clock.advance(60 * 60_000);
    await s.runDueJobs(s.clock.now());
    expect((await s.gql(BASE, {}, a.token)).errors).toBeUndefined();
    await sitter.live();
    await owner.live();
    expect(ended(sitter)).toEqual([a.profileId]);
    expect(ended(owner)).toEqual([a.profileId]);
    sitter.close();
    owner.close();
  }, 60_000);

  test('a grant revoked before its end is heard ended once (the revoke), not again at the end', async () => {
    const a = await commander('Taker');
    const b = await commander('Given');
    expect((await s.gql(NAME, { c: b.name, h: 1 }, a.token)).errors).toBeUndefined();
    const sitter = await listen(b.token, a.profileId, b.accountId);
    await sitter.live();
    expect((await s.gql(REVOKE, { id: b.profileId }, a.token)).errors).toBeUndefined();
    s.clock.advance(2 * 60 * 60_000);
    await s.runDueJobs(s.clock.now());
    expect((await s.gql(BASE, {}, a.token)).errors).toBeUndefined();
    await sitter.live();
    expect(sitter.heard.filter((h) => h.kind === 'sitting-ended').map((h) => h.data.ownerId)).toEqual([a.profileId]);
    sitter.close();
  }, 60_000);

  test('no grant in force: the subscription is refused with the sitting answer', async () => {
    const a = await commander('Alone');
    const b = await commander('Stranger');
    const sub = await listen(b.token, a.profileId, b.accountId);
    await expect
      .poll(() => sub.refused()?.[0]?.message, { timeout: 10_000 })
      .toBe('You are not sitting this base (the grant has ended or was revoked)');
    sub.close();
  }, 60_000);
});
