/**
 * Deleting an account: a grace period in which signing in cancels it; then the personal data is
 * erased (name, e-mail, sessions with their addresses, push devices) while the world keeps a
 * neutral ghost of the commander; each step audited.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const DELETE = 'mutation($p:String!){ requestAccountDeletion(currentPassword:$p){ dueAt } }';
const WEEK = 7 * 24 * 3_600_000;
const actions = async (target: string) =>
  (await s.db.selectFrom('audit_log').select('action').where('target', '=', target).orderBy('at').execute())
    .map((r) => r.action)
    .filter((a) => a.startsWith('account-'));

describe('deleting an account', () => {
  test('signing in during the grace period cancels it; nothing is erased when it would have been due', async () => {
    const p = await s.newPlayerWithProfile('Leaver1');
    expect(err(await s.gql(DELETE, { p: 'Wrong1234' }, p.token))).toBe('Current password is wrong');
    const asked = (await s.gql(DELETE, { p: 'Secret123' }, p.token)).data!.requestAccountDeletion;
    expect(asked.dueAt).toBe(s.clock.now() + WEEK);
    // every session ended with the request
    expect(err(await s.gql('{ emailSettings { email } }', {}, p.token))).toBe('Not authenticated');
    s.clock.advance(WEEK - 60_000);
    const again = await s.login('Leaver1', 'Secret123');
    expect((await s.gql('{ emailSettings { deletionDueAt } }', {}, again)).data!.emailSettings).toEqual({
      deletionDueAt: null,
    });
    await s.runDueJobs(s.clock.now() + WEEK);
    expect(await s.login('Leaver1', 'Secret123')).toBeTruthy();
    expect(await actions('Leaver1')).toEqual(['account-deletion-asked', 'account-deletion-cancelled']);
  });

  test('after the grace period the personal data is erased and the commander stays as a ghost', async () => {
    const p = await s.newPlayerWithProfile('Leaver2');
    await s.db
      .insertInto('push_devices')
      .values({
        profile_id: p.profileId,
        endpoint: 'https://push.example.test/x',
        p256dh: 'k',
        auth: 'a',
        language: 'en',
        user_agent: 'test',
        created_at: new Date(s.clock.now()),
      } as never)
      .execute();
    const { dueAt } = (await s.gql(DELETE, { p: 'Secret123' }, p.token)).data!.requestAccountDeletion;
    await s.runDueJobs(dueAt - 1000);
    expect(
      (await s.db.selectFrom('accounts').select('erased_at').where('id', '=', p.accountId).executeTakeFirstOrThrow())
        .erased_at,
    ).toBeNull();
    s.clock.advance(WEEK);
    await s.runDueJobs(dueAt);
    const account = await s.db
      .selectFrom('accounts')
      .select(['username', 'email', 'status', 'erased_at'])
      .where('id', '=', p.accountId)
      .executeTakeFirstOrThrow();
    expect(account.username).toMatch(/^deleted[0-9a-f]{12}$/);
    expect(account.email).toMatch(/^deleted-[0-9a-f]{12}@invalid$/);
    expect(account.status).toBe('deleted');
    expect(account.erased_at).not.toBeNull();
    const sessions = await s.db.selectFrom('sessions').select('id').where('account_id', '=', p.accountId).execute();
    expect(sessions).toEqual([]);
    const devices = await s.db.selectFrom('push_devices').select('id').where('profile_id', '=', p.profileId).execute();
    expect(devices).toEqual([]);
    const ghost = await s.db
      .selectFrom('profiles')
      .select(['username', 'avatar'])
      .where('id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    expect(ghost.username).toMatch(/^Ghost[0-9a-f]{12}$/);
    // the base stays in the world, under the ghost
    expect(await s.db.selectFrom('bases').select('id').where('profile_id', '=', p.profileId).execute()).toHaveLength(1);
    await expect(s.login('Leaver2', 'Secret123')).rejects.toThrow();
    expect(await actions('Leaver2')).toEqual(['account-deletion-asked']);
    expect(await actions(p.accountId)).toEqual(['account-erased']);
  });
});
