import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const CONTACT = 'mutation($i:ContactInput!){ contactSupport(input:$i){ ok } }';
const LONG = 'My fleet vanished near the Ephoran Vault, please help.';

describe('contact form and tickets', () => {
  test('a message shorter than 20 or longer than 1000 characters is refused with the spec text', async () => {
    for (const message of ['too short', 'x'.repeat(1001)]) {
      const r = await s.gql(CONTACT, {
        i: { subject: 'Help', message, email: 'g@x.test', recaptcha: await s.captcha('contact') },
      });
      expect(r.errors?.[0]?.message).toBe('Message minimum length is 20 and maximum length is 1000');
    }
  });

  test('a guest must give a valid e-mail and solve the captcha', async () => {
    expect(
      (
        await s.gql(CONTACT, {
          i: { subject: 'Help', message: LONG, email: 'nope', recaptcha: await s.captcha('contact') },
        })
      ).errors?.[0]?.message,
    ).toBe('Email must have valid format');
    expect(
      (await s.gql(CONTACT, { i: { subject: 'Help', message: LONG, email: 'g@x.test', recaptcha: 'forged' } }))
        .errors?.[0]?.message,
    ).toMatch(/Captcha/);
  });

  test('a ticket lands in /control; the answer is mailed; closing it tells the player and is audited', async () => {
    const p = await s.newPlayer('Ticket1');
    const other = await s.newPlayer('Ticket2');
    expect(
      (
        await s.gql(
          CONTACT,
          { i: { subject: 'Lost fleet', message: LONG, recaptcha: await s.captcha('contact') } },
          p.token,
        )
      ).data?.contactSupport.ok,
    ).toBe(true);
    const admin = await s.adminToken();
    const open = await s.gql('{ adminTickets(status:"open") { id subject username email } }', {}, admin);
    const ticket = open.data?.adminTickets.find((t: { subject: string }) => t.subject === 'Lost fleet');
    expect(ticket).toMatchObject({ username: 'Ticket1', email: 'ticket1@example.test' });

    await s.gql(
      'mutation($id:ID!){ answerTicket(ticketId:$id, answer:"We found it drifting.") { status } }',
      { id: ticket.id },
      admin,
    );
    const outbox = await s.gql('{ adminOutbox { to kind text } }', {}, admin);
    expect(outbox.data?.adminOutbox).toContainEqual(
      expect.objectContaining({ to: 'ticket1@example.test', kind: 'ticket-answer' }),
    );

    const it = s.services.push.subscribe(p.accountId);
    const pushed = it.next();
    const closed = await s.gql(
      'mutation($id:ID!){ closeTicket(ticketId:$id) { status closedAt } }',
      { id: ticket.id },
      admin,
    );
    expect(closed.data?.closeTicket.status).toBe('closed');
    expect((await pushed).value).toMatchObject({ kind: 'ticket-closed' });
    await it.return?.();

    // the player who was offline sees it on the next visit, until acknowledged
    const unseen = await s.gql('{ closedTickets { id subject } }', {}, p.token);
    expect(unseen.data?.closedTickets).toEqual([{ id: ticket.id, subject: 'Lost fleet' }]);
    expect(
      (await s.gql('mutation($id:ID!){ acknowledgeTicket(ticketId:$id){ ok } }', { id: ticket.id }, other.token))
        .errors?.[0]?.message,
    ).toBe('Ticket not found');
    expect(
      (await s.gql('mutation($id:ID!){ acknowledgeTicket(ticketId:$id){ ok } }', { id: ticket.id }, p.token)).data
        ?.acknowledgeTicket.ok,
    ).toBe(true);
    expect((await s.gql('{ closedTickets { id } }', {}, p.token)).data?.closedTickets).toEqual([]);

    const audit = await s.gql('{ adminAuditLog { action target } }', {}, admin);
    expect(audit.data?.adminAuditLog).toEqual(
      expect.arrayContaining([
        { action: 'answer-ticket', target: 'Lost fleet' },
        { action: 'close-ticket', target: 'Lost fleet' },
      ]),
    );
  });

  test('players cannot read or close tickets', async () => {
    const p = await s.newPlayer('Ticket3');
    expect((await s.gql('{ adminTickets { id } }', {}, p.token)).errors?.[0]?.message).toBe('Not authorized');
    expect(
      (await s.gql('mutation { closeTicket(ticketId:"00000000-0000-0000-0000-000000000000"){ id } }', {}, p.token))
        .errors?.[0]?.message,
    ).toBe('Not authorized');
    expect((await s.gql('{ closedTickets { id } }')).errors?.[0]?.message).toBe('Not authenticated');
  });
});

describe('page views', () => {
  test('views are counted per route shape, tokens never stored; only admins read them', async () => {
    for (const path of ['/lore/1', '/lore/2', '/activate/secret-token', '/'])
      await s.gql('mutation($p:String!){ recordPageView(path:$p){ ok } }', { p: path });
    const admin = await s.adminToken();
    const r = await s.gql('{ adminPageViews(days: 7) { path views } }', {}, admin);
    expect(r.data?.adminPageViews).toEqual(
      expect.arrayContaining([
        { path: '/lore/:chapterId', views: 2 },
        { path: '/activate/:token', views: 1 },
        { path: '/', views: 1 },
      ]),
    );
    expect(JSON.stringify(r.data)).not.toContain('secret-token');
    expect((await s.gql('{ adminPageViews { path } }')).errors?.[0]?.message).toBe('Not authenticated');
  });
});
