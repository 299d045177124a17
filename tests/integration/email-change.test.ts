/** An account's e-mail: re-subscribing, and a change confirmed from the new address and revertible from the old for a week. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const SETTINGS = '{ emailSettings { email mailOff pendingEmail } }';
const CHANGE = 'mutation($e:String!,$p:String!){ changeEmail(email:$e, currentPassword:$p){ email pendingEmail } }';
const FOLLOW = 'mutation($t:String!){ followEmailLink(token:$t){ action email } }';
const linkTo = async (to: string, kind: string) => {
  const mail = await s.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /\/email\/([\w-]+)/.exec(mail.body_text)![1]!;
};

describe('e-mail', () => {
  test('unsubscribed by the link, subscribed again from the profile', async () => {
    const p = await s.newPlayer('Mailer1');
    const token = await s.db
      .selectFrom('account_tokens')
      .select('token')
      .where('account_id', '=', p.accountId)
      .where('kind', '=', 'unsubscribe')
      .executeTakeFirstOrThrow();
    await s.gql('mutation($t:String!){ unsubscribe(token:$t){ ok } }', { t: token.token });
    expect((await s.gql(SETTINGS, {}, p.token)).data!.emailSettings).toMatchObject({ mailOff: true });
    expect((await s.gql('mutation{ subscribeEmail }', {}, p.token)).data!.subscribeEmail).toBe(true);
    expect((await s.gql(SETTINGS, {}, p.token)).data!.emailSettings).toMatchObject({ mailOff: false });
  });

  test('a change is confirmed from the new address, reverted from the old one (every session ends), each link once', async () => {
    const p = await s.newPlayer('Mailer2');
    expect(err(await s.gql(CHANGE, { e: 'not-an-address', p: 'Secret123' }, p.token))).toBe(
      'Email must have valid format',
    );
    expect(err(await s.gql(CHANGE, { e: 'new2@example.test', p: 'Wrong1234' }, p.token))).toBe(
      'Current password is wrong',
    );
    expect(err(await s.gql(CHANGE, { e: 'mailer2@example.test', p: 'Secret123' }, p.token))).toBe(
      'This is your e-mail address already',
    );
    expect((await s.gql(CHANGE, { e: 'new2@example.test', p: 'Secret123' }, p.token)).data!.changeEmail).toEqual({
      email: 'mailer2@example.test',
      pendingEmail: 'new2@example.test',
    });
    const confirm = await linkTo('new2@example.test', 'email-confirm');
    // followed twice at once: one confirms, the other finds the link used
    const both = await Promise.all([s.gql(FOLLOW, { t: confirm }), s.gql(FOLLOW, { t: confirm })]);
    expect(both.filter((r) => r.data?.followEmailLink?.action === 'confirmed')).toHaveLength(1);
    expect(both.filter((r) => err(r) === 'This e-mail link is invalid or has expired')).toHaveLength(1);
    expect((await s.gql(SETTINGS, {}, p.token)).data!.emailSettings).toEqual({
      email: 'new2@example.test',
      mailOff: false,
      pendingEmail: null,
    });
    const revert = await linkTo('mailer2@example.test', 'email-revert');
    s.clock.advance(6 * 24 * 3_600_000);
    expect((await s.gql(FOLLOW, { t: revert })).data!.followEmailLink).toEqual({
      action: 'reverted',
      email: 'mailer2@example.test',
    });
    expect(err(await s.gql(SETTINGS, {}, p.token))).toBe('Not authenticated');
    expect(err(await s.gql(FOLLOW, { t: revert }))).toBe('This e-mail link is invalid or has expired');
  });

  test('the revert link works for a week only', async () => {
    const p = await s.newPlayer('Mailer3');
    await s.gql(CHANGE, { e: 'new3@example.test', p: 'Secret123' }, p.token);
    await s.gql(FOLLOW, { t: await linkTo('new3@example.test', 'email-confirm') });
    const revert = await linkTo('mailer3@example.test', 'email-revert');
    s.clock.advance(7 * 24 * 3_600_000 + 1000);
    expect(err(await s.gql(FOLLOW, { t: revert }))).toBe('This e-mail link is invalid or has expired');
  });
});
