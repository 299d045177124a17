/**
 * The sitting log is written in the sitter's command's own transaction (decision 066): a command
 * that is rolled back leaves no line, one that commits leaves exactly one (and one `sitter` entry in
 * the owner's evidence ledger), and when the log cannot be written the command is not done either —
 * never a change on the owner's base that the owner's log does not show.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const NAME = 'mutation($c:String!,$h:Int!){ nameSitter(commander:$c,hours:$h){ sitters { sitterId } } }';
const UPGRADE = 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ id queue { id } } }';
const CANCEL = 'mutation($q:ID!){ cancelQueueItem(queueItemId:$q){ id } }';
const QUEUE = '{ base { queue { id } } }';

let seq = 0;
async function commander(tag: string) {
  const p = await s.newPlayerWithProfile(`Slog${tag}${seq++}`);
  // each signs in from an address of their own: not linked
  await s.db
    .updateTable('sessions')
    .set({ ip: `10.8.${seq}.1` } as never)
    .where('account_id', '=', p.accountId)
    .execute();
  const name = (
    await s.db.selectFrom('profiles').select('username').where('id', '=', p.profileId).executeTakeFirstOrThrow()
  ).username;
  return { ...p, name };
}
type Commander = Awaited<ReturnType<typeof commander>>;

const setResources = (who: Commander, amount: number) =>
  s.db
    .updateTable('bases')
    .set({ resources: { food: amount, steel: amount, energy: amount, credits: 0 } } as never)
    .where('profile_id', '=', who.profileId)
    .execute();

/** The owner's sitting log lines and `sitter` ledger entries. */
async function written(owner: Commander) {
  const lines = await s.db
    .selectFrom('sitting_log' as never)
    .select(['action' as never])
    .where('owner_id' as never, '=', owner.profileId as never)
    .execute();
  const entries = await s.db
    .selectFrom('ledger_entries' as never)
    .select(['cause' as never])
    .where('profile_id' as never, '=', owner.profileId as never)
    .where('kind' as never, '=', 'sitter' as never)
    .execute();
  return { lines: lines.length, entries: entries.length };
}

const queued = async (owner: Commander) => (await s.gql(QUEUE, {}, owner.token)).data!.base.queue.length as number;

async function pair(tag: string) {
  const [a, b] = [await commander(`${tag}o`), await commander(`${tag}s`)];
  expect((await s.gql(NAME, { c: b.name, h: 5 }, a.token)).errors).toBeUndefined();
  return { a, b, sit: { 'x-sit-as': a.profileId } };
}

describe('the sitting log, in the command’s transaction', () => {
  test('a committed sitter command has exactly one log line and one ledger entry', async () => {
    const { a, b, sit } = await pair('C');
    await setResources(a, 9000);
    const built = await s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, sit);
    expect(built.errors).toBeUndefined();
    expect(await queued(a)).toBe(1);
    expect(await written(a)).toEqual({ lines: 1, entries: 1 });
    const item = built.data!.startBuildingUpgrade.queue[0].id as string;
    expect((await s.gql(CANCEL, { q: item }, b.token, sit)).errors).toBeUndefined();
    expect(await queued(a)).toBe(0);
    expect(await written(a)).toEqual({ lines: 2, entries: 2 });
  });

  test('a sitter command rolled back after the base was locked leaves no log line', async () => {
    const { a, b, sit } = await pair('R');
    // the command locks the owner's base (and the grant is checked under it), then finds no resources
    await setResources(a, 0);
    expect((await s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, sit)).errors?.[0]?.message).toBe(
      "You don't have enough resources",
    );
    expect(await queued(a)).toBe(0);
    expect(await written(a)).toEqual({ lines: 0, entries: 0 });
  });

  test('when the log line cannot be written, the command is not done either', async () => {
    const { a, b, sit } = await pair('F');
    await setResources(a, 9000);
    // the log write fails for this owner (as a crash between the command and its line would)
    await sql
      .raw(`create or replace function sitting_log_fails() returns trigger language plpgsql as $$
        begin
          if new.owner_id = '${a.profileId}' then raise exception 'the log write failed'; end if;
          return new;
        end $$`)
      .execute(s.db);
    await sql`create trigger sitting_log_fails before insert on sitting_log
      for each row execute function sitting_log_fails()`.execute(s.db);
    try {
      expect((await s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, sit)).errors?.[0]).toMatchObject({
        message: 'Unknown error, contact support',
        extensions: { code: 'UNKNOWN' },
      });
      // nothing changed on the owner's base that the owner's log would not show
      expect(await queued(a)).toBe(0);
      expect(await written(a)).toEqual({ lines: 0, entries: 0 });
    } finally {
      await sql`drop trigger sitting_log_fails on sitting_log`.execute(s.db);
      await sql`drop function sitting_log_fails()`.execute(s.db);
    }
    // once the log can be written again, the same command is done and logged once
    expect((await s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, sit)).errors).toBeUndefined();
    expect(await queued(a)).toBe(1);
    expect(await written(a)).toEqual({ lines: 1, entries: 1 });
  });
});
