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
  const row = await s.db.selectFrom('mail_outbox').select('status').where('to_address', '=', 'smtp1@example.test').executeTakeFirstOrThrow();
  expect(row.status).toBe('sent');
});
