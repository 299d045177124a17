/** With SMTP_URL set, mail leaves through SMTP (here a local SMTP server) by the mail/send job, and the outbox marks it sent. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestStack } from '../support/stack.ts';

const received: { to: string[]; body: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (c: Buffer) => (body += c.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
      callback();
    });
  },
});

let s: TestStack;
beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  // config reads SMTP_URL when first imported: import the stack only now
  const { createTestStack } = await import('../support/stack.ts');
  s = await createTestStack();
});
afterAll(async () => {
  await s?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

test('the approval mail is delivered over SMTP and the outbox says sent', async () => {
  await s.newPlayer('Smtp1');
  await s.runDueJobs(Date.now() + 1000); // the send job is due at the database's now
  const mail = received.find((m) => m.to.includes('smtp1@example.test'));
  expect(mail?.body).toMatch(/\/activate\/[\w-]+/);
  const row = await s.db
    .selectFrom('mail_outbox')
    .select('status')
    .where('to_address', '=', 'smtp1@example.test')
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('sent');
});

test('an admin resends a mail that failed: it is queued, delivered by the job, and audited; a delivered one is refused', async () => {
  await s.newPlayer('Smtp2');
  await s.runDueJobs(Date.now() + 1000);
  const row = await s.db
    .selectFrom('mail_outbox')
    .select(['id', 'status'])
    .where('to_address', '=', 'smtp2@example.test')
    .executeTakeFirstOrThrow();
  const admin = await s.adminToken();
  expect(
    (
      await s.gql(
        'mutation($m:ID!){ adminResendMail(mailId:$m, reason:"The server bounced it") }',
        { m: row.id },
        admin,
      )
    ).errors?.[0]?.message,
  ).toBe('This mail was delivered already');
  // the server bounced it, say
  await s.db
    .updateTable('mail_outbox')
    .set({ status: 'failed', error: 'connection reset' })
    .where('id', '=', row.id)
    .execute();
  const before = received.filter((m) => m.to.includes('smtp2@example.test')).length;
  expect(
    (
      await s.gql(
        'mutation($m:ID!){ adminResendMail(mailId:$m, reason:"The server bounced it") }',
        { m: row.id },
        admin,
      )
    ).data!.adminResendMail,
  ).toBe('queued');
  await s.runDueJobs(Date.now() + 1000);
  expect(received.filter((m) => m.to.includes('smtp2@example.test')).length).toBe(before + 1);
  expect(
    (await s.db.selectFrom('mail_outbox').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status,
  ).toBe('sent');
  const audit = (await s.gql('{ adminAuditLog { action target details } }', {}, admin)).data!.adminAuditLog[0];
  expect(audit).toMatchObject({ action: 'mail-resend', target: 'smtp2@example.test' });
  expect(JSON.parse(audit.details)).toMatchObject({
    reason: 'The server bounced it',
    before: { status: 'failed', error: 'connection reset' },
    after: { status: 'queued' },
  });
});
